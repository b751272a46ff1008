import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Bounded retries with exponential backoff.
///
/// By default it retries only idempotent methods, and only failures that may well pass
/// on a second try: the status codes in ``retryableStatusCodes`` and the `URLError`
/// codes in ``retryableURLErrorCodes``. It never retries a cancellation, a request that
/// could not be built or adapted, a body that does not decode, or an envelope failure
/// code: sending again would give the same answer.
///
/// The delay before attempt `n + 1` is ``delay(forAttempt:)`` of `n`, except that a
/// `429` or `503` response with a `Retry-After` header in seconds waits that long
/// (both capped at ``maxDelay``).
public struct APIClientRetryPolicy: APIClientInterceptor {
    /// The total number of attempts, the first one included. `1` never retries.
    public var maxAttempts: Int
    /// The delay before the second attempt.
    public var initialDelay: Duration
    /// The factor each further delay grows by.
    public var multiplier: Double
    /// The longest delay, whatever the backoff or `Retry-After` says.
    public var maxDelay: Duration
    /// The methods that may be sent again.
    public var retryableMethods: Set<HTTPMethod>
    /// The status codes worth another try.
    public var retryableStatusCodes: Set<Int>
    /// The transport failures worth another try.
    public var retryableURLErrorCodes: Set<URLError.Code>

    /// `GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS` and `TRACE`: the idempotent methods,
    /// which do no harm when a first attempt reached the server after all.
    public static let defaultRetryableMethods: Set<HTTPMethod> = [.get, .head, .put, .delete, .options, .trace]

    /// `408`, `429`, `500`, `502`, `503` and `504`: timeouts, rate limits and overloaded
    /// or restarting servers and gateways.
    public static let defaultRetryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// Transient network failures: a timeout, a host that cannot be found or reached
    /// (including a failed DNS lookup), a dropped connection, no connectivity at all, and
    /// a garbled response. Failures that would recur, such as a bad URL or an untrusted
    /// certificate, are not included, nor is `cancelled`.
    public static let defaultRetryableURLErrorCodes: Set<URLError.Code> = [
        .timedOut, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
        .networkConnectionLost, .notConnectedToInternet, .badServerResponse,
    ]

    /// Creates a policy.
    /// - Parameters:
    ///   - maxAttempts: Total attempts, the first one included; `3` by default.
    ///   - initialDelay: The delay before the second attempt; 500 ms by default.
    ///   - multiplier: How much each further delay grows; `2` by default.
    ///   - maxDelay: The longest delay; 30 s by default.
    ///   - retryableMethods: The methods that may be retried.
    ///   - retryableStatusCodes: The status codes that are retried.
    ///   - retryableURLErrorCodes: The `URLError` codes that are retried.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(30),
        retryableMethods: Set<HTTPMethod> = APIClientRetryPolicy.defaultRetryableMethods,
        retryableStatusCodes: Set<Int> = APIClientRetryPolicy.defaultRetryableStatusCodes,
        retryableURLErrorCodes: Set<URLError.Code> = APIClientRetryPolicy.defaultRetryableURLErrorCodes
    ) {
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.retryableMethods = retryableMethods
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableURLErrorCodes = retryableURLErrorCodes
    }

    /// Three attempts, 0.5 s then 1 s apart, for idempotent methods and transient failures.
    public static let `default` = APIClientRetryPolicy()

    /// The backoff after a failed attempt: `initialDelay * multiplier^(attempt - 1)`,
    /// capped at ``maxDelay`` and never negative.
    /// - Parameter attempt: The attempt that failed, starting at 1.
    public func delay(forAttempt attempt: Int) -> Duration {
        let factor = pow(multiplier, Double(max(attempt, 1) - 1))
        let seconds = Self.seconds(initialDelay) * factor
        guard seconds.isFinite, seconds > 0, seconds < Self.seconds(maxDelay) else {
            return capped(seconds: seconds)
        }
        // Whole factors keep the arithmetic exact: 100 ms * 2 is exactly 200 ms.
        return factor == factor.rounded() ? initialDelay * Int(factor) : initialDelay * factor
    }

    /// Retries when attempts remain, the method is retryable and the failure is transient.
    public func retry(_ request: URLRequest, dueTo error: APIError, attempt: Int) async -> RetryDecision {
        guard attempt < maxAttempts, retryableMethods.contains(request.method ?? .get) else {
            return .doNotRetry
        }
        switch error {
        case .unacceptableStatus(let response) where retryableStatusCodes.contains(response.statusCode):
            return .retry(after: retryAfter(response) ?? delay(forAttempt: attempt))
        case .transport(let failure):
            guard let code = (failure as? URLError)?.code, retryableURLErrorCodes.contains(code) else {
                return .doNotRetry
            }
            return .retry(after: delay(forAttempt: attempt))
        default:
            return .doNotRetry
        }
    }

    /// The `Retry-After` delay of a `429` or `503` response, when given in whole seconds
    /// (the HTTP-date form is ignored, so the backoff applies).
    private func retryAfter(_ response: HTTPResponse) -> Duration? {
        guard response.statusCode == 429 || response.statusCode == 503,
              let text = response.headers["Retry-After"]?.trimmingCharacters(in: .whitespaces),
              !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let seconds = Double(text)
        else { return nil }
        return capped(seconds: seconds)
    }

    /// `seconds` as a duration between zero and ``maxDelay``; not-a-number and overflow
    /// give ``maxDelay``.
    private func capped(seconds: Double) -> Duration {
        let limit = Self.seconds(maxDelay)
        guard seconds.isFinite, seconds < limit else { return maxDelay }
        return .seconds(max(seconds, 0))
    }

    /// A duration in seconds as a floating-point number.
    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
