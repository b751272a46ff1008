import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a credential reaches a request: in a header, a query item or a cookie. The adapters that
/// security schemes make, in either output, put theirs on every request with these.
enum Credentials {
    /// Sets the header `name` to `value`.
    /// - Throws: ``RouteGenError/invalidHeaderValue(name:)`` when the name or value contains CR, LF or NUL.
    static func setHeader(_ name: String, _ value: String, on request: inout URLRequest) throws {
        guard HeaderText.isSafe(name), HeaderText.isSafe(value) else {
            throw RouteGenError.invalidHeaderValue(name: name)
        }
        request.setValue(value, forHTTPHeaderField: name)
    }

    /// Adds the query item `name=value` after any query the URL has, both percent-encoded as a query
    /// writes them.
    /// - Throws: ``RouteGenError/missingURL`` for a request without a URL.
    static func addQueryItem(_ name: String, _ value: String, to request: inout URLRequest) throws {
        guard let url = request.url else { throw RouteGenError.missingURL }
        let encoding = URLEncoding.queryString
        request.url = try URLEncoding.appending("\(encoding.escape(name))=\(encoding.escape(value))", to: url)
    }

    /// Adds the cookie `name=value` after any cookies the request has, the value percent-encoded as
    /// ``HeaderText/cookieValue(_:)`` writes it.
    /// - Throws: ``RouteGenError/invalidHeaderValue(name:)`` for CR, LF or NUL in the value.
    static func addCookie(_ name: String, _ value: String, to request: inout URLRequest) throws {
        guard let pair = HeaderText.cookieValue([name: value]) else { return }
        guard HeaderText.isSafe(pair) else { throw RouteGenError.invalidHeaderValue(name: "Cookie") }
        let existing = request.value(forHTTPHeaderField: "Cookie").map { $0 + "; " } ?? ""
        request.setValue(existing + pair, forHTTPHeaderField: "Cookie")
    }
}
