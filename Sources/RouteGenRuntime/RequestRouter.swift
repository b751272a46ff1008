import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The description of one API endpoint; every generated router enum conforms to it.
///
/// A conforming type supplies at least a base URL, a method and a path. `asURLRequest()`
/// defaults to ``makeURLRequest(baseURL:bodyEncoder:)`` with ``baseURL``; ``APIClient``
/// calls `makeURLRequest` itself, so that it can swap the base URL and the body encoder.
public protocol RequestRouter: URLRequestConvertible, PathSegmentEncoding {
    /// The server root the path is appended to, e.g. `https://api.example.com/v1`: the route's
    /// ``operationServer`` when it has one, else the API's server.
    var baseURL: URL { get }
    /// The server the route's operation names for itself, apart from the API's, such as Stripe's
    /// `https://files.stripe.com/` for file uploads; `nil` for a route on the API's server. It is
    /// the key of ``APIClient/operationServers``. Defaults to `nil`.
    var operationServer: URL? { get }
    /// The HTTP method of the endpoint.
    var method: HTTPMethod { get }
    /// The path relative to the base URL, already percent-encoded (see ``pathSegment(_:)``).
    var path: String { get }
    /// Extra header fields for the request. Defaults to none.
    var headers: HTTPHeaders { get }
    /// Parameters handed to ``encoding``. Defaults to `nil`.
    var parameters: Parameters? { get }
    /// How ``parameters`` are encoded. Defaults to ``URLEncoding/default``.
    var encoding: any ParameterEncoding { get }
    /// Query items of a route whose ``parameters`` fill a form, multipart or JSON body, such as
    /// `POST /upload?overwrite=true`. Defaults to `nil`.
    var queryParameters: Parameters? { get }
    /// How ``queryParameters`` are written. Defaults to ``URLEncoding/queryString``.
    var queryEncoding: URLEncoding { get }
    /// A value sent as the JSON body. Defaults to `nil`.
    var body: (any Encodable & Sendable)? { get }
    /// Bytes sent as the body as they are (a file, an image); set the `Content-Type` in
    /// ``headers``. Takes the place of ``body``. Defaults to `nil`.
    var rawBody: Data? { get }
    /// The request timeout in seconds; `nil` keeps `URLRequest`'s default.
    var timeoutInterval: TimeInterval? { get }
    /// The responses this route accepts, when they differ from the client's
    /// (e.g. a route documented to answer `202`). Defaults to `nil`: the client decides.
    var validation: ResponseValidation? { get }
}

extension RequestRouter {
    /// On the API's server.
    public var operationServer: URL? { nil }
    /// No extra header fields.
    public var headers: HTTPHeaders { [:] }
    /// No parameters.
    public var parameters: Parameters? { nil }
    /// ``URLEncoding/default``: query string for `GET`, `HEAD`, `DELETE`, form body otherwise.
    public var encoding: any ParameterEncoding { URLEncoding.default }
    /// No separate query items.
    public var queryParameters: Parameters? { nil }
    /// ``URLEncoding/queryString``.
    public var queryEncoding: URLEncoding { URLEncoding.queryString }
    /// No body.
    public var body: (any Encodable & Sendable)? { nil }
    /// No raw body.
    public var rawBody: Data? { nil }
    /// No explicit timeout.
    public var timeoutInterval: TimeInterval? { nil }
    /// No validation of its own: the client's applies.
    public var validation: ResponseValidation? { nil }

    /// Builds the request against ``baseURL`` with the default body encoder.
    /// - Throws: See ``makeURLRequest(baseURL:bodyEncoder:)``.
    public func asURLRequest() throws -> URLRequest {
        try makeURLRequest(baseURL: baseURL)
    }
}
