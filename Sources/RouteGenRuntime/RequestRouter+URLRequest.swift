import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestRouter {
    /// Builds the request for this route against `baseURL`.
    ///
    /// Steps, in order:
    /// 1. The URL is the base URL's text (one trailing `/` removed), a `/`, and ``path``
    ///    (one leading `/` removed). The path is not escaped again. An empty path yields
    ///    the base URL itself. A query or fragment on the base URL is moved after the path.
    /// 2. The method, the timeout (when set) and every header are applied.
    /// 3. ``queryParameters``, if any, are applied with ``queryEncoding``; then ``parameters``
    ///    with ``encoding``.
    /// 4. If ``rawBody`` is set, it is the HTTP body, and `Content-Type: application/octet-stream`
    ///    is added unless a content type is present. Otherwise, if ``body`` is set, it is encoded
    ///    with `bodyEncoder` as the HTTP body and `Content-Type: application/json` is added unless
    ///    a content type is present.
    /// - Parameters:
    ///   - baseURL: The server root, e.g. `https://api.example.com/v1`.
    ///   - bodyEncoder: The encoder for ``body``; `JSONEncoder.routeGenDefault` by default.
    /// - Returns: The finished request.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if base URL and path do not form a URL,
    ///   ``RouteGenError/invalidHeaderValue(name:)`` if a header contains CR, LF or NUL,
    ///   ``RouteGenError/bodyEncodingFailed(_:)`` if the body cannot be encoded, and any
    ///   error thrown by ``encoding``.
    public func makeURLRequest(baseURL: URL, bodyEncoder: JSONEncoder = .routeGenDefault) throws -> URLRequest {
        try RouteRequest.make(
            baseURL: baseURL, path: path, method: method.rawValue, timeout: timeoutInterval, headers: headers.map { ($0.name, $0.value) },
            parameters: { request in
                try encoding.encode(queryParameters.map { try queryEncoding.encode(request, with: $0) } ?? request, with: parameters)
            },
            rawBody: rawBody
        ) { request in
            guard let body else { return }
            do {
                request.httpBody = try bodyEncoder.encode(body)
            } catch {
                throw RouteGenError.bodyEncodingFailed(String(describing: error))
            }
            request.setContentTypeIfMissing("application/json")
        }
    }
}
