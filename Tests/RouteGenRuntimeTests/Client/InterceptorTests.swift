import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class InterceptorTests: XCTestCase {
    /// Appends `mark` to the `X-Order` header.
    private func marking(_ mark: String) -> ClosureAdapter {
        ClosureAdapter { request in
            var request = request
            let order = request.value(forHTTPHeaderField: "X-Order").map { $0 + "," } ?? ""
            request.setValue(order + mark, forHTTPHeaderField: "X-Order")
            return request
        }
    }

    /// An interceptor that only decides retries, always the same way.
    private struct FixedRetry: APIClientInterceptor {
        let decision: RetryDecision
        func retry(_ request: URLRequest, dueTo error: APIError, attempt: Int) async -> RetryDecision { decision }
    }

    private struct Refused: Error, CustomStringConvertible {
        var description: String { "no session" }
    }

    func testAdaptersRunInOrder() async throws {
        let (client, transport) = stubbedClient(
            [Stub(.get, "posts", json: "[]")],
            interceptor: InterceptorChain(marking("a"), InterceptorChain([marking("b"), marking("c")])))
        _ = try await client.decode([BlogPost].self, from: BlogRouter.posts)
        XCTAssertEqual(transport.receivedRequests.first?.value(forHTTPHeaderField: "X-Order"), "a,b,c")
    }

    func testAdaptFailureStopsTheRequest() async throws {
        let failing = ClosureAdapter { _ in throw Refused() }
        let (client, transport) = stubbedClient([Stub(.get, "posts", json: "[]")], interceptor: InterceptorChain(marking("a"), failing))
        let error = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        guard case .adaptationFailed(let underlying)? = error else {
            return XCTFail("Expected adaptationFailed, got \(String(describing: error))")
        }
        XCTAssertTrue(underlying is Refused)
        XCTAssertEqual(error?.description, "A request interceptor could not adapt the request: no session")
        XCTAssertTrue(transport.receivedRequests.isEmpty)
    }

    func testAdapterThrowingCancellationErrorCancels() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", json: "[]")], interceptor: ClosureAdapter { _ in throw CancellationError() })
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        guard case .cancelled? = error else {
            return XCTFail("Expected cancelled, got \(String(describing: error))")
        }
    }

    func testHeaderAdapterSetsTheValueOrLeavesTheRequestAlone() async throws {
        let language = ClosureAdapter.header("Accept-Language") { "de-CH" }
        let none = ClosureAdapter.header("Accept-Language") { nil }
        let request = try urlRequest("https://h/x")
        let adapted = try await language.adapt(request)
        let unchanged = try await none.adapt(request)
        XCTAssertEqual(adapted.value(forHTTPHeaderField: "Accept-Language"), "de-CH")
        XCTAssertEqual(unchanged, request)
    }

    func testHeaderAdapterRejectsLineBreaksAndNUL() async throws {
        for value in ["abc\r\nX-Evil: 1", "a\nb", "a\rb", "a\u{0}b"] {
            let adapter = ClosureAdapter.header("X-Token") { value }
            do {
                _ = try await adapter.adapt(try urlRequest("https://h/x"))
                XCTFail("Accepted \(value.debugDescription)")
            } catch let error as RouteGenError {
                XCTAssertEqual(error, .invalidHeaderValue(name: "X-Token"))
            }
        }
        let (client, transport) = stubbedClient([Stub(.get, "posts", json: "[]")], interceptor: ClosureAdapter.header("X-Token") { "a\r\nb" })
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        guard case .adaptationFailed(let underlying)? = error else {
            return XCTFail("Expected adaptationFailed, got \(String(describing: error))")
        }
        XCTAssertEqual(underlying as? RouteGenError, .invalidHeaderValue(name: "X-Token"))
        XCTAssertTrue(transport.receivedRequests.isEmpty)
    }

    func testBearerTokenIsAskedForOnEveryAttempt() async throws {
        let tokens = Recorder<String>()
        let adapter = ClosureAdapter.bearerToken {
            let token = "t\(tokens.all.count + 1)"
            tokens.append(token)
            return token
        }
        let (client, transport) = stubbedClient(
            [Stub(.get, "posts", replies: [.response(HTTPResponse(statusCode: 401)), .response(HTTPResponse(statusCode: 200))])],
            interceptor: InterceptorChain(adapter, FixedRetry(decision: .retry(after: .zero))))
        _ = try await client.response(for: BlogRouter.posts)
        XCTAssertEqual(
            transport.receivedRequests.map { $0.value(forHTTPHeaderField: "Authorization") },
            ["Bearer t1", "Bearer t2"])
    }

    func testComposedRetryFollowsTheFirstInterceptorThatRetries() async throws {
        let request = try urlRequest("https://h/x")
        let error = APIError.unacceptableStatus(HTTPResponse(statusCode: 500))
        let composed = InterceptorChain(
            FixedRetry(decision: .doNotRetry),
            FixedRetry(decision: .retry(after: .seconds(2))),
            FixedRetry(decision: .retry(after: .seconds(9))))
        let decision = await composed.retry(request, dueTo: error, attempt: 1)
        let nobody = await InterceptorChain(FixedRetry(decision: .doNotRetry), marking("x")).retry(request, dueTo: error, attempt: 1)
        XCTAssertEqual(decision, .retry(after: .seconds(2)))
        XCTAssertEqual(nobody, .doNotRetry)
    }

    func testDefaultImplementationsChangeNothing() async throws {
        struct Plain: APIClientInterceptor {}
        let request = try urlRequest("https://h/x", method: .put)
        let adapted = try await Plain().adapt(request)
        let decision = await Plain().retry(request, dueTo: .cancelled, attempt: 1)
        XCTAssertEqual(adapted, request)
        XCTAssertEqual(decision, .doNotRetry)
    }
}
