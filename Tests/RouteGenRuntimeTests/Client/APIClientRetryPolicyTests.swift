import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class APIClientRetryPolicyTests: XCTestCase {
    /// A policy that retries almost at once, so tests stay fast.
    private let quick = APIClientRetryPolicy(initialDelay: .milliseconds(1))

    private func response(_ status: Int, retryAfter: String? = nil) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: HTTPHeaders().updating(["Retry-After": retryAfter]))
    }

    private func decision(
        _ error: APIError, policy: APIClientRetryPolicy = .default, method: HTTPMethod = .get, attempt: Int = 1
    ) async throws -> RetryDecision {
        await policy.retry(try urlRequest("https://h/x", method: method), dueTo: error, attempt: attempt)
    }

    func testDefaults() {
        let policy = APIClientRetryPolicy.default
        XCTAssertEqual(policy.maxAttempts, 3)
        XCTAssertEqual(policy.initialDelay, .milliseconds(500))
        XCTAssertEqual(policy.multiplier, 2)
        XCTAssertEqual(policy.maxDelay, .seconds(30))
        XCTAssertEqual(policy.retryableMethods, [.get, .head, .put, .delete, .options, .trace])
        XCTAssertEqual(policy.retryableStatusCodes, [408, 429, 500, 502, 503, 504])
        XCTAssertTrue(policy.retryableURLErrorCodes.isSuperset(of: [.timedOut, .cannotConnectToHost, .networkConnectionLost]))
        XCTAssertFalse(policy.retryableURLErrorCodes.contains(.cancelled))
    }

    func testDelayGrowsExponentiallyUpToTheCap() {
        let policy = APIClientRetryPolicy(initialDelay: .milliseconds(100), multiplier: 3, maxDelay: .seconds(2))
        XCTAssertEqual((1...5).map(policy.delay(forAttempt:)), [
            .milliseconds(100), .milliseconds(300), .milliseconds(900), .seconds(2), .seconds(2),
        ])
        XCTAssertEqual(policy.delay(forAttempt: 0), .milliseconds(100), "attempts below 1 count as the first")
        XCTAssertEqual(policy.delay(forAttempt: 100_000), .seconds(2), "overflow is capped too")
        XCTAssertEqual(APIClientRetryPolicy(multiplier: 1.5).delay(forAttempt: 2), .milliseconds(750))
    }

    func testRetryAfterInSecondsIsHonouredOn429And503() async throws {
        let policy = APIClientRetryPolicy(maxDelay: .seconds(30))
        let tooMany = try await decision(.unacceptableStatus(response(429, retryAfter: " 7 ")), policy: policy)
        let unavailable = try await decision(.unacceptableStatus(response(503, retryAfter: "120")), policy: policy)
        let otherStatus = try await decision(.unacceptableStatus(response(500, retryAfter: "7")), policy: policy)
        let httpDate = try await decision(.unacceptableStatus(response(503, retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT")), policy: policy)
        XCTAssertEqual(tooMany, .retry(after: .seconds(7)))
        XCTAssertEqual(unavailable, .retry(after: .seconds(30)), "capped at maxDelay")
        XCTAssertEqual(otherStatus, .retry(after: .milliseconds(500)), "only 429 and 503 use Retry-After")
        XCTAssertEqual(httpDate, .retry(after: .milliseconds(500)), "the date form falls back to the backoff")
    }

    func testTransientFailuresOfIdempotentMethodsAreRetried() async throws {
        let timeout = try await decision(.transport(URLError(.timedOut)), attempt: 2)
        let refused = try await decision(.transport(URLError(.cannotConnectToHost)), method: .delete)
        XCTAssertEqual(timeout, .retry(after: .seconds(1)))
        XCTAssertEqual(refused, .retry(after: .milliseconds(500)))
    }

    func testPermanentFailuresAreNotRetried() async throws {
        let failures: [APIError] = [
            .cancelled,
            .invalidRequest("bad URL"),
            .adaptationFailed(URLError(.timedOut)),
            .decoding(DecodingFailure(typeName: "T", codingPath: "", reason: "r", bodyExcerpt: "", statusCode: 200)),
            .server(ServerError(code: "E", message: nil, statusCode: 200, body: Data())),
            .unacceptableStatus(response(404)),
            .unacceptableContentType(response(200), accepted: ["application/json"]),
            .transport(URLError(.badURL)),
            .transport(StubTransport.NoMatch(method: .get, path: "/", stubs: [])),
        ]
        for failure in failures {
            let decided = try await decision(failure)
            XCTAssertEqual(decided, .doNotRetry, "\(failure)")
        }
    }

    func testNonIdempotentMethodsAndTheLastAttemptAreNotRetried() async throws {
        let post = try await decision(.unacceptableStatus(response(503)), method: .post)
        let last = try await decision(.unacceptableStatus(response(503)), attempt: 3)
        XCTAssertEqual(post, .doNotRetry)
        XCTAssertEqual(last, .doNotRetry)
    }

    func testGetIsRetriedAfterA503AndSucceedsOnTheSecondAttempt() async throws {
        let (client, transport) = stubbedClient(
            [Stub(.get, "posts", replies: [
                .response(response(503)),
                .response(HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(#"[{"id":1,"title":"ok"}]"#.utf8))),
            ])],
            interceptor: quick)
        let posts = try await client.decode([BlogPost].self, from: BlogRouter.posts)
        XCTAssertEqual(posts, [BlogPost(id: 1, title: "ok")])
        XCTAssertEqual(transport.receivedRequests.count, 2)
    }

    func testPostIsNotRetried() async throws {
        let (client, transport) = stubbedClient([Stub(.post, "posts", status: 503, body: Data())], interceptor: quick)
        let error = await apiError { try await client.send(BlogRouter.createPost(BlogPost(id: 1, title: "x"))) }
        XCTAssertEqual(error?.statusCode, 503)
        XCTAssertEqual(transport.receivedRequests.count, 1)
    }

    func testMaxAttemptsBoundsTheNumberOfRequests() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "posts", status: 503, body: Data())], interceptor: quick)
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        XCTAssertEqual(error?.statusCode, 503)
        XCTAssertEqual(transport.receivedRequests.count, 3)

        let once = APIClientRetryPolicy(maxAttempts: 1, initialDelay: .zero)
        let (single, singleTransport) = stubbedClient([Stub(.get, "posts", status: 503, body: Data())], interceptor: once)
        _ = await apiError { try await single.response(for: BlogRouter.posts) }
        XCTAssertEqual(singleTransport.receivedRequests.count, 1)
    }

    func testTimeoutsAreRetriedThroughTheClient() async throws {
        let (client, transport) = stubbedClient(
            [Stub(.get, "posts", replies: [.failure(URLError(.timedOut)), .response(HTTPResponse(statusCode: 204))])],
            interceptor: quick)
        let response = try await client.response(for: BlogRouter.posts)
        XCTAssertEqual(response.statusCode, 204)
        XCTAssertEqual(transport.receivedRequests.count, 2)
    }

    func testDecodingFailuresAreNotRetried() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "posts", json: "{broken")], interceptor: quick)
        let error = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        guard case .decoding? = error else {
            return XCTFail("Expected a decoding failure, got \(String(describing: error))")
        }
        XCTAssertEqual(transport.receivedRequests.count, 1)
    }
}
