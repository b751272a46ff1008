import BlogAPI
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The base URL requests go to in this build: the spec's `debug` server in debug builds.
enum BlogServerBase {
    static var current: String { BlogServer.current.absoluteString }
}

final class PostRouterTests: XCTestCase {
    func testServersComeFromTheSpec() {
        XCTAssertEqual(BlogServer.production.absoluteString, "https://api.blog.example/v2")
        XCTAssertEqual(BlogServer.staging.absoluteString, "https://staging.api.blog.example/v2")
        #if DEBUG
        XCTAssertEqual(BlogServer.current, BlogServer.debug)
        #endif
    }

    func testListPostsSendsOnlyTheQueryItemsGiven() throws {
        let all = try PostRouter.listPosts().asURLRequest()
        XCTAssertEqual(all.httpMethod, "GET")
        XCTAssertEqual(all.pathAndQuery, "/posts")

        let page = try PostRouter.listPosts(visibility: .unlisted, cursor: "c 2", limit: 20).asURLRequest()
        XCTAssertEqual(page.pathAndQuery, "/posts?after=c%202&per_page=20&visibility=unlisted")
        XCTAssertNil(page.httpBody)
    }

    func testGetPostCarriesTheDefaults() throws {
        let request = try PostRouter.getPost(id: 7).asURLRequest()
        XCTAssertEqual(request.pathAndQuery, "/posts/7")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "BlogApp/2.0")
        XCTAssertEqual(request.timeoutInterval, 20)
        // The app's interceptor adds these; the router leaves them out.
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
        XCTAssertNil(request.value(forHTTPHeaderField: "X-Request-ID"))
    }

    func testCreatePostSendsTheModelAsJSON() throws {
        let post = NewPost(title: "Hello", body: "First post.", visibility: .draft)
        let request = try PostRouter.createPost(newPost: post).asURLRequest()
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.pathAndQuery, "/posts")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(try JSONDecoder().decode(NewPost.self, from: request.httpBody ?? Data()), post)
    }

    func testPublishPostSendsJSONFieldsUnderTheirWireNames() throws {
        let request = try PostRouter.publishPost(id: 3, visibility: .public, notifyFollowers: true).asURLRequest()
        XCTAssertEqual(request.httpMethod, "PATCH")
        XCTAssertEqual(request.pathAndQuery, "/posts/3")
        let body = try request.jsonBody()
        XCTAssertEqual(body["visibility"] as? String, "public")
        XCTAssertEqual(body["notify_followers"] as? Bool, true)
    }

    func testPathValuesStayOneSegment() throws {
        XCTAssertEqual(try PostRouter.deletePost(id: -1).asURLRequest().pathAndQuery, "/posts/-1")
        XCTAssertEqual(try PostRouter.deletePost(id: 1).asURLRequest().httpMethod, "DELETE")
    }

    func testStatusCodesFromTheSpecBecomeTheRoutesValidation() {
        XCTAssertEqual(PostRouter.createPost(newPost: NewPost(title: "", body: "", visibility: .draft)).validation,
                       .statusCodes([201]))
        XCTAssertEqual(PostRouter.deletePost(id: 1).validation, .statusCodes([204]))
        XCTAssertNil(PostRouter.listPosts().validation)
    }
}
