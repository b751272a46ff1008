// Declared as in Alamofire 5's Source/Extensions/URLRequest+Alamofire.swift and the end of
// Source/Core/HTTPHeaders.swift.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
    /// The request's `httpMethod` as an ``HTTPMethod``.
    public var method: HTTPMethod? {
        get { httpMethod.map(HTTPMethod.init) }
        set { httpMethod = newValue?.rawValue }
    }

    /// The request's `allHTTPHeaderFields` as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { allHTTPHeaderFields = newValue.dictionary }
    }
}
