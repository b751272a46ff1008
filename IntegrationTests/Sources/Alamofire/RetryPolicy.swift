// Declared as in Alamofire 5's Source/Features/RetryPolicy.swift: the class, its defaults, its properties
// and initializer, and `.retryPolicy`. `retry(_:for:dueTo:completion:)` and `shouldRetry(request:dueTo:)`
// are left out, since they read a `Request`'s retry count, which the stand-in doesn't keep: its session
// never retries, and a `RetryPolicy` here answers `.doNotRetry`, as `RequestInterceptor`'s default does.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries idempotent requests that failed with a transient status or network error, with exponential backoff.
open class RetryPolicy: @unchecked Sendable, RequestInterceptor {
    /// Two retries.
    public static let defaultRetryLimit: UInt = 2

    /// Each delay twice the one before.
    public static let defaultExponentialBackoffBase: UInt = 2

    /// The first delay, in seconds.
    public static let defaultExponentialBackoffScale: Double = 0.5

    /// `DELETE`, `GET`, `HEAD`, `OPTIONS`, `PUT` and `TRACE`.
    public static let defaultRetryableHTTPMethods: Set<HTTPMethod> = [.delete, .get, .head, .options, .put, .trace]

    /// `408`, `500`, `502`, `503` and `504`.
    public static let defaultRetryableHTTPStatusCodes: Set<Int> = [408, 500, 502, 503, 504]

    /// The network failures a later attempt may not meet.
    public static let defaultRetryableURLErrorCodes: Set<URLError.Code> = [
        .backgroundSessionInUseByAnotherProcess, .backgroundSessionWasDisconnected, .badServerResponse, .callIsActive,
        .cannotConnectToHost, .cannotFindHost, .cannotLoadFromNetwork, .dataNotAllowed, .dnsLookupFailed,
        .downloadDecodingFailedMidStream, .downloadDecodingFailedToComplete, .internationalRoamingOff,
        .networkConnectionLost, .notConnectedToInternet, .secureConnectionFailed, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .timedOut,
    ]

    /// How many times a request may be sent again.
    public let retryLimit: UInt

    /// The factor between one delay and the next.
    public let exponentialBackoffBase: UInt

    /// The first delay, in seconds.
    public let exponentialBackoffScale: Double

    /// The methods whose requests may be sent again.
    public let retryableHTTPMethods: Set<HTTPMethod>

    /// The status codes worth another attempt.
    public let retryableHTTPStatusCodes: Set<Int>

    /// The network failures worth another attempt.
    public let retryableURLErrorCodes: Set<URLError.Code>

    /// Creates a policy; every parameter has Alamofire's default.
    public init(retryLimit: UInt = RetryPolicy.defaultRetryLimit,
                exponentialBackoffBase: UInt = RetryPolicy.defaultExponentialBackoffBase,
                exponentialBackoffScale: Double = RetryPolicy.defaultExponentialBackoffScale,
                retryableHTTPMethods: Set<HTTPMethod> = RetryPolicy.defaultRetryableHTTPMethods,
                retryableHTTPStatusCodes: Set<Int> = RetryPolicy.defaultRetryableHTTPStatusCodes,
                retryableURLErrorCodes: Set<URLError.Code> = RetryPolicy.defaultRetryableURLErrorCodes) {
        precondition(exponentialBackoffBase >= 2, "The `exponentialBackoffBase` must be a minimum of 2.")

        self.retryLimit = retryLimit
        self.exponentialBackoffBase = exponentialBackoffBase
        self.exponentialBackoffScale = exponentialBackoffScale
        self.retryableHTTPMethods = retryableHTTPMethods
        self.retryableHTTPStatusCodes = retryableHTTPStatusCodes
        self.retryableURLErrorCodes = retryableURLErrorCodes
    }
}

extension RequestInterceptor where Self == RetryPolicy {
    /// A ``RetryPolicy`` with the defaults.
    public static var retryPolicy: RetryPolicy { RetryPolicy() }
}
