// Declared as in Alamofire 5's Source/Features/ResponseSerialization.swift: the serializer
// protocols, the data preprocessors, `DataResponseSerializer`, `Empty` and
// `DecodableResponseSerializer`, with Alamofire's rules for empty bodies.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a data request's outcome into a value.
public protocol DataResponseSerializerProtocol<SerializedObject>: Sendable {
    /// The value made.
    associatedtype SerializedObject: Sendable

    /// Makes the value, or throws; `error` is the request's own failure, if any.
    func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> SerializedObject
}

/// Turns a download request's outcome into a value.
public protocol DownloadResponseSerializerProtocol<SerializedObject>: Sendable {
    /// The value made.
    associatedtype SerializedObject: Sendable

    /// Makes the value from the downloaded file, or throws.
    func serializeDownload(request: URLRequest?, response: HTTPURLResponse?, fileURL: URL?, error: (any Error)?) throws -> SerializedObject
}

/// A serializer for data and downloads, with Alamofire's rules for empty bodies.
public protocol ResponseSerializer<SerializedObject>: DataResponseSerializerProtocol & DownloadResponseSerializerProtocol {
    /// Prepares the bytes before they are serialized.
    var dataPreprocessor: any DataPreprocessor { get }
    /// The request methods for which an empty body is fine.
    var emptyRequestMethods: Set<HTTPMethod> { get }
    /// The status codes for which an empty body is fine.
    var emptyResponseCodes: Set<Int> { get }
}

/// Prepares bytes before a serializer reads them.
public protocol DataPreprocessor: Sendable {
    /// The bytes to serialize.
    func preprocess(_ data: Data) throws -> Data
}

/// Leaves the bytes as they are.
public struct PassthroughPreprocessor: DataPreprocessor {
    public init() {}

    public func preprocess(_ data: Data) throws -> Data { data }
}

/// Removes Google's `)]}',\n` prefix.
public struct GoogleXSSIPreprocessor: DataPreprocessor {
    public init() {}

    public func preprocess(_ data: Data) throws -> Data {
        data.prefix(6) == Data(")]}',\n".utf8) ? data.dropFirst(6) : data
    }
}

extension DataPreprocessor where Self == PassthroughPreprocessor {
    public static var passthrough: PassthroughPreprocessor { PassthroughPreprocessor() }
}

extension DataPreprocessor where Self == GoogleXSSIPreprocessor {
    public static var googleXSSI: GoogleXSSIPreprocessor { GoogleXSSIPreprocessor() }
}

extension ResponseSerializer {
    /// `PassthroughPreprocessor`.
    public static var defaultDataPreprocessor: any DataPreprocessor { PassthroughPreprocessor() }
    /// `HEAD`.
    public static var defaultEmptyRequestMethods: Set<HTTPMethod> { [.head] }
    /// `204` and `205`.
    public static var defaultEmptyResponseCodes: Set<Int> { [204, 205] }

    public var dataPreprocessor: any DataPreprocessor { Self.defaultDataPreprocessor }
    public var emptyRequestMethods: Set<HTTPMethod> { Self.defaultEmptyRequestMethods }
    public var emptyResponseCodes: Set<Int> { Self.defaultEmptyResponseCodes }

    /// Whether the request's method allows an empty body; `nil` without a request.
    public func requestAllowsEmptyResponseData(_ request: URLRequest?) -> Bool? {
        request.flatMap(\.httpMethod).flatMap(HTTPMethod.init).map { emptyRequestMethods.contains($0) }
    }

    /// Whether the response's status allows an empty body; `nil` without a response.
    public func responseAllowsEmptyResponseData(_ response: HTTPURLResponse?) -> Bool? {
        response.map(\.statusCode).map { emptyResponseCodes.contains($0) }
    }

    /// Whether the request's method or the response's status allows an empty body.
    public func emptyResponseAllowed(forRequest request: URLRequest?, response: HTTPURLResponse?) -> Bool {
        requestAllowsEmptyResponseData(request) == true || responseAllowsEmptyResponseData(response) == true
    }
}

extension DownloadResponseSerializerProtocol where Self: DataResponseSerializerProtocol {
    public func serializeDownload(request: URLRequest?, response: HTTPURLResponse?, fileURL: URL?, error: (any Error)?) throws -> Self.SerializedObject {
        guard error == nil else { throw error! }
        guard let fileURL else { throw AFError.responseSerializationFailed(reason: .inputFileNil) }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw AFError.responseSerializationFailed(reason: .inputFileReadFailed(at: fileURL))
        }
        return try serialize(request: request, response: response, data: data, error: error)
    }
}

