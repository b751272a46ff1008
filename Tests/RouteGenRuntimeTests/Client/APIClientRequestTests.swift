import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class APIClientRequestTests: XCTestCase {
    func testRoutesUseTheirOwnBaseURLByDefault() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "users/{username}", json: #"{"id":1,"title":"t"}"#)])
        _ = try await client.decode(BlogPost.self, from: BlogRouter.user(username: "zoë"))
        XCTAssertEqual(transport.receivedRequests.first?.url?.absoluteString, "https://blog.example.com/v1/users/zo%C3%AB")
    }

    func testClientBaseURLOverridesTheRoutes() async throws {
        let staging = try XCTUnwrap(URL(string: "https://staging.example.com/api/"))
        let transport = StubTransport([Stub(.get, "posts", json: "[]"), Stub(.get, "feed", json: "[]")])
        let client = APIClient(baseURL: staging, transport: transport)
        _ = try await client.decode([BlogPost].self, from: BlogRouter.posts)
        _ = try await client.decode([BlogPost].self, from: try urlRequest("https://elsewhere.example/feed"))
        XCTAssertEqual(
            transport.receivedRequests.map(\.url?.absoluteString),
            ["https://staging.example.com/api/posts", "https://elsewhere.example/feed"],
            "plain URLRequests keep their own URL")
    }

    func testTheClientsEncoderEncodesRouterBodies() async throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        let transport = StubTransport([Stub(.post, "posts", status: 201, body: Data())])
        let client = APIClient(transport: transport, encoder: encoder)
        try await client.send(BlogRouter.createPost(BlogPost(id: 3, title: "Snake")))
        let sent = try XCTUnwrap(transport.receivedRequests.first)
        XCTAssertEqual(text(sent.httpBody), #"{"id":3,"title":"Snake"}"#)
        XCTAssertEqual(sent.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }

    func testABuildFailureIsAnInvalidRequestAndSendsNothing() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "echo", json: "{}")])
        let error = await apiError { try await client.response(for: BlogRouter.withHeader(name: "X-Evil", value: "a\r\nb")) }
        guard case .invalidRequest(let reason)? = error else {
            return XCTFail("Expected invalidRequest, got \(String(describing: error))")
        }
        XCTAssertEqual(reason, RouteGenError.invalidHeaderValue(name: "X-Evil").description)
        XCTAssertTrue(transport.receivedRequests.isEmpty)
    }

    func testTheResponseNamesItsRequest() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", json: "[]")])
        let response = try await client.response(for: BlogRouter.posts)
        XCTAssertEqual(response.url?.absoluteString, "https://blog.example.com/v1/posts")
        XCTAssertEqual(response.requestMethod, .get)
        XCTAssertEqual(response.contentType, "application/json")
    }

    func testTransportFailuresAreWrapped() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", replies: [.failure(URLError(.timedOut))])])
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        XCTAssertEqual(error?.urlError?.code, .timedOut)
        XCTAssertEqual(error?.isTimeout, true)
        XCTAssertNil(error?.statusCode)
        XCTAssertEqual(error?.description, "The request got no response: URLError -1001 (timed out)")
    }

    func testAnUnmatchedStubIsATransportError() async throws {
        let (client, _) = stubbedClient([])
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        guard case .transport(let underlying)? = error else {
            return XCTFail("Expected transport, got \(String(describing: error))")
        }
        XCTAssertTrue(underlying is StubTransport.NoMatch)
        XCTAssertEqual(error?.isTimeout, false)
        XCTAssertEqual(error?.description, "The request got no response: No stub matches GET /v1/posts; stubs: none")
    }

    func testURLErrorCancelledBecomesCancelled() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", replies: [.failure(URLError(.cancelled))])],
                                        interceptor: APIClientRetryPolicy(initialDelay: .zero, retryableURLErrorCodes: [.cancelled]))
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        guard case .cancelled? = error else {
            return XCTFail("Expected cancelled, got \(String(describing: error))")
        }
    }

    func testCancellingAnInFlightRequest() async throws {
        let transport = HangingTransport()
        let client = APIClient(transport: transport, interceptor: APIClientRetryPolicy.default)
        let task = Task { try await client.response(for: BlogRouter.posts) }
        for _ in 0..<500 where transport.started.all.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertEqual(transport.started.all.count, 1, "the request reached the transport")
        task.cancel()
        do {
            let response = try await task.value
            XCTFail("Expected cancellation, got \(response.statusCode)")
        } catch let error as APIError {
            guard case .cancelled = error else { return XCTFail("Expected cancelled, got \(error)") }
        }
        XCTAssertEqual(transport.started.all.count, 1, "a cancellation is never retried")
    }

    func testACancelledTaskSendsNothing() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "posts", json: "[]")])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.decode([BlogPost].self, from: BlogRouter.posts)
        }
        do {
            _ = try await task.value
            XCTFail("Expected cancellation")
        } catch let error as APIError {
            XCTAssertEqual(error.description, "The request was cancelled.")
        }
        XCTAssertTrue(transport.receivedRequests.isEmpty)
    }

    func testTheClientCrossesTasks() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "users/{username}", json: #"{"id":1,"title":"t"}"#)])
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for name in ["a", "b", "c", "d"] {
                group.addTask { try await client.decode(BlogPost.self, from: BlogRouter.user(username: name)).id }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(ids, [1, 1, 1, 1])
        XCTAssertEqual(Set(transport.receivedRequests.compactMap(\.url?.lastPathComponent)), ["a", "b", "c", "d"])
    }
}
