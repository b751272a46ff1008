import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite("HTTPMethod")
struct HTTPMethodTests {
    @Test func standardMethodsAreUppercase() {
        let methods: [HTTPMethod] = [.connect, .delete, .get, .head, .options, .patch, .post, .put, .query, .trace]
        #expect(methods.map(\.rawValue)
            == ["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "QUERY", "TRACE"])
        #expect(Set(methods).count == 10)
    }

    @Test func customMethodsAreKeptVerbatim() {
        let propfind = HTTPMethod(rawValue: "PROPFIND")
        #expect(propfind.rawValue == "PROPFIND")
        #expect(propfind.description == "PROPFIND")
        #expect(propfind == HTTPMethod(rawValue: "PROPFIND"))
        #expect(HTTPMethod(rawValue: "get") != .get)
        #expect(HTTPMethod(rawValue: "GET") == .get)
    }

    @Test func urlRequestMethodBridge() throws {
        var request = try makeRequest("https://h/p", method: HTTPMethod(rawValue: "PURGE"))
        #expect(request.httpMethod == "PURGE")
        #expect(request.method == HTTPMethod(rawValue: "PURGE"))
        request.method = .delete
        #expect(request.httpMethod == "DELETE")
    }
}
