// Declared as in Alamofire 5's Source/Core/URLConvertible+URLRequestConvertible.swift.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Something that can be turned into a `URL`.
public protocol URLConvertible: Sendable {
    /// Returns the URL.
    /// - Throws: Whatever stops the URL from being made.
    func asURL() throws -> URL
}

extension String: URLConvertible {
    /// The URL the text spells.
    /// - Throws: `AFError.invalidURL` when `URL(string:)` can't read the text.
    public func asURL() throws -> URL {
        guard let url = URL(string: self) else { throw AFError.invalidURL(url: self) }
        return url
    }
}

extension URL: URLConvertible {
    /// Returns the URL as it is.
    public func asURL() throws -> URL { self }
}

extension URLComponents: URLConvertible {
    /// The URL of the components.
    /// - Throws: `AFError.invalidURL` when the components make no URL.
    public func asURL() throws -> URL {
        guard let url else { throw AFError.invalidURL(url: self) }
        return url
    }
}

/// Something that can build a `URLRequest`.
public protocol URLRequestConvertible: Sendable {
    /// Builds the request.
    /// - Throws: Whatever stops the request from being built.
    func asURLRequest() throws -> URLRequest
}

extension URLRequestConvertible {
    /// The request, or `nil` if building it throws.
    public var urlRequest: URLRequest? { try? asURLRequest() }
}

extension URLRequest: URLRequestConvertible {
    /// Returns the request as it is.
    public func asURLRequest() throws -> URLRequest { self }
}

extension URLRequest {
    /// Creates a request with a URL, a method and header fields.
    /// - Parameters:
    ///   - url: The URL.
    ///   - method: The HTTP method.
    ///   - headers: The header fields; none by default.
    /// - Throws: Whatever `url` throws.
    public init(url: any URLConvertible, method: HTTPMethod, headers: HTTPHeaders? = nil) throws {
        let url = try url.asURL()
        self.init(url: url)
        httpMethod = method.rawValue
        allHTTPHeaderFields = headers?.dictionary
    }
}
