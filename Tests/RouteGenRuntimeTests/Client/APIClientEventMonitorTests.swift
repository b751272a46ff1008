import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class APIClientEventMonitorTests: XCTestCase {
    /// Records events as short lines such as `"send 1"` or `"receive 1 503"`.
    private func recordingMonitor(_ events: Recorder<String>, name: String = "") -> ClosureMonitor {
        ClosureMonitor(
            willSend: { request, attempt in
                events.append("\(name)send \(attempt) \(request.httpMethod ?? "?")")
            },
            didReceive: { _, result, attempt, duration in
                let outcome: String
                switch result {
                case .success(let response): outcome = "ok \(response.statusCode)"
                case .failure(let error): outcome = "failed \(error.statusCode.map(String.init) ?? "-")"
                }
                events.append("\(name)receive \(attempt) \(outcome)\(duration >= .zero ? "" : " negative")")
            })
    }

    func testEveryAttemptIsReportedInOrderToEveryMonitor() async throws {
        let events = Recorder<String>()
        let (client, _) = stubbedClient(
            [Stub(.get, "posts", replies: [.response(HTTPResponse(statusCode: 503)), .response(HTTPResponse(statusCode: 204))])],
            interceptor: APIClientRetryPolicy(initialDelay: .zero),
            eventMonitors: [recordingMonitor(events, name: "A "), recordingMonitor(events, name: "B ")])
        _ = try await client.response(for: BlogRouter.posts)
        XCTAssertEqual(events.all, [
            "A send 1 GET", "B send 1 GET",
            "A receive 1 failed 503", "B receive 1 failed 503",
            "A send 2 GET", "B send 2 GET",
            "A receive 2 ok 204", "B receive 2 ok 204",
        ])
    }

    func testMonitorsSeeTheAdaptedRequestAndValidatedResult() async throws {
        let sent = Recorder<String?>()
        let results = Recorder<String>()
        let monitor = ClosureMonitor(
            willSend: { request, _ in sent.append(request.value(forHTTPHeaderField: "X-Id")) },
            didReceive: { _, result, _, _ in
                if case .failure(.unacceptableContentType(_, let accepted)) = result {
                    results.append(accepted.joined())
                }
            })
        let (client, _) = stubbedClient(
            [Stub(.get, "posts", headers: ["Content-Type": "text/html"], body: Data("<p>".utf8))],
            interceptor: ClosureAdapter.header("X-Id") { "42" },
            eventMonitors: [monitor])
        _ = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        XCTAssertEqual(sent.all, ["42"])
        XCTAssertEqual(results.all, ["application/json"])
    }

    func testNothingIsReportedWhenAdaptingFails() async throws {
        let events = Recorder<String>()
        let (client, _) = stubbedClient(
            [Stub(.get, "posts", json: "[]")],
            interceptor: ClosureAdapter { _ in throw URLError(.userAuthenticationRequired) },
            eventMonitors: [recordingMonitor(events)])
        let error = await apiError { try await client.response(for: BlogRouter.posts) }
        XCTAssertNotNil(error)
        XCTAssertTrue(events.all.isEmpty, "\(events.all)")
    }

    func testDefaultImplementationsDoNothing() async throws {
        struct Silent: APIClientEventMonitor {}
        let (client, _) = stubbedClient([Stub(.get, "posts", json: "[]")], eventMonitors: [Silent(), ClosureMonitor()])
        let posts = try await client.decode([BlogPost].self, from: BlogRouter.posts)
        XCTAssertEqual(posts, [])
    }
}
