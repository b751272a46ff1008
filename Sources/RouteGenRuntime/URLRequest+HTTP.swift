import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Alamofire declares `method` and `headers` on `URLRequest` too, with its own `HTTPMethod` and
// `HTTPHeaders`. Where both are visible, these two step aside (they are disfavored overloads),
// so `request.method = .get` and `request.headers` are never ambiguous. Both pairs read and
// write the same `httpMethod` and `allHTTPHeaderFields`. Where the context asks for
// RouteGenRuntime's types, as in `let method: HTTPMethod? = request.method` in a file that
// imports only RouteGenRuntime, these are chosen.
extension URLRequest {
    /// The request's header fields as ``HTTPHeaders``.
    ///
    /// Reading sorts the fields by name (a `URLRequest` does not keep their order).
    /// Writing replaces all existing fields with the given ones.
    @_disfavoredOverload
    public var headers: HTTPHeaders {
        get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { allHTTPHeaderFields = newValue.dictionary }
    }

    /// The request's HTTP method as an ``HTTPMethod``, or `nil` if none is set.
    @_disfavoredOverload
    public var method: HTTPMethod? {
        get { httpMethod.map(HTTPMethod.init(rawValue:)) }
        set { httpMethod = newValue?.rawValue }
    }

    /// Sets `Content-Type` to `contentType` unless the request already has one.
    mutating func setContentTypeIfMissing(_ contentType: String) {
        if value(forHTTPHeaderField: "Content-Type") == nil {
            setValue(contentType, forHTTPHeaderField: "Content-Type")
        }
    }
}
