import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hooks for logging and metrics, called by ``APIClient`` around every attempt.
///
/// Both methods default to doing nothing. They are called synchronously on the task
/// that sends the request, so they should return quickly.
public protocol APIClientEventMonitor: Sendable {
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

extension APIClientEventMonitor {
    /// Does nothing.
    public func requestWillSend(_ request: URLRequest, attempt: Int) {}

    /// Does nothing.
    public func requestDidReceive(
        _ request: URLRequest, result: Result<HTTPResponse, APIError>, attempt: Int, duration: Duration
    ) {}
}
