import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite("URLRequestConvertible")
struct URLRequestConvertibleTests {
    struct Broken: URLRequestConvertible {
        func asURLRequest() throws -> URLRequest { throw RouteGenError.missingURL }
    }

    @Test func urlRequestReturnsItself() throws {
        let request = try makeRequest("https://h/p", method: .patch)
        #expect(try request.asURLRequest() == request)
        #expect(request.urlRequest == request)
    }

    @Test func urlRequestPropertyIsNilOnFailure() {
        #expect(Broken().urlRequest == nil)
    }

    @Test func encodersPropagateSourceErrors() {
        #expect(throws: RouteGenError.missingURL) { try URLEncoding.default.encode(Broken(), with: ["a": 1]) }
        #expect(throws: RouteGenError.missingURL) { try JSONEncoding.default.encode(Broken(), with: nil) }
    }
}
