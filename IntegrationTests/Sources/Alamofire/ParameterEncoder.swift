// Declared as in Alamofire 5's Source/Core/ParameterEncoder.swift (`ParameterEncoder` and
// `JSONParameterEncoder`; the stand-in leaves out `URLEncodedFormParameterEncoder`).

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Something that puts an `Encodable` value into a request.
public protocol ParameterEncoder: Sendable {
    /// Returns `request` with `parameters` in it.
    func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest
}

/// A value as the JSON body of a request, with `Content-Type: application/json` unless one is set.
open class JSONParameterEncoder: @unchecked Sendable, ParameterEncoder {
    /// An encoder with a plain `JSONEncoder`.
    public static var `default`: JSONParameterEncoder { JSONParameterEncoder() }

    /// An encoder that indents.
    public static var prettyPrinted: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .prettyPrinted
        return JSONParameterEncoder(encoder: encoder)
    }

    /// An encoder that sorts keys.
    public static var sortedKeys: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return JSONParameterEncoder(encoder: encoder)
    }

    /// The encoder that writes the body.
    public let encoder: JSONEncoder

    /// Creates an encoder.
    public init(encoder: JSONEncoder = JSONEncoder()) {
        self.encoder = encoder
    }

    open func encode<Parameters: Encodable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest {
        guard let parameters else { return request }
        var request = request
        do {
            request.httpBody = try encoder.encode(parameters)
            if request.headers["Content-Type"] == nil {
                request.headers.update(.contentType("application/json"))
            }
        } catch {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: error))
        }
        return request
    }
}

extension ParameterEncoder where Self == JSONParameterEncoder {
    /// A `JSONParameterEncoder` with a plain `JSONEncoder`.
    public static var json: JSONParameterEncoder { JSONParameterEncoder() }

    /// A `JSONParameterEncoder` with `encoder`.
    public static func json(encoder: JSONEncoder = JSONEncoder()) -> JSONParameterEncoder {
        JSONParameterEncoder(encoder: encoder)
    }
}
