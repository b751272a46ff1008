import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime

/// Writes one line per attempt, such as `→ GET /v2/posts` and `← 200 GET /v2/posts (12 ms)`.
///
/// It logs the method, the path and the outcome, never headers, query or bodies, so tokens,
/// passwords and search terms stay out of the log.
struct NetworkLog: APIClientEventMonitor {
    /// Where the lines go: `print`, an `os.Logger`, or a test's list.
    let write: @Sendable (String) -> Void

    func requestWillSend(_ request: URLRequest, attempt: Int) {
        write("→ \(Self.summary(of: request))" + (attempt > 1 ? " (attempt \(attempt))" : ""))
    }

    func requestDidReceive(_ request: URLRequest, result: Result<HTTPResponse, APIError>, attempt: Int, duration: Duration) {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        switch result {
        case .success(let response):
            write("← \(response.statusCode) \(Self.summary(of: request)) (\(milliseconds) ms)")
        case .failure(let error):
            let outcome = error.statusCode.map { "\($0)" } ?? "no response"
            write("✗ \(outcome) \(Self.summary(of: request)) (\(milliseconds) ms)")
        }
    }

    /// The method and the path, e.g. `GET /v2/posts/12`.
    private static func summary(of request: URLRequest) -> String {
        "\(request.httpMethod ?? "GET") \(request.url?.path ?? "?")"
    }
}
