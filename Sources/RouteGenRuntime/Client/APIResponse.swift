import Foundation

/// A typed call's result together with the response it came from: status code and headers.
///
/// ``APIClient/withResponse(_:)`` returns it, so any typed call can hand back its headers
/// without a hand-written decode:
///
/// ```swift
/// let answer = try await client.withResponse { try await $0.repos.reposGet(owner: "o", repo: "r") }
/// let remaining = answer.headers["X-RateLimit-Remaining"]
/// let repository = answer.value
/// ```
public struct APIResponse<Value> {
    /// What the typed call returned.
    public var value: Value
    /// The validated response of the call's request: status, headers and body.
    public var response: HTTPResponse

    /// Creates a result from its parts.
    /// - Parameters:
    ///   - value: What the call returned.
    ///   - response: The response it came from.
    public init(value: Value, response: HTTPResponse) {
        self.value = value
        self.response = response
    }

    /// The response's header fields, looked up case-insensitively, e.g. `headers["Link"]`.
    public var headers: HTTPHeaders { response.headers }

    /// The response's status code, e.g. `200` or `202`.
    public var statusCode: Int { response.statusCode }
}

extension APIResponse: Sendable where Value: Sendable {}
extension APIResponse: Equatable where Value: Equatable {}

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
    /// - Returns: The call's value and the last validated response.
    /// - Throws: What the call throws (an ``APIError`` from typed calls), and
    ///   ``APIError/invalidRequest(_:)`` when it sent no request through the client it was given.
    public func withResponse<Value>(_ call: (APIClient) async throws -> Value) async throws -> APIResponse<Value> {
        var recording = self
        let recorder = ResponseRecorder()
        recording.responseRecorder = recorder
        let value = try await call(recording)
        guard let response = recorder.response else {
            throw APIError.invalidRequest("withResponse: the closure sent no request through the client it was given")
        }
        return APIResponse(value: value, response: response)
    }
}
