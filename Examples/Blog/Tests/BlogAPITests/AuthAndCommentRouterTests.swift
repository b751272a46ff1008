import BlogAPI
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class AuthAndCommentRouterTests: XCTestCase {
    func testSignInSendsAURLEncodedForm() throws {
        let request = try AuthRouter.signIn(username: "ada", password: "p&ss word").asURLRequest()
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.pathAndQuery, "/auth/sessions")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded; charset=utf-8")
        XCTAssertEqual(request.textBody, "password=p%26ss%20word&username=ada")
    }

    func testSignOutExpectsNoContent() throws {
        let request = try AuthRouter.signOut.asURLRequest()
        XCTAssertEqual(request.httpMethod, "DELETE")
        XCTAssertEqual(request.pathAndQuery, "/auth/sessions/current")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"), "the interceptor adds the token")
        XCTAssertEqual(AuthRouter.signOut.validation, .statusCodes([204]))
    }

    func testAddCommentHasItsOwnTimeout() throws {
        let request = try CommentRouter.addComment(postID: 9, text: "Nice!").asURLRequest()
        XCTAssertEqual(request.pathAndQuery, "/posts/9/comments")
        XCTAssertEqual(request.timeoutInterval, 60)
        XCTAssertEqual(try request.jsonBody()["text"] as? String, "Nice!")
        XCTAssertEqual(try CommentRouter.listComments(postID: 9).asURLRequest().timeoutInterval, 20)
    }
}
