import BlogAPI
import Foundation
import Newsletter
import RouteGenRuntime
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Newsletter target builds with its generated code `internal` (the plugins' default), and
/// its public type works on stubs.
final class NewsletterSignupTests: XCTestCase {
    /// Both BlogAPI and Newsletter generate a model named `Author`. This module imports both,
    /// and `Author` still names BlogAPI's alone: it would be ambiguous, and this file would not
    /// compile, if Newsletter's were public too.
    func testInternalModelsDontClashWithAnotherTargetsPublicOnes() {
        let author = Author(id: 7, displayName: "Ada", avatarURL: nil)
        XCTAssertEqual(author.displayName, "Ada")
    }

    func testAuthorNamesSorted() async throws {
        let transport = StubTransport([
            Stub(.get, "authors", json: #"[{"id": "b", "name": "Grace"}, {"id": "a", "name": "Ada"}]"#)
        ])
        let signup = NewsletterSignup(client: APIClient(transport: transport))
        let names = try await signup.authorNames()
        XCTAssertEqual(names, ["Ada", "Grace"])
        XCTAssertEqual(transport.receivedRequests.first?.url?.absoluteString, "https://newsletter.blog.example/v1/authors")
    }

    func testSubscribeSendsTheEmailAndAuthors() async throws {
        let transport = StubTransport([
            Stub(.post, "subscriptions", status: 201, json: #"{"email": "ann@example.com", "authors": ["a"]}"#)
        ])
        let signup = NewsletterSignup(client: APIClient(transport: transport))
        let confirmed = try await signup.subscribe(email: "ann@example.com", authorIDs: ["a"])
        XCTAssertEqual(confirmed, ["a"])
        let request = try XCTUnwrap(transport.receivedRequests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "https://newsletter.blog.example/v1/subscriptions")
        XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"authors":["a"],"email":"ann@example.com"}"#)
    }
}
