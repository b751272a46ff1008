// A stand-in for Alamofire, for tests only.
//
// Generated files may hold code behind `#if canImport(Alamofire)` that makes routers usable
// with Alamofire. The real library cannot be fetched where this project builds and tests, so
// this module takes its name and declares the few parts of its API that such code touches,
// with the same signatures as Alamofire 5: `URLRequestConvertible`, `Session`, `DataRequest`
// and `AF`. A test target that depends on this module makes `canImport(Alamofire)` true, so
// the guarded code is compiled and can be exercised.
//
// Nothing here sends a request: `Session.request(_:)` only builds the `URLRequest`, which a
// test can inspect or send itself. This module depends on nothing but Foundation and is not
// part of any product; it must never ship.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Something that can build a `URLRequest`; declared as in Alamofire 5.
public protocol URLRequestConvertible: Sendable {
    /// Builds the request.
    /// - Throws: Whatever stops the request from being built.
    func asURLRequest() throws -> URLRequest
}

extension URLRequest: URLRequestConvertible {
    /// Returns the request as it is.
    public func asURLRequest() throws -> URLRequest { self }
}

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
