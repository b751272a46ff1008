// Declared as in Alamofire 5's Source/Features/EventMonitor.swift: the protocol with its `queue` and the
// `Request` events the stand-in's types can express, each with Alamofire's empty default, and
// `ClosureEventMonitor` with a closure for each of them. Alamofire's protocol has more events
// (URLSession's delegate callbacks, validation, serialization, uploads and downloads), all with empty
// defaults too, so a monitor that compiles here compiles against Alamofire. The stand-in's session
// reports to no monitor.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Told about the events in a request's life.
public protocol EventMonitor: Sendable {
    /// Where the events are delivered; `.main` by default.
    var queue: DispatchQueue { get }

    /// The request's first `URLRequest` was built.
    func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest)

    /// The request's `URLRequest` could not be built.
    func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError)

    /// An adapter changed the first `URLRequest`.
    func request(_ request: Request, didAdaptInitialRequest initialRequest: URLRequest, to adaptedRequest: URLRequest)

    /// An adapter failed.
    func request(_ request: Request, didFailToAdaptURLRequest initialRequest: URLRequest, withError error: AFError)

    /// The `URLRequest` to send is final.
    func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest)

    /// The request is about to be sent again.
    func requestIsRetrying(_ request: Request)

    /// The request finished, and its response handlers are being called.
    func requestDidFinish(_ request: Request)

    /// `resume()` was called.
    func requestDidResume(_ request: Request)

    /// `suspend()` was called.
    func requestDidSuspend(_ request: Request)

    /// `cancel()` was called.
    func requestDidCancel(_ request: Request)
}

extension EventMonitor {
    public var queue: DispatchQueue { .main }

    public func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest) {}
    public func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError) {}
    public func request(_ request: Request,
                        didAdaptInitialRequest initialRequest: URLRequest,
                        to adaptedRequest: URLRequest) {}
    public func request(_ request: Request,
                        didFailToAdaptURLRequest initialRequest: URLRequest,
                        withError error: AFError) {}
    public func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) {}
    public func requestIsRetrying(_ request: Request) {}
    public func requestDidFinish(_ request: Request) {}
    public func requestDidResume(_ request: Request) {}
    public func requestDidSuspend(_ request: Request) {}
    public func requestDidCancel(_ request: Request) {}
}

/// An ``EventMonitor`` whose events call the closures set on it.
open class ClosureEventMonitor: EventMonitor, @unchecked Sendable {
    open var requestDidCreateInitialURLRequest: ((Request, URLRequest) -> Void)?

    open var requestDidFailToCreateURLRequestWithError: ((Request, AFError) -> Void)?

    open var requestDidAdaptInitialRequestToAdaptedRequest: ((Request, URLRequest, URLRequest) -> Void)?

    open var requestDidFailToAdaptURLRequestWithError: ((Request, URLRequest, AFError) -> Void)?

    open var requestDidCreateURLRequest: ((Request, URLRequest) -> Void)?

    open var requestIsRetrying: ((Request) -> Void)?

    open var requestDidFinish: ((Request) -> Void)?

    open var requestDidResume: ((Request) -> Void)?

    open var requestDidSuspend: ((Request) -> Void)?

    open var requestDidCancel: ((Request) -> Void)?

    public let queue: DispatchQueue

    /// Creates a monitor whose events arrive on `queue`.
    public init(queue: DispatchQueue = .main) {
        self.queue = queue
    }

    open func request(_ request: Request, didCreateInitialURLRequest urlRequest: URLRequest) {
        requestDidCreateInitialURLRequest?(request, urlRequest)
    }

    open func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError) {
        requestDidFailToCreateURLRequestWithError?(request, error)
    }

    open func request(_ request: Request, didAdaptInitialRequest initialRequest: URLRequest, to adaptedRequest: URLRequest) {
        requestDidAdaptInitialRequestToAdaptedRequest?(request, initialRequest, adaptedRequest)
    }

    open func request(_ request: Request, didFailToAdaptURLRequest initialRequest: URLRequest, withError error: AFError) {
        requestDidFailToAdaptURLRequestWithError?(request, initialRequest, error)
    }

    open func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) {
        requestDidCreateURLRequest?(request, urlRequest)
    }

    open func requestIsRetrying(_ request: Request) {
        requestIsRetrying?(request)
    }

    open func requestDidFinish(_ request: Request) {
        requestDidFinish?(request)
    }

    open func requestDidResume(_ request: Request) {
        requestDidResume?(request)
    }

    open func requestDidSuspend(_ request: Request) {
        requestDidSuspend?(request)
    }

    open func requestDidCancel(_ request: Request) {
        requestDidCancel?(request)
    }
}
