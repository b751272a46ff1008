import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The ways an API key or a password reaches the server. Generated `<Prefix>Security` enums return
// these, one per security scheme of the spec.
extension ClosureAdapter {
    /// Sets `Authorization: Basic <base64(username:password)>` on every request.
    /// - Parameters:
    ///   - username: The user name; it must not contain a colon.
    ///   - password: The password.
    /// - Returns: The adapter.
    public static func basic(username: String, password: String) -> ClosureAdapter {
        let value = HTTPHeader.authorization(username: username, password: password).value
        return header("Authorization") { value }
    }

    /// Adds a query item to every request's URL, asking for its value each time.
    /// - Parameters:
    ///   - name: The item's name, e.g. `"api_key"`.
    ///   - value: The current value, percent-encoded when added; `nil` leaves the request unchanged.
    /// - Returns: The adapter.
    /// - Throws (when adapting): ``RouteGenError/missingURL`` for a request without a URL, and
    ///   whatever `value` throws.
    public static func query(_ name: String, value: @escaping @Sendable () async throws -> String?) -> ClosureAdapter {
        ClosureAdapter { request in
            guard let value = try await value() else { return request }
            var request = request
            try Credentials.addQueryItem(name, value, to: &request)
            return request
        }
    }

    /// Adds a cookie to every request's `Cookie` header (after any cookies it has), asking for its
    /// value each time.
    /// - Parameters:
    ///   - name: The cookie's name.
    ///   - value: The current value, percent-encoded as ``HTTPHeader/cookieValue(_:)`` does; `nil`
    ///     leaves the request unchanged.
    /// - Returns: The adapter.
    /// - Throws (when adapting): ``RouteGenError/invalidHeaderValue(name:)`` for CR, LF or NUL in the
    ///   value, and whatever `value` throws.
    public static func cookie(_ name: String, value: @escaping @Sendable () async throws -> String?) -> ClosureAdapter {
        ClosureAdapter { request in
            guard let value = try await value() else { return request }
            var request = request
            try Credentials.addCookie(name, value, to: &request)
            return request
        }
    }
}
