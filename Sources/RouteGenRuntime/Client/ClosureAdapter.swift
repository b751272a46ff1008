import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An interceptor that only adapts, from a closure; e.g. to add a token or `Accept-Language`.
public struct ClosureAdapter: APIClientInterceptor {
    private let transform: @Sendable (URLRequest) async throws -> URLRequest

    /// Creates an adapter.
    /// - Parameter adapt: Returns the request to send; may throw to stop the request.
    public init(_ adapt: @escaping @Sendable (URLRequest) async throws -> URLRequest) {
        self.transform = adapt
    }

    /// Runs the closure.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        try await transform(request)
    }

    /// Sets a header on every request, asking for its value each time.
    /// - Parameters:
    ///   - name: The header name, e.g. `"Accept-Language"`.
    ///   - value: The current value; `nil` leaves the request unchanged.
    /// - Returns: The adapter.
    /// - Throws (when adapting): ``RouteGenError/invalidHeaderValue(name:)`` when the name
    ///   or value contains CR, LF or NUL, and whatever `value` throws.
    public static func header(_ name: String, value: @escaping @Sendable () async throws -> String?) -> ClosureAdapter {
        ClosureAdapter { request in
            guard let value = try await value() else { return request }
            var request = request
            try Credentials.setHeader(name, value, on: &request)
            return request
        }
    }

    /// Sets `Authorization: Bearer <token>` on every request, asking for the token each time.
    /// - Parameter token: The current token; `nil` (e.g. signed out) sends no header.
    /// - Returns: The adapter.
    public static func bearerToken(_ token: @escaping @Sendable () async throws -> String?) -> ClosureAdapter {
        header("Authorization") {
            try await token().map { HTTPHeader.authorization(bearerToken: $0).value }
        }
    }
}
