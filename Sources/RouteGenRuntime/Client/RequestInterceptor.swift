import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Changes requests before they are sent and decides whether failed ones are tried again.
///
/// ``APIClient`` calls ``adapt(_:)`` before every attempt (so a refreshed token is picked
/// up on a retry) and ``retry(_:dueTo:attempt:)`` after every failed one. Both have
/// defaults, so a conformer implements only what it needs.
public protocol RequestInterceptor: Sendable {
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

extension RequestInterceptor {
    /// Sends the request unchanged.
    public func adapt(_ request: URLRequest) async throws -> URLRequest { request }

    /// Never retries.
    public func retry(_ request: URLRequest, dueTo error: APIError, attempt: Int) async -> RetryDecision {
        .doNotRetry
    }
}

/// What a ``RequestInterceptor`` decides about a failed request.
public enum RetryDecision: Sendable, Equatable {
    /// Give up and throw the error.
    case doNotRetry
    /// Wait this long, then send the request again.
    case retry(after: Duration)
}

/// Several interceptors acting as one.
///
/// Adapts with each interceptor in order, each receiving the previous one's result.
/// For retries it asks them in order and follows the first one that says retry.
public struct Interceptor: RequestInterceptor {
    /// The interceptors, in the order they are applied.
    public let interceptors: [any RequestInterceptor]

    /// Composes interceptors.
    /// - Parameter interceptors: The interceptors, in order.
    public init(_ interceptors: [any RequestInterceptor]) {
        self.interceptors = interceptors
    }

    /// Composes interceptors.
    /// - Parameter interceptors: The interceptors, in order.
    public init(_ interceptors: any RequestInterceptor...) {
        self.init(interceptors)
    }

    /// Passes the request through every interceptor's `adapt`, in order.
    /// - Throws: The first error an interceptor throws.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        var request = request
        for interceptor in interceptors {
            request = try await interceptor.adapt(request)
        }
        return request
    }

    /// The first ``RetryDecision/retry(after:)`` any interceptor gives, else ``RetryDecision/doNotRetry``.
    public func retry(_ request: URLRequest, dueTo error: APIError, attempt: Int) async -> RetryDecision {
        for interceptor in interceptors {
            let decision = await interceptor.retry(request, dueTo: error, attempt: attempt)
            if decision != .doNotRetry {
                return decision
            }
        }
        return .doNotRetry
    }
}
