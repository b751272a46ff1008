// A stand-in for Alamofire 5, for tests only.
//
// routegen's Alamofire output (`runtime: alamofire`) is built on Alamofire, and the default output
// holds code behind `#if canImport(Alamofire)`. The real library can't be fetched where this project
// builds and tests, so this module takes its name and declares, exactly as Alamofire 5.12 declares
// them (signatures, labels, generic constraints, `Sendable`, `@preconcurrency`), the parts of its API
// that the generated code and the tests touch. A declaration here may leave out parameters that have
// defaults in Alamofire (`Session.init`'s queues and trust manager), never add one: code
// that compiles against the stand-in compiles against Alamofire, and a name Alamofire declares is
// declared here, so a clash a user would meet breaks this build too.
//
// What runs is Alamofire's own logic, written again from its source: `URLEncoding`, `JSONEncoding`,
// `JSONParameterEncoder`, `MultipartFormData`, validation, the response serializers, `Interceptor`.
// So the bytes and answers the tests pin are what a user's Alamofire produces.
//
// Nothing is sent. `Session` builds each request (`asURLRequest()`, the adapters) as Alamofire does;
// a request then fails with `AFError.sessionTaskFailed(URLError(.notConnectedToInternet))`, unless a
// test that imports this module with `@testable` gives the session canned responses
// (`Session.cannedResponses`, internal). Retries, redirects, caching, metrics and the URLSession
// delegate are Alamofire's and are not here; README.md lists every difference, with its reason. This module depends on Foundation only, is not part of
// any product, and must never ship.

import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// The shared ``Session``.
public let AF = Session.default

/// Facts about the library.
public enum AFInfo {
    /// The Alamofire version these declarations follow.
    public static let version = "5.12.0"
}
