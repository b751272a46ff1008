import Foundation
import RouteGenRuntime
import Testing

/// `HTTPResponse.nextPageURL`: the `rel="next"` target of a `Link` header, as written.
@Suite struct LinkHeaderTests {
    private func next(_ link: String?) -> String? {
        var response = HTTPResponse(statusCode: 200)
        if let link { response.headers = ["Link": link] }
        return response.nextPageURL?.absoluteString
    }

    @Test func readsGitHubsLinkHeader() {
        let link = #"<https://api.github.com/resource?page=2>; rel="next", <https://api.github.com/resource?page=5>; rel="last""#
        #expect(next(link) == "https://api.github.com/resource?page=2")
    }

    @Test func findsNextAfterOtherLinksAndKeepsPercentEncoding() {
        let link = #"<https://x.test/a?page=1>; rel="prev", <https://x.test/a?q=a%2Cb&since=1%3A2>; rel="next""#
        #expect(next(link) == "https://x.test/a?q=a%2Cb&since=1%3A2")
    }

    @Test func acceptsUnquotedAndSeveralRelations() {
        #expect(next("<https://x.test/2>; rel=next") == "https://x.test/2")
        #expect(next(#"<https://x.test/2>; title="p"; REL="last next""#) == "https://x.test/2")
    }

    @Test func noNextLinkGivesNil() {
        #expect(next(nil) == nil)
        #expect(next("") == nil)
        #expect(next(#"<https://x.test/1>; rel="prev", <https://x.test/9>; rel="last""#) == nil)
        #expect(next("<https://x.test/unclosed; rel=next") == nil)
    }
}
