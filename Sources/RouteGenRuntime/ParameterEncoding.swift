import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A strategy for putting ``Parameters`` into a request, for example into the URL
/// query (``URLEncoding``) or into a JSON body (``JSONEncoding``).
public protocol ParameterEncoding: Sendable {
    /// Returns a copy of the request with the parameters applied.
    /// - Parameters:
    ///   - urlRequest: The request to start from.
    ///   - parameters: The parameters to encode; `nil` or empty leaves the request unchanged.
    /// - Returns: The encoded request.
    /// - Throws: A ``RouteGenError`` (or the error thrown by `urlRequest`) on failure.
    func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}
