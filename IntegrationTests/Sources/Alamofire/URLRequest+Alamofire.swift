// Declared as in Alamofire 5's Source/Extensions/URLRequest+Alamofire.swift.

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

    /// Refuses a request Foundation would send wrongly: a `GET` with a body.
    /// - Throws: `AFError.urlRequestValidationFailed`.
    public func validate() throws {
        if method == .get, let bodyData = httpBody {
            throw AFError.urlRequestValidationFailed(reason: .bodyDataInGETRequest(bodyData))
        }
    }
}