/// The body's bytes; an empty body only where the method or the status allows one.
public final class DataResponseSerializer: ResponseSerializer {
    public let dataPreprocessor: any DataPreprocessor
    public let emptyResponseCodes: Set<Int>
    public let emptyRequestMethods: Set<HTTPMethod>

    public init(dataPreprocessor: any DataPreprocessor = DataResponseSerializer.defaultDataPreprocessor,
                emptyResponseCodes: Set<Int> = DataResponseSerializer.defaultEmptyResponseCodes,
                emptyRequestMethods: Set<HTTPMethod> = DataResponseSerializer.defaultEmptyRequestMethods) {
        self.dataPreprocessor = dataPreprocessor
        self.emptyResponseCodes = emptyResponseCodes
        self.emptyRequestMethods = emptyRequestMethods
    }

    public func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> Data {
        guard error == nil else { throw error! }
        guard let data, !data.isEmpty else {
            guard emptyResponseAllowed(forRequest: request, response: response) else {
                throw AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            return Data()
        }
        return try dataPreprocessor.preprocess(data)
    }
}

extension ResponseSerializer where Self == DataResponseSerializer {
    public static var data: DataResponseSerializer { DataResponseSerializer() }

    public static func data(dataPreprocessor: any DataPreprocessor = DataResponseSerializer.defaultDataPreprocessor,
                            emptyResponseCodes: Set<Int> = DataResponseSerializer.defaultEmptyResponseCodes,
                            emptyRequestMethods: Set<HTTPMethod> = DataResponseSerializer.defaultEmptyRequestMethods) -> DataResponseSerializer {
        DataResponseSerializer(dataPreprocessor: dataPreprocessor, emptyResponseCodes: emptyResponseCodes,
                               emptyRequestMethods: emptyRequestMethods)
    }
}

/// A type that has a value for an empty body.
public protocol EmptyResponse: Sendable {
    /// The value of an empty body.
    static func emptyValue() -> Self
}

/// Nothing: what an empty body decodes as.
public struct Empty: Hashable, Codable, Sendable {
    /// The one value.
    public static let value = Empty()
}

extension Empty: EmptyResponse {
    public static func emptyValue() -> Empty {
        value
    }
}

/// Something that decodes a value from bytes.
public protocol DataDecoder: Sendable {
    /// Decodes a `D` from `data`.
    func decode<D: Decodable>(_ type: D.Type, from data: Data) throws -> D
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

/// The body decoded as `T`; an empty body only where allowed, and only for an ``EmptyResponse`` type.
public final class DecodableResponseSerializer<T: Decodable>: ResponseSerializer where T: Sendable {
    public let dataPreprocessor: any DataPreprocessor
    /// The decoder.
    public let decoder: any DataDecoder
    public let emptyResponseCodes: Set<Int>
    public let emptyRequestMethods: Set<HTTPMethod>

    public init(dataPreprocessor: any DataPreprocessor = DecodableResponseSerializer.defaultDataPreprocessor,
                decoder: any DataDecoder = JSONDecoder(),
                emptyResponseCodes: Set<Int> = DecodableResponseSerializer.defaultEmptyResponseCodes,
                emptyRequestMethods: Set<HTTPMethod> = DecodableResponseSerializer.defaultEmptyRequestMethods) {
        self.dataPreprocessor = dataPreprocessor
        self.decoder = decoder
        self.emptyResponseCodes = emptyResponseCodes
        self.emptyRequestMethods = emptyRequestMethods
    }

    public func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> T {
        guard error == nil else { throw error! }
        guard var data, !data.isEmpty else {
            guard emptyResponseAllowed(forRequest: request, response: response) else {
                throw AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            guard let emptyType = T.self as? any EmptyResponse.Type, let empty = emptyType.emptyValue() as? T else {
                throw AFError.responseSerializationFailed(reason: .invalidEmptyResponse(type: "\(T.self)"))
            }
            return empty
        }
        data = try dataPreprocessor.preprocess(data)
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw AFError.responseSerializationFailed(reason: .decodingFailed(error: error))
        }
    }
}

extension ResponseSerializer {
    public static func decodable<T: Decodable>(of type: T.Type,
                                               dataPreprocessor: any DataPreprocessor = DecodableResponseSerializer<T>.defaultDataPreprocessor,
                                               decoder: any DataDecoder = JSONDecoder(),
                                               emptyResponseCodes: Set<Int> = DecodableResponseSerializer<T>.defaultEmptyResponseCodes,
                                               emptyRequestMethods: Set<HTTPMethod> = DecodableResponseSerializer<T>.defaultEmptyRequestMethods) -> DecodableResponseSerializer<T> where Self == DecodableResponseSerializer<T> {
        DecodableResponseSerializer<T>(dataPreprocessor: dataPreprocessor, decoder: decoder,
                                       emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods)
    }
}
