// Declared as in Alamofire 5's Source/Features/RequestInterceptor.swift.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What an adapter knows about the request it adapts.
public struct RequestAdapterState: Sendable {
    /// The id of the `Request`.
    public let requestID: UUID
    /// The session that sends it.
    public let session: Session
}

/// Something that changes a `URLRequest` before it is sent.
public protocol RequestAdapter: Sendable {
    /// Adapts the request and calls `completion` with the result.
    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void)

    /// Adapts the request and calls `completion` with the result.
    func adapt(_ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void)
}

extension RequestAdapter {
    @preconcurrency
    public func adapt(_ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void) {
        adapt(urlRequest, for: state.session, completion: completion)
    }
}

/// Whether to send a failed request again.
public enum RetryResult: Sendable {
    case retry
    case retryWithDelay(TimeInterval)
    case doNotRetry
    case doNotRetryWithError(any Error)
}

/// Something that decides whether a failed request is sent again.
public protocol RequestRetrier: Sendable {
    /// Decides, and calls `completion` with the decision.
    func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void)
}

/// An adapter and a retrier in one.
public protocol RequestInterceptor: RequestAdapter, RequestRetrier {}

extension RequestInterceptor {
    @preconcurrency
    public func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) {
        completion(.success(urlRequest))
    }

    @preconcurrency
    public func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void) {
        completion(.doNotRetry)
    }
}

/// An adapter as a closure.
public typealias AdaptHandler = @Sendable (_ request: URLRequest,
                                           _ session: Session,
                                           _ completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) -> Void

/// A retrier as a closure.
public typealias RetryHandler = @Sendable (_ request: Request,
                                           _ session: Session,
                                           _ error: any Error,
                                           _ completion: @escaping @Sendable (RetryResult) -> Void) -> Void

/// An adapter made of a closure.
open class Adapter: @unchecked Sendable, RequestInterceptor {
    private let adaptHandler: AdaptHandler

    /// Creates an adapter.
    @preconcurrency
    public init(_ adaptHandler: @escaping AdaptHandler) {
        self.adaptHandler = adaptHandler
    }

    @preconcurrency
    open func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) {
        adaptHandler(urlRequest, session, completion)
    }

    @preconcurrency
    open func adapt(_ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) {
        adaptHandler(urlRequest, state.session, completion)
    }
}

extension RequestAdapter where Self == Adapter {
    /// An ``Adapter`` made of `closure`.
    @preconcurrency
    public static func adapter(using closure: @escaping AdaptHandler) -> Adapter {
        Adapter(closure)
    }
}

/// A retrier made of a closure.
open class Retrier: @unchecked Sendable, RequestInterceptor {
    private let retryHandler: RetryHandler

    /// Creates a retrier.
    @preconcurrency
    public init(_ retryHandler: @escaping RetryHandler) {
        self.retryHandler = retryHandler
    }

    @preconcurrency
    open func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void) {
        retryHandler(request, session, error, completion)
    }
}

extension RequestRetrier where Self == Retrier {
    /// A ``Retrier`` made of `closure`.
    @preconcurrency
    public static func retrier(using closure: @escaping RetryHandler) -> Retrier {
        Retrier(closure)
    }
}

/// Several adapters, run in order until one fails, and several retriers, asked in order until one
/// asks for a retry or fails.
open class Interceptor: @unchecked Sendable, RequestInterceptor {
    /// The adapters.
    public let adapters: [any RequestAdapter]
    /// The retriers.
    public let retriers: [any RequestRetrier]

    /// An interceptor of one adapter closure and one retrier closure.
    public init(adaptHandler: @escaping AdaptHandler, retryHandler: @escaping RetryHandler) {
        adapters = [Adapter(adaptHandler)]
        retriers = [Retrier(retryHandler)]
    }

    /// An interceptor of one adapter and one retrier.
    public init(adapter: any RequestAdapter, retrier: any RequestRetrier) {
        adapters = [adapter]
        retriers = [retrier]
    }

    /// An interceptor of adapters, retriers, and interceptors that are both.
    public init(adapters: [any RequestAdapter] = [], retriers: [any RequestRetrier] = [], interceptors: [any RequestInterceptor] = []) {
        self.adapters = adapters + interceptors
        self.retriers = retriers + interceptors
    }

    @preconcurrency
    open func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) {
        Self.adapt(urlRequest, remaining: adapters[...], completion: completion) { $0.adapt($1, for: session, completion: $2) }
    }

    @preconcurrency
    open func adapt(_ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) {
        Self.adapt(urlRequest, remaining: adapters[...], completion: completion) { $0.adapt($1, using: state, completion: $2) }
    }

    /// Runs the first adapter, then the others on what it gives, until one fails.
    private static func adapt(
        _ request: URLRequest, remaining: ArraySlice<any RequestAdapter>,
        completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void,
        step: @escaping @Sendable (any RequestAdapter, URLRequest, @escaping @Sendable (Result<URLRequest, any Error>) -> Void) -> Void
    ) {
        guard let adapter = remaining.first else { return completion(.success(request)) }
        let rest = remaining.dropFirst()
        step(adapter, request) { result in
            guard case let .success(adapted) = result else { return completion(result) }
            adapt(adapted, remaining: rest, completion: completion, step: step)
        }
    }

    @preconcurrency
    open func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void) {
        Self.retry(request, session: session, error: error, remaining: retriers[...], completion: completion)
    }

    private static func retry(
        _ request: Request, session: Session, error: any Error, remaining: ArraySlice<any RequestRetrier>,
        completion: @escaping @Sendable (RetryResult) -> Void
    ) {
        guard let retrier = remaining.first else { return completion(.doNotRetry) }
        let rest = remaining.dropFirst()
        retrier.retry(request, for: session, dueTo: error) { result in
            guard case .doNotRetry = result else { return completion(result) }
            retry(request, session: session, error: error, remaining: rest, completion: completion)
        }
    }
}

extension RequestInterceptor where Self == Interceptor {
    /// An ``Interceptor`` of two closures.
    @preconcurrency
    public static func interceptor(adapter: @escaping AdaptHandler, retrier: @escaping RetryHandler) -> Interceptor {
        Interceptor(adaptHandler: adapter, retryHandler: retrier)
    }

    /// An ``Interceptor`` of an adapter and a retrier.
    @preconcurrency
    public static func interceptor(adapter: any RequestAdapter, retrier: any RequestRetrier) -> Interceptor {
        Interceptor(adapter: adapter, retrier: retrier)
    }

    /// An ``Interceptor`` of adapters, retriers and interceptors.
    @preconcurrency
    public static func interceptor(adapters: [any RequestAdapter] = [],
                                   retriers: [any RequestRetrier] = [],
                                   interceptors: [any RequestInterceptor] = []) -> Interceptor {
        Interceptor(adapters: adapters, retriers: retriers, interceptors: interceptors)
    }
}
