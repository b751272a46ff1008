import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hooks for logging and metrics, called by ``APIClient`` around every attempt.
///
/// Both methods default to doing nothing. They are called synchronously on the task
/// that sends the request, so they should return quickly.
public protocol EventMonitor: Sendable {
    /// Called just before an attempt is handed to the transport.
    /// - Parameters:
    ///   - request: The request as it will be sent (adapted).
    ///   - attempt: The attempt number, starting at 1.
    func requestWillSend(_ request: URLRequest, attempt: Int)

    /// Called when an attempt has finished and its response has been validated.
    /// - Parameters:
    ///   - request: The request that was sent.
    ///   - result: The validated response, or why the attempt failed.
    ///   - attempt: The attempt number, starting at 1.
    ///   - duration: How long the transport and validation took.
    func requestDidReceive(_ request: URLRequest, result: Result<HTTPResponse, APIError>, attempt: Int, duration: Duration)
}

extension EventMonitor {
    /// Does nothing.
    public func requestWillSend(_ request: URLRequest, attempt: Int) {}

    /// Does nothing.
    public func requestDidReceive(
        _ request: URLRequest, result: Result<HTTPResponse, APIError>, attempt: Int, duration: Duration
    ) {}
}

/// An event monitor from closures, e.g. to print requests while debugging.
public struct ClosureEventMonitor: EventMonitor {
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
