import Foundation

/// A typed call's result together with the response it came from: its headers, status and body.
///
/// ``APIClient/withResponse(_:)`` returns one for any typed call, with the headers as they are
/// (`Headers` is ``HTTPHeaders``):
///
/// ```swift
/// let answer = try await client.withResponse { try await $0.repos.get(owner: "o", repo: "r") }
/// let remaining = answer.headers["X-RateLimit-Remaining"]   // String?
/// let repository = answer.value
/// ```
///
/// A call whose answers document headers also has a `…WithResponse` variant whose `Headers` is
/// the generated struct of those headers, typed as the spec says:
///
/// ```swift
/// let answer = try await client.rateLimit.getWithResponse()
/// let remaining = answer.headers.rateLimitRemaining          // Int?
/// ```
public struct APIResponse<Value, Headers: ResponseHeaders> {
    /// What the typed call returned.
    public var value: Value
    /// The response's headers: typed where the call documents them, else ``HTTPHeaders``, which
    /// looks names up ignoring case (`headers["Link"]`).
    public var headers: Headers
    /// The validated response of the call's request: status, every header field, body.
    public var response: HTTPResponse

    /// Creates a result from the call's value and the response it came from, reading `Headers`
    /// from the response's header fields.
    /// - Parameters:
    ///   - value: What the call returned.
    ///   - response: The response it came from.
    public init(value: Value, response: HTTPResponse) {
        self.value = value
        self.headers = Headers(headers: response.headers)
        self.response = response
    }

    /// The response's status code, e.g. `200` or `202`.
    public var statusCode: Int { response.statusCode }
}

extension APIResponse: Sendable where Value: Sendable {}
extension APIResponse: Equatable where Value: Equatable, Headers: Equatable {}

/// Keeps the last response a client received, for ``APIClient/withResponse(_:)``.
final class ResponseRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var last: HTTPResponse?

    /// Keeps `response`, replacing any earlier one.
    func record(_ response: HTTPResponse) {
        lock.locking { last = response }
    }

    /// The last response kept, if any.
    var response: HTTPResponse? {
        lock.locking { last }
    }
}

extension APIClient {
    /// Runs typed calls and returns what they return together with the response of the last
    /// request they sent, so headers such as `Link`, `X-RateLimit-Remaining` or `Request-Id`
    /// are at hand.
    ///
    /// ```swift
    /// let answer = try await client.withResponse { client in
    ///     try await client.customers.getCustomers(limit: 3)
    /// }
    /// print(answer.headers["Request-Id"] ?? "-", answer.value.data.count)
    /// ```
    /// - Parameter call: Typed calls made through the client it is given (not through `self`).
    /// - Returns: The call's value and the last validated response, with its headers as they are.
    /// - Throws: What the call throws (an ``APIError`` from typed calls), and
    ///   ``APIError/invalidRequest(_:)`` when it sent no request through the client it was given.
    public func withResponse<Value>(_ call: (APIClient) async throws -> Value) async throws -> APIResponse<Value, HTTPHeaders> {
        let (value, response) = try await recordingResponse(call)
        return try APIResponse(value: value, response: Self.recorded(response))
    }

    /// Runs a typed call and returns what it returns together with its response, with the
    /// headers read as `headers`: the generated `…WithResponse` calls use it.
    ///
    /// ```swift
    /// try await client.withResponse(headers: RateLimitHeaders.self) { client throws(APIError) in
    ///     try await client.rateLimit.get()
    /// }
    /// ```
    /// - Parameters:
    ///   - headers: The struct of the documented headers.
    ///   - call: Typed calls made through the client it is given (not through `self`).
    /// - Returns: The call's value, the documented headers and the last validated response.
    /// - Throws: What the call throws, and ``APIError/invalidRequest(_:)`` when it sent no request
    ///   through the client it was given.
    public func withResponse<Value, Headers: ResponseHeaders>(
        headers: Headers.Type, _ call: (APIClient) async throws(APIError) -> Value
    ) async throws(APIError) -> APIResponse<Value, Headers> {
        let (value, response) = try await recordingResponse(call)
        return try APIResponse(value: value, response: Self.recorded(response))
    }

    /// Runs `call` with a copy of the client that records its responses.
    private func recordingResponse<Value, Failure: Error>(
        _ call: (APIClient) async throws(Failure) -> Value
    ) async throws(Failure) -> (Value, HTTPResponse?) {
        var recording = self
        let recorder = ResponseRecorder()
        recording.responseRecorder = recorder
        let value = try await call(recording)
        return (value, recorder.response)
    }

    /// The recorded response, or the error for a closure that sent nothing.
    private static func recorded(_ response: HTTPResponse?) throws(APIError) -> HTTPResponse {
        guard let response else {
            throw .invalidRequest("withResponse: the closure sent no request through the client it was given")
        }
        return response
    }
}
