import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Changes requests before they are sent and decides whether failed ones are tried again.
///
/// ``APIClient`` calls ``adapt(_:)`` before every attempt (so a refreshed token is picked
/// up on a retry) and ``retry(_:dueTo:attempt:)`` after every failed one. Both have
/// defaults, so a conformer implements only what it needs.
public protocol APIClientInterceptor: Sendable {
    /// Returns the request to send, e.g. with an `Authorization` header added.
    /// - Parameter request: The request as built (or as adapted by earlier interceptors).
    /// - Throws: Any error; the client reports it as ``APIError/adaptationFailed(_:)``.
    func adapt(_ request: URLRequest) async throws -> URLRequest

    /// Decides whether to send the request again after it failed.
    /// - Parameters:
    ///   - request: The request that was sent.
    ///   - error: Why the attempt failed.
    ///   - attempt: The number of the attempt that just failed, starting at 1.
    /// - Returns: ``RetryDecision/retry(after:)`` to try again after a delay.
    func retry(_ request: URLRequest, dueTo error: APIError, attempt: Int) async -> RetryDecision
}

extension APIClientInterceptor {
    /// Sends the request unchanged.
    public func adapt(_ request: URLRequest) async throws -> URLRequest { request }

    /// Never retries.
    public func retry(_ request: URLRequest, dueTo error: APIError, attempt: Int) async -> RetryDecision {
        .doNotRetry
    }
}

/// What an ``APIClientInterceptor`` decides about a failed request.
public enum RetryDecision: Sendable, Equatable {
    /// Give up and throw the error.
    case doNotRetry
    /// Wait this long, then send the request again.
    case retry(after: Duration)
}
