// Declared as in Alamofire 5's Source/Core/Response.swift (`DataResponse`).

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data response whose failure is an ``AFError``.
public typealias AFDataResponse<Success> = DataResponse<Success, AFError>

/// Everything a data request ended with: what was sent, what came back, and the serialized result.
public struct DataResponse<Success, Failure: Error>: Sendable where Success: Sendable, Failure: Sendable {
    /// The request sent.
    public let request: URLRequest?
    /// The server's response.
    public let response: HTTPURLResponse?
    /// The body.
    public let data: Data?
    /// The transfer's metrics.
    public let metrics: URLSessionTaskMetrics?
    /// How long serializing took.
    public let serializationDuration: TimeInterval
    /// The serialized value, or the failure.
    public let result: Result<Success, Failure>

    /// The value, if the result is one.
    public var value: Success? { try? result.get() }

    /// The failure, if the result is one.
    public var error: Failure? {
        guard case let .failure(error) = result else { return nil }
        return error
    }

    public init(request: URLRequest?,
                response: HTTPURLResponse?,
                data: Data?,
                metrics: URLSessionTaskMetrics?,
                serializationDuration: TimeInterval,
                result: Result<Success, Failure>) {
        self.request = request
        self.response = response
        self.data = data
        self.metrics = metrics
        self.serializationDuration = serializationDuration
        self.result = result
    }
}

extension DataResponse: CustomStringConvertible {
    public var description: String {
        "\(result)"
    }
}

extension DataResponse {
    /// The response with its value transformed.
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> DataResponse<NewSuccess, Failure> {
        DataResponse<NewSuccess, Failure>(request: request, response: response, data: data, metrics: metrics,
                                          serializationDuration: serializationDuration, result: result.map(transform))
    }

    /// The response with its failure transformed.
    public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> DataResponse<Success, NewFailure> {
        DataResponse<Success, NewFailure>(request: request, response: response, data: data, metrics: metrics,
                                          serializationDuration: serializationDuration, result: result.mapError(transform))
    }
}
