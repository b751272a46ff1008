import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The parts of a route's request that don't depend on how its parameters are encoded: the URL,
/// the method, the timeout and the headers first, and a raw body last.
enum RouteRequest {
    /// A request to `path` on `baseURL` (see ``joining(_:_:)``) with this method, timeout and headers.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if base URL and path do not form a URL, and
    ///   ``RouteGenError/invalidHeaderValue(name:)`` if a header's name or value contains CR, LF or NUL.
    static func start(
        baseURL: URL, path: String, method: String, timeout: TimeInterval?, headers: [(name: String, value: String)]
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
        return request
    }

    /// Sends `body` as it is, `Content-Type: application/octet-stream` unless the request has a
    /// content type.
    static func setRawBody(_ body: Data, on request: inout URLRequest) {
        request.httpBody = body
        if request.value(forHTTPHeaderField: "Content-Type") == nil {
            request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        }
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
