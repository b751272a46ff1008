// A stand-in for Alamofire, for tests only.
//
// Generated files may hold code behind `#if canImport(Alamofire)` that makes routers usable
// with Alamofire. The real library cannot be fetched where this project builds and tests, so
// this module takes its name and declares the few parts of its API that such code touches,
// with the same signatures as Alamofire 5: `URLRequestConvertible`, `Session`, `DataRequest`
// and `AF`. A test target that depends on this module makes `canImport(Alamofire)` true, so
// the guarded code is compiled and can be exercised.
//
// It also declares, exactly as Alamofire 5 does, every public name that RouteGenRuntime
// declares too: `HTTPMethod`, `HTTPHeader`, `HTTPHeaders`, `Parameters`, `ParameterEncoding`,
// `URLEncoding`, `JSONEncoding`, `URLRequestConvertible.urlRequest`, `URLRequest.method` and
// `URLRequest.headers`. So the tests meet the same ambiguities an app that imports both does.
//
// Nothing here sends a request: `Session.request(_:)` only builds the `URLRequest`, which a
// test can inspect or send itself. This module depends on nothing but Foundation and is not
// part of any product; it must never ship.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The entry point for requests; here it only builds them.
public final class Session: Sendable {
    /// The shared session, also reachable as ``AF``.
    public static let `default` = Session()

    /// Creates a session.
    public init() {}

    /// Builds the request that `convertible` describes, without sending it.
    /// - Parameter convertible: The router case or request to build.
    /// - Returns: The built request, whose ``DataRequest/request`` is `nil` if building threw.
    public func request(_ convertible: any URLRequestConvertible) -> DataRequest {
        DataRequest(convertible: convertible, request: try? convertible.asURLRequest())
    }

    /// Builds a request from its parts, without sending it; Alamofire's signature without the
    /// `interceptor` and `requestModifier` parameters, which this stand-in does not declare.
    /// - Parameters:
    ///   - convertible: The URL.
    ///   - method: The HTTP method; `.get` by default.
    ///   - parameters: Parameters for `encoding` to apply; none by default.
    ///   - encoding: Where the parameters go; `URLEncoding.default` by default.
    ///   - headers: Header fields; none by default.
    /// - Returns: The built request, whose ``DataRequest/request`` is `nil` if building threw.
    public func request(
        _ convertible: any URLConvertible,
        method: HTTPMethod = .get,
        parameters: Parameters? = nil,
        encoding: any ParameterEncoding = URLEncoding.default,
        headers: HTTPHeaders? = nil
    ) -> DataRequest {
        let built = try? encoding.encode(URLRequest(url: convertible, method: method, headers: headers), with: parameters)
        return request(built ?? URLRequest(url: URL(fileURLWithPath: "/")))
    }
}

/// A request made by ``Session/request(_:)``: what it was made from and the `URLRequest` built.
public struct DataRequest: Sendable {
    /// The value the request was built from.
    public let convertible: any URLRequestConvertible
    /// The built request, or `nil` if `asURLRequest()` threw.
    public let request: URLRequest?
}

/// The shared ``Session``, as Alamofire names it.
public let AF = Session.default
