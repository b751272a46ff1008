import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite struct ClosureAdapterCredentialTests {
    @Test func basic() async throws {
        let request = try await ClosureAdapter.basic(username: "Aladdin", password: "open sesame").adapt(makeRequest("https://a.example/x"))
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
    }

    @Test func queryItemJoinsAnExistingQuery() async throws {
        let adapter = ClosureAdapter.query("api key", value: { "a&b" })
        let request = try await adapter.adapt(makeRequest("https://a.example/x?page=2#top"))
        #expect(request.url?.absoluteString == "https://a.example/x?page=2&api%20key=a%26b#top")
    }

    @Test func nilValuesChangeNothing() async throws {
        let original = try makeRequest("https://a.example/x")
        #expect(try await ClosureAdapter.query("k", value: { nil }).adapt(original) == original)
        #expect(try await ClosureAdapter.cookie("k", value: { nil }).adapt(original) == original)
    }

    @Test func cookieJoinsExistingCookies() async throws {
        var request = try makeRequest("https://a.example/x")
        request.setValue("a=1", forHTTPHeaderField: "Cookie")
        request = try await ClosureAdapter.cookie("sid", value: { "x;y" }).adapt(request)
        #expect(request.value(forHTTPHeaderField: "Cookie") == "a=1; sid=x%3By")
    }

    @Test func cookieWithLineBreakIsRejected() async throws {
        let request = try makeRequest("https://a.example/x")
        await #expect(throws: RouteGenError.invalidHeaderValue(name: "Cookie")) {
            try await ClosureAdapter.cookie("sid", value: { "x\r\nEvil: 1" }).adapt(request)
        }
    }
}
