import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An event monitor from closures, e.g. to print requests while debugging.
public struct ClosureMonitor: APIClientEventMonitor {
    private let willSend: @Sendable (URLRequest, Int) -> Void
    private let didReceive: @Sendable (URLRequest, Result<HTTPResponse, APIError>, Int, Duration) -> Void

    /// Creates a monitor.
    /// - Parameters:
    ///   - willSend: Called with the request and the attempt number before each attempt.
    ///   - didReceive: Called with the request, the result, the attempt number and the
    ///     duration after each attempt.
    public init(
        willSend: @escaping @Sendable (URLRequest, Int) -> Void = { _, _ in },
        didReceive: @escaping @Sendable (URLRequest, Result<HTTPResponse, APIError>, Int, Duration) -> Void = { _, _, _, _ in }
    ) {
        self.willSend = willSend
        self.didReceive = didReceive
    }

    /// Calls the `willSend` closure.
    public func requestWillSend(_ request: URLRequest, attempt: Int) {
        willSend(request, attempt)
    }

    /// Calls the `didReceive` closure.
    public func requestDidReceive(
        _ request: URLRequest, result: Result<HTTPResponse, APIError>, attempt: Int, duration: Duration
    ) {
        didReceive(request, result, attempt, duration)
    }
}
