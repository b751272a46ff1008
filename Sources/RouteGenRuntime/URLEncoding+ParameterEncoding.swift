import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLEncoding: ParameterEncoding {
    /// Encodes `parameters` into the request's URL query or form body, as
    /// ``encoded(_:with:)`` describes.
    /// - Throws: What ``encoded(_:with:)`` and `urlRequest` throw.
    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try encoded(urlRequest.asURLRequest(), with: parameters)
    }
}
