import Foundation

/// The description of one API endpoint; every generated router enum conforms to it.
///
/// A conforming type supplies at least a method and a path, and usually implements
/// `asURLRequest()` by calling ``makeURLRequest(baseURL:bodyEncoder:)`` with its base URL.
public protocol RequestRouter: URLRequestConvertible {
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
    /// A value sent as the JSON body. Defaults to `nil`.
    var body: (any Encodable & Sendable)? { get }
    /// The request timeout in seconds; `nil` keeps `URLRequest`'s default.
    var timeoutInterval: TimeInterval? { get }
}

extension RequestRouter {
    /// No extra header fields.
    public var headers: HTTPHeaders { [:] }
    /// No parameters.
    public var parameters: Parameters? { nil }
    /// ``URLEncoding/default``: query string for `GET`, `HEAD`, `DELETE`, form body otherwise.
    public var encoding: any ParameterEncoding { URLEncoding.default }
    /// No body.
    public var body: (any Encodable & Sendable)? { nil }
    /// No explicit timeout.
    public var timeoutInterval: TimeInterval? { nil }
}
