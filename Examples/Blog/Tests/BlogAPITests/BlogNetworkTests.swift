import BlogAPI
import Foundation
import RouteGenRuntime
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class BlogNetworkTests: XCTestCase {
    func testRequestsCarryTheBearerTokenOnceSignedIn() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        let network = BlogNetwork.stubbed(transport)

        _ = try await network.client.post.listPosts()
        let session = try await network.signIn(username: "ada", password: "secret")
        _ = try await network.client.post.getPost(id: 12)

        let requests = transport.receivedRequests
        XCTAssertEqual(requests.map(\.pathAndQuery), ["/posts", "/auth/sessions", "/posts/12"])
        XCTAssertNil(requests[0].value(forHTTPHeaderField: "Authorization"), "nobody is signed in yet")
        XCTAssertNil(requests[1].value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(session.accessToken, "sample-access-token")
        XCTAssertEqual(requests[2].value(forHTTPHeaderField: "Authorization"), "Bearer sample-access-token")
    }

    func testEveryRequestHasItsOwnRequestID() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        let network = BlogNetwork.stubbed(transport)

        _ = try await network.client.post.getPost(id: 12)
        _ = try await network.client.post.getPost(id: 12)

        let ids = transport.receivedRequests.compactMap { $0.value(forHTTPHeaderField: "X-Request-ID") }
        XCTAssertEqual(ids.count, 2)
        XCTAssertEqual(ids.compactMap(UUID.init(uuidString:)).count, 2, "\(ids)")
        XCTAssertNotEqual(ids[0], ids[1])
    }

    func testSignOutSendsTheTokenThenForgetsIt() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        transport.add(Stub(.delete, "auth/sessions/current", status: 204))
        let network = BlogNetwork.stubbed(transport)

        try await network.signIn(username: "ada", password: "secret")
        try await network.signOut()
        _ = try await network.client.post.listPosts()

        let requests = transport.receivedRequests
        XCTAssertEqual(requests.map(\.httpMethod), ["POST", "DELETE", "GET"])
        XCTAssertEqual(requests[1].value(forHTTPHeaderField: "Authorization"), "Bearer sample-access-token")
        XCTAssertNil(requests[2].value(forHTTPHeaderField: "Authorization"))
        let token = await network.tokens.current
        XCTAssertNil(token)
    }

    func testSignOutForgetsTheTokenEvenOffline() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        transport.add(Stub(.delete, "auth/sessions/current", replies: [.failure(URLError(.notConnectedToInternet))]))
        let network = BlogNetwork.stubbed(transport)
        try await network.signIn(username: "ada", password: "secret")

        do {
            try await network.signOut()
            XCTFail("expected the sign-out request to fail")
        } catch {
            XCTAssertEqual(error.urlError?.code, .notConnectedToInternet)
        }
        let token = await network.tokens.current
        XCTAssertNil(token)
    }

    func testAGetIsRetriedAfterA503() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        transport.add(Stub(.get, "posts", replies: [TestStubs.status(503), TestStubs.sample(.get, "/posts")]))
        let log = LogLines()
        let network = BlogNetwork.stubbed(transport, log: log)

        let page = try await network.client.post.listPosts()

        XCTAssertEqual(page.items.map(\.id), [12, 11])
        XCTAssertEqual(transport.receivedRequests.count, 2)
        XCTAssertEqual(log.all.map { $0.replacingOccurrences(of: #" \(\d+ ms\)"#, with: "", options: .regularExpression) }, [
            "→ GET /v2/posts",
            "✗ 503 GET /v2/posts",
            "→ GET /v2/posts (attempt 2)",
            "← 200 GET /v2/posts",
        ])
    }

    func testAPostIsNotRetriedAfterA503() async throws {
        let created = #"{"status":0,"error":null,"result":{"id":13,"title":"Hi","body":"…","author_id":1,"tags":[],"visibility":"draft"}}"#
        let transport = StubTransport([
            Stub(.post, "posts", replies: [TestStubs.status(503), .response(HTTPResponse(statusCode: 201, headers: ["Content-Type": "application/json"], body: Data(created.utf8)))]),
        ])
        let network = BlogNetwork.stubbed(transport)
        let draft = NewPost(title: "Hi", body: "…", visibility: .draft)

        do {
            _ = try await network.client.post.createPost(newPost: draft)
            XCTFail("expected the 503 to be thrown")
        } catch {
            XCTAssertEqual(error.statusCode, 503)
        }
        XCTAssertEqual(transport.receivedRequests.count, 1, "a POST may have reached the server, so it is not sent again")

        // The app decides to send it again: the next reply is the 201 the route expects.
        let post = try await network.client.post.createPost(newPost: draft)
        XCTAssertEqual(post.id, 13)
    }
}
