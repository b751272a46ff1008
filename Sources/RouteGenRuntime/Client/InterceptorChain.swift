import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Several interceptors acting as one.
///
/// Adapts with each interceptor in order, each receiving the previous one's result.
/// For retries it asks them in order and follows the first one that says retry.
public struct InterceptorChain: APIClientInterceptor {
    /// The interceptors, in the order they are applied.
    public let interceptors: [any APIClientInterceptor]

    /// Composes interceptors.
    /// - Parameter interceptors: The interceptors, in order.
    public init(_ interceptors: [any APIClientInterceptor]) {
        self.interceptors = interceptors
    }

    /// Composes interceptors.
    /// - Parameter interceptors: The interceptors, in order.
    public init(_ interceptors: any APIClientInterceptor...) {
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
