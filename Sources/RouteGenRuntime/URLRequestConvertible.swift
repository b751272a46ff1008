import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A value that knows how to produce a `URLRequest`.
///
/// Generated router enums conform to this protocol (through ``RequestRouter``), and
/// `URLRequest` itself conforms by returning itself.
public protocol URLRequestConvertible: Sendable {
    /// Builds the request.
    /// - Returns: A fully configured `URLRequest`.
    /// - Throws: Any error that prevents the request from being built, usually a ``RouteGenError``.
    func asURLRequest() throws -> URLRequest
}

extension URLRequestConvertible {
    /// The request returned by ``asURLRequest()``, or `nil` if building it throws.
    ///
    /// Alamofire declares the same member on its own `URLRequestConvertible`, which every
    /// router adopts too when Alamofire is in the build. This one steps aside (it is a
    /// disfavored overload), so `route.urlRequest` is never ambiguous; both build the same request.
    @_disfavoredOverload
    public var urlRequest: URLRequest? { try? asURLRequest() }
}

extension URLRequest: URLRequestConvertible {
    /// Returns the request unchanged.
    public func asURLRequest() throws -> URLRequest { self }
}
