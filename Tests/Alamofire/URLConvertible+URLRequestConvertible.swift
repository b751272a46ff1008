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
    /// - Throws: `URLError(.badURL)` if the text is not a URL (Alamofire throws its own error).
    public func asURL() throws -> URL {
        guard !isEmpty, let url = URLComponents(string: self)?.url else { throw URLError(.badURL) }
        return url
    }
}

extension URL: URLConvertible {
    /// Returns the URL as it is.
    public func asURL() throws -> URL { self }
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
        self.init(url: try url.asURL())
        httpMethod = method.rawValue
        allHTTPHeaderFields = headers?.dictionary
    }
}
