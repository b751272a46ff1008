// Declared as in Alamofire 5's Source/Core/ParameterEncoding.swift. The bodies are short: URL
// encoding escapes with `.urlQueryAllowed` and leaves out Alamofire's nested forms.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Named request parameters.
public typealias Parameters = [String: any Any & Sendable]

/// A way to apply ``Parameters`` to a request.
public protocol ParameterEncoding: Sendable {
    /// Returns the request with the parameters applied.
    func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}

/// Parameters as a URL-encoded query, in the URL or in the body.
public struct URLEncoding: ParameterEncoding {
    /// Where the query goes.
    public enum Destination: Sendable {
        /// In the URL for `GET`, `HEAD` and `DELETE`; in the body otherwise.
        case methodDependent
        /// In the URL.
        case queryString
        /// In the body.
        case httpBody
    }

    /// How array keys are written.
    public enum ArrayEncoding: Sendable {
        /// `key[]`.
        case brackets
        /// `key`.
        case noBrackets
        /// `key[0]`.
        case indexInBrackets
        /// A key made by the closure.
        case custom(@Sendable (_ key: String, _ index: Int) -> String)
    }

    /// How booleans are written.
    public enum BoolEncoding: Sendable {
        /// `1` and `0`.
        case numeric
        /// `true` and `false`.
        case literal
    }

    /// A method-dependent encoding.
    public static var `default`: URLEncoding { URLEncoding() }
    /// An encoding into the URL.
    public static var queryString: URLEncoding { URLEncoding(destination: .queryString) }
    /// An encoding into the body.
    public static var httpBody: URLEncoding { URLEncoding(destination: .httpBody) }

    /// Where the query goes.
    public let destination: Destination
    /// How array keys are written.
    public let arrayEncoding: ArrayEncoding
    /// How booleans are written.
    public let boolEncoding: BoolEncoding

    /// Creates an encoding.
    public init(
        destination: Destination = .methodDependent,
        arrayEncoding: ArrayEncoding = .brackets,
        boolEncoding: BoolEncoding = .numeric
    ) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
    }

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let parameters else { return request }
        let query = parameters.keys.sorted().map { key in
            "\(key)=\("\(parameters[key]!)".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")"
        }.joined(separator: "&")
        let inURL = switch destination {
        case .methodDependent: [HTTPMethod.get, .head, .delete].contains(request.method ?? .get)
        case .queryString: true
        case .httpBody: false
        }
        if inURL, let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.percentEncodedQuery = (components.percentEncodedQuery.map { $0 + "&" } ?? "") + query
            request.url = components.url
        } else if !inURL {
            request.headers.update(.contentType("application/x-www-form-urlencoded; charset=utf-8"))
            request.httpBody = Data(query.utf8)
        }
        return request
    }
}

/// Parameters as a JSON body.
public struct JSONEncoding: ParameterEncoding {
    /// An encoding failure.
    public enum Error: Swift.Error {
        /// The parameters are not a JSON object.
        case invalidJSONObject
    }

    /// Compact JSON.
    public static var `default`: JSONEncoding { JSONEncoding() }
    /// Indented JSON.
    public static var prettyPrinted: JSONEncoding { JSONEncoding(options: .prettyPrinted) }

    /// The options for `JSONSerialization`.
    public let options: JSONSerialization.WritingOptions

    /// Creates an encoding.
    public init(options: JSONSerialization.WritingOptions = []) {
        self.options = options
    }

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try encode(urlRequest, withJSONObject: parameters)
    }

    /// Returns the request with `jsonObject` as its JSON body.
    public func encode(_ urlRequest: any URLRequestConvertible, withJSONObject jsonObject: Any? = nil) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let jsonObject else { return request }
        guard JSONSerialization.isValidJSONObject(jsonObject) else { throw Error.invalidJSONObject }
        request.httpBody = try JSONSerialization.data(withJSONObject: jsonObject, options: options)
        if request.headers["Content-Type"] == nil {
            request.headers.update(.contentType("application/json"))
        }
        return request
    }
}
