import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class StubTransportTests: XCTestCase {
    /// Sends `GET`/`method` to `url` and returns the body text.
    private func body(_ transport: StubTransport, _ url: String, method: HTTPMethod = .get) async throws -> String? {
        text(try await transport.send(try urlRequest(url, method: method)).body)
    }

    /// Sends and returns the `NoMatch` error, failing when the request matched.
    private func noMatch(_ transport: StubTransport, _ url: String, method: HTTPMethod = .get) async throws -> StubTransport.NoMatch? {
        do {
            let response = try await transport.send(try urlRequest(url, method: method))
            XCTFail("Expected no match, got \(response.statusCode)")
            return nil
        } catch let error as StubTransport.NoMatch {
            return error
        }
    }

    func testPlaceholderMatchesAnySegmentAtTheEndOfThePath() async throws {
        let transport = StubTransport([Stub(.get, "users/{username}/posts", json: #"["p"]"#)])
        let first = try await body(transport, "https://h/v1/users/ada/posts")
        let second = try await body(transport, "https://other.example/api/v2/users/zoe/posts?page=2")
        XCTAssertEqual(first, #"["p"]"#)
        XCTAssertEqual(second, #"["p"]"#)
    }

    func testLeadingSlashOfTheTemplateIsIgnored() async throws {
        let transport = StubTransport([Stub(.get, "/users", json: "[]")])
        let answer = try await body(transport, "https://h/api/users")
        XCTAssertEqual(answer, "[]")
    }

    func testTemplateMustMatchTheLastSegmentsExactly() async throws {
        let transport = StubTransport([Stub(.get, "users/{username}", json: "{}")])
        let longer = try await noMatch(transport, "https://h/users/ada/posts")
        let emptySegment = try await noMatch(transport, "https://h/users/")
        let tooShort = try await noMatch(transport, "https://h/users")
        XCTAssertEqual(longer?.path, "/users/ada/posts")
        XCTAssertEqual(emptySegment?.path, "/users/")
        XCTAssertEqual(tooShort?.path, "/users")
    }

    func testMethodMustMatch() async throws {
        let transport = StubTransport([Stub(.get, "users", json: "[]")])
        let error = try await noMatch(transport, "https://h/users", method: .post)
        XCTAssertEqual(error?.method, .post)
    }

    func testLiteralsAreComparedPercentEncoded() async throws {
        let transport = StubTransport([
            Stub(.get, "files/a%20b", json: #""literal""#),
            Stub(.get, "files/{name}", json: #""placeholder""#),
        ])
        let spaced = try await body(transport, "https://h/files/a%20b")
        let slashInSegment = try await body(transport, "https://h/files/a%2Fb")
        XCTAssertEqual(spaced, #""literal""#)
        XCTAssertEqual(slashInSegment, #""placeholder""#, "%2F stays inside one segment")
    }

    func testMoreLiteralSegmentsWinOverLaterStubs() async throws {
        let transport = StubTransport([
            Stub(.get, "users/me", json: #""me""#),
            Stub(.get, "users/{username}", json: #""someone""#),
        ])
        let me = try await body(transport, "https://h/users/me")
        let ada = try await body(transport, "https://h/users/ada")
        XCTAssertEqual(me, #""me""#)
        XCTAssertEqual(ada, #""someone""#)
    }

    func testOnATieTheStubAddedLastWins() async throws {
        let transport = StubTransport([Stub(.get, "users/{username}", json: #""first""#)])
        transport.add(Stub(.get, "users/{id}", json: #""second""#))
        let answer = try await body(transport, "https://h/users/ada")
        XCTAssertEqual(answer, #""second""#)
    }

    func testEmptyTemplateIsAFallbackForItsMethod() async throws {
        let transport = StubTransport([Stub(.get, "", json: #""fallback""#), Stub(.get, "users", json: #""users""#)])
        let other = try await body(transport, "https://h/anything/else")
        let users = try await body(transport, "https://h/users")
        XCTAssertEqual(other, #""fallback""#)
        XCTAssertEqual(users, #""users""#)
    }

    func testRepliesAreServedInOrderAndTheLastRepeats() async throws {
        let transport = StubTransport([Stub(.get, "status", replies: [
            .failure(URLError(.timedOut)),
            .response(HTTPResponse(statusCode: 503)),
            .response(HTTPResponse(statusCode: 200, body: Data("ok".utf8))),
        ])])
        let request = try urlRequest("https://h/status")
        do {
            _ = try await transport.send(request)
            XCTFail("The first reply is a failure")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .timedOut)
        }
        let second = try await transport.send(request)
        let third = try await transport.send(request)
        let fourth = try await transport.send(request)
        XCTAssertEqual([second.statusCode, third.statusCode, fourth.statusCode], [503, 200, 200])
        XCTAssertEqual(text(fourth.body), "ok")
    }

    func testNoMatchNamesTheRequestAndListsTheStubs() async throws {
        let transport = StubTransport([Stub(.get, "users/{username}", json: "{}"), Stub(.post, "/users", json: "{}")])
        let error = try await noMatch(transport, "https://h/v1/users/ada", method: .delete)
        XCTAssertEqual(
            error?.description,
            "No stub matches DELETE /v1/users/ada; stubs: GET users/{username}, POST users")
        let empty = try await noMatch(StubTransport(), "https://h/")
        XCTAssertEqual(empty?.description, "No stub matches GET /; stubs: none")
    }

    func testRecordsEveryRequestInOrderIncludingUnmatchedOnes() async throws {
        let transport = StubTransport([Stub(.get, "users", json: "[]")])
        var request = try urlRequest("https://h/users")
        request.setValue("abc", forHTTPHeaderField: "X-Trace")
        _ = try await transport.send(request)
        _ = try await noMatch(transport, "https://h/posts", method: .post)
        let received = transport.receivedRequests
        XCTAssertEqual(received.map(\.url?.absoluteString), ["https://h/users", "https://h/posts"])
        XCTAssertEqual(received.map(\.httpMethod), ["GET", "POST"])
        XCTAssertEqual(received.first?.value(forHTTPHeaderField: "X-Trace"), "abc")
    }

    func testConvenienceInitialisersSetStatusHeadersAndBody() {
        let json = Stub(.post, "users", status: 201, json: #"{"id":1}"#)
        let plain = Stub(.get, "page", status: 200, headers: ["Content-Type": "text/html"], body: Data("<p>".utf8))
        guard case .response(let created)? = json.replies.first, case .response(let page)? = plain.replies.first else {
            return XCTFail("Both stubs answer with a response")
        }
        XCTAssertEqual(created.statusCode, 201)
        XCTAssertEqual(created.contentType, "application/json")
        XCTAssertEqual(text(created.body), #"{"id":1}"#)
        XCTAssertEqual(page.contentType, "text/html")
        XCTAssertEqual(json.description, "POST users")
    }

    func testConcurrentRequestsAreAllRecorded() async throws {
        let transport = StubTransport([Stub(.get, "items/{id}", json: "{}")])
        let requests = try (0..<50).map { try urlRequest("https://h/items/\($0)") }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for request in requests {
                group.addTask { try await transport.send(request).statusCode }
            }
            for try await status in group {
                XCTAssertEqual(status, 200)
            }
        }
        XCTAssertEqual(Set(transport.receivedRequests.compactMap(\.url)).count, 50)
    }
}
