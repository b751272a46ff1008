import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite("URLEncoding destinations")
struct URLEncodingDestinationTests {
    static let formContentType = "application/x-www-form-urlencoded; charset=utf-8"

    @Test(arguments: [HTTPMethod.get, .head, .delete])
    func methodDependentPutsQueryInURLFor(method: HTTPMethod) throws {
        let request = try URLEncoding.default.encode(
            try makeRequest("https://h/items", method: method), with: ["q": "a b", "page": 2])
        #expect(request.url?.absoluteString == "https://h/items?page=2&q=a%20b")
        #expect(request.httpBody == nil)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
    }

    @Test(arguments: [HTTPMethod.post, .put, .patch, .query, HTTPMethod(rawValue: "PROPFIND")])
    func methodDependentPutsFormBodyFor(method: HTTPMethod) throws {
        let request = try URLEncoding.default.encode(
            try makeRequest("https://h/items", method: method), with: ["q": "a b", "tags": ["x", "y"]])
        #expect(request.url?.absoluteString == "https://h/items")
        #expect(bodyText(request) == "q=a%20b&tags%5B%5D=x&tags%5B%5D=y")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == Self.formContentType)
    }

    @Test func existingContentTypeIsNotOverwritten() throws {
        var original = try makeRequest("https://h/items", method: .post)
        original.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "content-type")
        let request = try URLEncoding.default.encode(original, with: ["a": 1])
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(bodyText(request) == "a=1")
    }

    @Test func queryStringDestinationIgnoresTheMethod() throws {
        let request = try URLEncoding.queryString.encode(try makeRequest("https://h/p", method: .post), with: ["a": 1])
        #expect(request.url?.absoluteString == "https://h/p?a=1")
        #expect(request.httpBody == nil)
    }

    @Test func httpBodyDestinationIgnoresTheMethod() throws {
        let request = try URLEncoding.httpBody.encode(try makeRequest("https://h/p", method: .get), with: ["a": 1])
        #expect(request.url?.absoluteString == "https://h/p")
        #expect(bodyText(request) == "a=1")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == Self.formContentType)
    }

    @Test func appendsToAnExistingQueryKeepingItsEncoding() throws {
        let request = try URLEncoding.default.encode(try makeRequest("https://h/p?x=a%20b&y=%2F"), with: ["z": "c d"])
        #expect(request.url?.absoluteString == "https://h/p?x=a%20b&y=%2F&z=c%20d")
    }

    @Test func keepsTheFragmentAtTheEnd() throws {
        let request = try URLEncoding.default.encode(try makeRequest("https://h/p?x=1#top"), with: ["z": 2])
        #expect(request.url?.absoluteString == "https://h/p?x=1&z=2#top")
    }

    @Test func reusesAnEmptyQuery() throws {
        let request = try URLEncoding.default.encode(try makeRequest("https://h/p?"), with: ["z": 2])
        #expect(request.url?.absoluteString == "https://h/p?z=2")
    }

    @Test func nilEmptyOrAllNilParametersLeaveTheRequestUnchanged() throws {
        let original = try makeRequest("https://h/p?x=1", method: .get)
        let missing: String? = nil
        for parameters in [nil, [:], ["a": missing as any Sendable]] as [Parameters?] {
            let request = try URLEncoding.default.encode(original, with: parameters)
            #expect(request == original)
            #expect(request.url?.absoluteString == "https://h/p?x=1")
        }
        let post = try makeRequest("https://h/p", method: .post)
        let unchanged = try URLEncoding.default.encode(post, with: [:])
        #expect(unchanged.httpBody == nil)
        #expect(unchanged.value(forHTTPHeaderField: "Content-Type") == nil)
    }

    @Test func aRequestWithoutURLThrowsMissingURL() throws {
        var request = try makeRequest("https://h/p")
        request.url = nil
        #expect(throws: RouteGenError.missingURL) {
            try URLEncoding.default.encode(request, with: ["a": 1])
        }
    }

    @Test func encodingsAreComparable() {
        #expect(URLEncoding.default.destination == .methodDependent)
        #expect(URLEncoding.default.arrayEncoding == .brackets)
        #expect(URLEncoding.default.boolEncoding == .numeric)
        #expect(URLEncoding.queryString.destination == .queryString)
        #expect(URLEncoding.httpBody.destination == .httpBody)
    }
}
