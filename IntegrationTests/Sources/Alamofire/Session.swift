// Declared as in Alamofire 5's Source/Core/Session.swift: `Session.default`, the initializer's
// `configuration`, `startRequestsImmediately` and `interceptor` (Alamofire's has more, all with
// defaults), and the `request` methods of `URLConvertible` and `URLRequestConvertible` and `streamRequest`
// of `URLRequestConvertible`, with the `shouldAutomaticallyResume` parameter they have since 5.11.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Makes and runs requests.
open class Session: @unchecked Sendable {
    /// The shared session, also reachable as ``AF``.
    public static let `default` = Session()

    /// The `URLSession` Alamofire would send with; the stand-in never does.
    public let session: URLSession
    /// Whether requests start as soon as a response handler is added.
    public let startRequestsImmediately: Bool
    /// The interceptor of every request of this session.
    public let interceptor: (any RequestInterceptor)?

    private let lock = NSLock()
    private var responder: (@Sendable (URLRequest) -> Result<(HTTPURLResponse, Data?), any Error>)?

    /// Creates a session.
    public convenience init(configuration: URLSessionConfiguration = .default,
                            startRequestsImmediately: Bool = true,
                            interceptor: (any RequestInterceptor)? = nil) {
        self.init(session: URLSession(configuration: configuration), startRequestsImmediately: startRequestsImmediately,
                  interceptor: interceptor)
    }

    private init(session: URLSession, startRequestsImmediately: Bool, interceptor: (any RequestInterceptor)?) {
        self.session = session
        self.startRequestsImmediately = startRequestsImmediately
        self.interceptor = interceptor
    }

    /// Changes a request before it is encoded.
    public typealias RequestModifier = @Sendable (inout URLRequest) throws -> Void

    struct RequestConvertible: URLRequestConvertible {
        let url: any URLConvertible
        let method: HTTPMethod
        let parameters: Parameters?
        let encoding: any ParameterEncoding
        let headers: HTTPHeaders?
        let requestModifier: RequestModifier?

        func asURLRequest() throws -> URLRequest {
            var request = try URLRequest(url: url, method: method, headers: headers)
            try requestModifier?(&request)
            return try encoding.encode(request, with: parameters)
        }
    }

    /// A request built from a URL, a method, parameters and headers.
    open func request(_ convertible: any URLConvertible,
                      method: HTTPMethod = .get,
                      parameters: Parameters? = nil,
                      encoding: any ParameterEncoding = URLEncoding.default,
                      headers: HTTPHeaders? = nil,
                      interceptor: (any RequestInterceptor)? = nil,
                      shouldAutomaticallyResume: Bool? = nil,
                      requestModifier: RequestModifier? = nil) -> DataRequest {
        let convertible = RequestConvertible(url: convertible, method: method, parameters: parameters, encoding: encoding,
                                             headers: headers, requestModifier: requestModifier)
        return request(convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// A request built by `convertible`, once it is resumed: by its first response handler, unless
    /// `shouldAutomaticallyResume` (or else the session's `startRequestsImmediately`) is `false`.
    open func request(_ convertible: any URLRequestConvertible,
                      interceptor: (any RequestInterceptor)? = nil,
                      shouldAutomaticallyResume: Bool? = nil) -> DataRequest {
        DataRequest(convertible: convertible, session: self, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// A request whose body is handed out as it arrives, built by `convertible`.
    open func streamRequest(_ convertible: any URLRequestConvertible,
                            automaticallyCancelOnStreamError: Bool = false,
                            interceptor: (any RequestInterceptor)? = nil,
                            shouldAutomaticallyResume: Bool? = nil) -> DataStreamRequest {
        DataStreamRequest(convertible: convertible, automaticallyCancelOnStreamError: automaticallyCancelOnStreamError,
                          session: self, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// Stand-in only: the answer each request gets instead of going to the network. A test that
    /// imports the module with `@testable` sets it; without it every request fails as not connected.
    var cannedResponses: (@Sendable (URLRequest) -> Result<(HTTPURLResponse, Data?), any Error>)? {
        get { lock.withLock { responder } }
        set { lock.withLock { responder = newValue } }
    }

    func answer(_ request: URLRequest) -> Result<(response: HTTPURLResponse, data: Data?), any Error> {
        guard let cannedResponses else { return .failure(URLError(.notConnectedToInternet)) }
        return cannedResponses(request).map { (response: $0.0, data: $0.1) }
    }
}
