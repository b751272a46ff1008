import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite("HTTPHeaders")
struct HTTPHeadersTests {
    @Test func dictionaryLiteralKeepsItsOrder() {
        let headers: HTTPHeaders = ["X-B": "2", "X-A": "1", "Accept": "json"]
        #expect(headers.map(\.name) == ["X-B", "X-A", "Accept"])
        #expect(headers.description == "X-B: 2\nX-A: 1\nAccept: json")
    }

    @Test func repeatedLiteralNamesReplaceInPlace() {
        let headers: HTTPHeaders = ["Accept": "a", "X": "1", "accept": "b"]
        #expect(Array(headers) == [HTTPHeader(name: "accept", value: "b"), HTTPHeader(name: "X", value: "1")])
    }

    @Test func updateIsCaseInsensitiveAndKeepsPosition() {
        var headers: HTTPHeaders = ["Accept": "text/html", "X-Trace": "1"]
        headers.update(name: "ACCEPT", value: "application/json")
        headers.update(HTTPHeader(name: "X-New", value: "n"))
        #expect(Array(headers) == [
            HTTPHeader(name: "ACCEPT", value: "application/json"),
            HTTPHeader(name: "X-Trace", value: "1"),
            HTTPHeader(name: "X-New", value: "n"),
        ])
        #expect(headers.count == 3)
    }

    @Test func addReplacesLikeUpdate() {
        var headers = HTTPHeaders()
        headers.add(name: "Accept", value: "a")
        headers.add(.accept("b"))
        headers.add(name: "X-Other", value: "c")
        #expect(headers.count == 2)
        #expect(headers.value(for: "accept") == "b")
    }

    @Test func lookupAndSubscriptIgnoreCase() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        #expect(headers.value(for: "content-type") == "application/json")
        #expect(headers["CONTENT-TYPE"] == "application/json")
        #expect(headers["Missing"] == nil)
        headers["content-TYPE"] = "text/plain"
        #expect(headers.dictionary == ["content-TYPE": "text/plain"])
        headers["Content-Type"] = nil
        #expect(headers.isEmpty)
    }

    @Test func removeIgnoresCase() {
        var headers: HTTPHeaders = ["A": "1", "B": "2", "C": "3"]
        headers.remove(name: "b")
        headers.remove(name: "not-there")
        #expect(headers.map(\.name) == ["A", "C"])
    }

    @Test func dictionaryInitializerSortsByName() {
        let headers = HTTPHeaders(["b": "2", "C": "3", "a": "1"])
        #expect(headers.map(\.name) == ["C", "a", "b"])
    }

    @Test func arrayInitializerAndLiteral() {
        let fromArray = HTTPHeaders([.contentType("a"), .userAgent("u"), .contentType("b")])
        let fromLiteral: HTTPHeaders = [.contentType("b"), .userAgent("u")]
        #expect(fromArray == fromLiteral)
        #expect(fromArray.hashValue == fromLiteral.hashValue)
        #expect(Array(fromArray) == [HTTPHeader(name: "Content-Type", value: "b"), HTTPHeader(name: "User-Agent", value: "u")])
    }

    @Test func updatingSetsNonNilValuesInSortedOrderAndIgnoresNil() {
        let base: HTTPHeaders = ["Accept": "json"]
        let token: String? = "t0k"
        let missing: String? = nil
        let updated = base.updating(["X-Token": token, "X-Missing": missing, "accept": "xml", "X-Api": "1"])
        #expect(updated.description == "accept: xml\nX-Api: 1\nX-Token: t0k")
        #expect(updated.value(for: "X-Missing") == nil)
        #expect(base.description == "Accept: json")
    }

    @Test func collectionAccess() {
        let headers: HTTPHeaders = ["A": "1", "B": "2"]
        #expect(headers[0] == HTTPHeader(name: "A", value: "1"))
        #expect(headers.last?.value == "2")
        #expect(headers.startIndex == 0 && headers.endIndex == 2)
        #expect(HTTPHeaders().isEmpty)
    }

    @Test func headerDescriptionAndHelpers() {
        #expect(HTTPHeader(name: "Accept", value: "*/*").description == "Accept: */*")
        #expect(HTTPHeader.authorization(bearerToken: "abc").value == "Bearer abc")
        #expect(HTTPHeader.authorization(username: "user", password: "pass").value == "Basic dXNlcjpwYXNz")
        #expect(HTTPHeader.accept("application/json") == HTTPHeader(name: "Accept", value: "application/json"))
    }

    @Test func urlRequestHeadersRoundTrip() throws {
        var request = try makeRequest("https://h/p")
        request.headers = ["X-B": "2", "X-A": "1"]
        #expect(request.value(forHTTPHeaderField: "x-a") == "1")
        #expect(request.headers == HTTPHeaders(["X-A": "1", "X-B": "2"]))
        request.headers = [:]
        #expect(request.headers.isEmpty)
    }
}
