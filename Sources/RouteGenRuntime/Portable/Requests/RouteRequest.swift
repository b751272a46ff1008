import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How every router builds its request, whatever it is built on: the URL, the method, the timeout
/// and the headers first, then the parameters, then a raw body or else the encoded body.
enum RouteRequest {
    /// The request of a route.
    /// - Parameters:
    ///   - baseURL: The server root; the path is appended as ``joining(_:_:)`` says.
    ///   - headers: Set in order; a name or value with CR, LF or NUL is refused.
    ///   - parameters: Puts the route's parameters into the request (its query items, then its others).
    ///   - rawBody: Bytes sent as they are, `Content-Type: application/octet-stream` unless one is set.
    ///   - body: Puts an encoded body into the request, when there is no raw body.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if base URL and path do not form a URL,
    ///   ``RouteGenError/invalidHeaderValue(name:)`` for a header with CR, LF or NUL, and what
    ///   `parameters` and `body` throw.
    static func make(
        baseURL: URL, path: String, method: String, timeout: TimeInterval?, headers: [(name: String, value: String)],
        parameters: (URLRequest) throws -> URLRequest, rawBody: Data?, body: (inout URLRequest) throws -> Void
    ) throws -> URLRequest {
        var request = URLRequest(url: try joining(baseURL, path))
        request.httpMethod = method
        if let timeout {
            request.timeoutInterval = timeout
        }
        for header in headers {
            guard HeaderText.isSafe(header.name), HeaderText.isSafe(header.value) else {
                throw RouteGenError.invalidHeaderValue(name: header.name)
            }
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        request = try parameters(request)
        if let rawBody {
            request.httpBody = rawBody
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
            }
        } else {
            try body(&request)
        }
        return request
    }

    /// Joins base URL and path by plain text concatenation, never re-encoding the path: the base
    /// URL's text (one trailing `/` removed), a `/`, and the path (one leading `/` removed). An empty
    /// path yields the base URL itself. A query or fragment on the base URL is moved after the path.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if the result is not a URL.
    static func joining(_ baseURL: URL, _ path: String) throws -> URL {
        guard !path.isEmpty else { return baseURL }

        let base = baseURL.absoluteString
        let suffixStart = base.firstIndex { $0 == "?" || $0 == "#" } ?? base.endIndex
        var prefix = base[..<suffixStart]
        if prefix.hasSuffix("/") {
            prefix = prefix.dropLast()
        }
        let relative = path.hasPrefix("/") ? path.dropFirst() : Substring(path)

        let joined = String(prefix) + "/" + String(relative) + String(base[suffixStart...])
        guard let url = URL(string: joined) else {
            throw RouteGenError.invalidURL(joined)
        }
        return url
    }
}
