// Declared as in Alamofire 5's Source/Core/ParameterEncoding.swift, with the same behaviour: the
// bytes a test pins for `URLEncoding` and `JSONEncoding` are the bytes Alamofire writes.

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

/// Parameters as a percent-encoded query, in the URL or in a form body. Keys are sorted at the top
/// level only: the entries of a nested dictionary come in the dictionary's own order.
public struct URLEncoding: ParameterEncoding {
    /// Where the query goes.
    public enum Destination: Sendable {
        /// In the URL for `GET`, `HEAD` and `DELETE`; in the body otherwise.
        case methodDependent
        /// In the URL.
        case queryString
        /// In the body.
        case httpBody

        func encodesParametersInURL(for method: HTTPMethod) -> Bool {
            switch self {
            case .methodDependent: [.get, .head, .delete].contains(method)
            case .queryString: true
            case .httpBody: false
            }
        }
    }

    /// How the key of an array element is written.
    public enum ArrayEncoding: Sendable {
        /// `key[]`.
        case brackets
        /// `key`.
        case noBrackets
        /// `key[0]`.
        case indexInBrackets
        /// A key made by the closure.
        case custom(@Sendable (_ key: String, _ index: Int) -> String)

        func encode(key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: "\(key)[]"
            case .noBrackets: key
            case .indexInBrackets: "\(key)[\(index)]"
            case let .custom(encoding): encoding(key, index)
            }
        }
    }

    /// How booleans are written.
    public enum BoolEncoding: Sendable {
        /// `1` and `0`.
        case numeric
        /// `true` and `false`.
        case literal

        func encode(value: Bool) -> String {
            switch self {
            case .numeric: value ? "1" : "0"
            case .literal: value ? "true" : "false"
            }
        }
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
    public init(destination: Destination = .methodDependent,
                arrayEncoding: ArrayEncoding = .brackets,
                boolEncoding: BoolEncoding = .numeric) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
    }

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let parameters else { return request }

        if let method = request.method, destination.encodesParametersInURL(for: method) {
            guard let url = request.url else { throw AFError.parameterEncodingFailed(reason: .missingURL) }
            if var components = URLComponents(url: url, resolvingAgainstBaseURL: false), !parameters.isEmpty {
                components.percentEncodedQuery = (components.percentEncodedQuery.map { $0 + "&" } ?? "") + query(parameters)
                request.url = components.url
            }
        } else {
            if request.headers["Content-Type"] == nil {
                request.headers.update(.contentType("application/x-www-form-urlencoded; charset=utf-8"))
            }
            request.httpBody = Data(query(parameters).utf8)
        }
        return request
    }

    /// The escaped `(key, value)` pairs of one value: a dictionary as `key[sub]`, an array with
    /// ``arrayEncoding``, booleans with ``boolEncoding``, anything else as `"\(value)"`.
    public func queryComponents(fromKey key: String, value: Any) -> [(String, String)] {
        switch value {
        case let dictionary as [String: Any]:
            return dictionary.flatMap { queryComponents(fromKey: "\(key)[\($0.key)]", value: $0.value) }
        case let array as [Any]:
            return array.enumerated().flatMap { index, element in
                queryComponents(fromKey: arrayEncoding.encode(key: key, atIndex: index), value: element)
            }
        case let number as NSNumber:
            let text = number.isBool ? boolEncoding.encode(value: number.boolValue) : "\(number)"
            return [(escape(key), escape(text))]
        case let bool as Bool:
            return [(escape(key), escape(boolEncoding.encode(value: bool)))]
        default:
            return [(escape(key), escape("\(value)"))]
        }
    }

    /// Percent-encodes everything but the RFC 3986 unreserved characters, `/` and `?`.
    public func escape(_ string: String) -> String {
        string.addingPercentEncoding(withAllowedCharacters: .afURLQueryAllowed) ?? string
    }

    private func query(_ parameters: [String: Any]) -> String {
        parameters.keys.sorted(by: <)
            .flatMap { queryComponents(fromKey: $0, value: parameters[$0]!) }
            .map { "\($0)=\($1)" }
            .joined(separator: "&")
    }
}

/// Parameters as a JSON body written by `JSONSerialization` with ``options``.
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
        guard JSONSerialization.isValidJSONObject(jsonObject) else {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: Error.invalidJSONObject))
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: jsonObject, options: options)
            if request.headers["Content-Type"] == nil {
                request.headers.update(.contentType("application/json"))
            }
            request.httpBody = data
        } catch {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: error))
        }
        return request
    }
}

extension JSONEncoding.Error {
    public var localizedDescription: String {
        "Invalid JSON object provided for parameter or object encoding. This is most likely due to a value which can't be represented in Objective-C."
    }
}

extension CharacterSet {
    /// The characters a query key or value keeps: `.urlQueryAllowed` without RFC 3986's general
    /// delimiters `:#[]@` and sub-delimiters `!$&'()*+,;=`, so `/` and `?` are the only ones left.
    public static let afURLQueryAllowed: CharacterSet = {
        let encodableDelimiters = CharacterSet(charactersIn: ":#[]@" + "!$&'()*+,;=")
        return CharacterSet.urlQueryAllowed.subtracting(encodableDelimiters)
    }()
}

extension NSNumber {
    /// A boolean `NSNumber` has the Objective-C type code `c`, on every platform.
    fileprivate var isBool: Bool {
        String(cString: objCType) == "c"
    }
}
