import BlogAPI
import RouteGenRuntime
import XCTest

/// The examples in blog.routegen.yaml are served as the real backend would send them, so they
/// must decode through the typed calls, envelope and all.
final class SampleTests: XCTestCase {
    func testTheSpecsExamplesBecomeStubs() {
        XCTAssertEqual(BlogSamples.stubs.map(\.description).sorted(), [
            "GET posts", "GET posts/{id}", "GET posts/{postID}/comments", "PATCH posts/{id}", "POST auth/sessions",
        ])
    }

    func testEverySampleDecodesThroughItsTypedCall() async throws {
        let client = APIClient(transport: StubTransport(BlogSamples.stubs))

        let session = try await client.auth.signIn(username: "ada", password: "secret")
        XCTAssertEqual(session.expiresIn, 3600)

        let page = try await client.post.listPosts()
        XCTAssertEqual(page.items.map(\.visibility), [.public, .unlisted])
        XCTAssertEqual(page.nextCursor, "11")

        let post = try await client.post.getPost(id: 12)
        XCTAssertEqual(post.tags, ["swift", "codegen"])
        XCTAssertEqual(post.authorID, 1)

        try await client.post.publishPost(id: 12, visibility: .public, notifyFollowers: false)

        let comments = try await client.comment.listComments(postID: 12)
        XCTAssertEqual(comments.items.map(\.text), ["Nice!"])
        XCTAssertNil(comments.nextCursor)
    }
}
