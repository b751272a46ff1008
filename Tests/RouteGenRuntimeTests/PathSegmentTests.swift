import Foundation
import RouteGenRuntime
import Testing

@Suite("RequestRouter.pathSegment")
struct PathSegmentTests {
    @Test(arguments: [
        ("../admin", "..%2Fadmin"),
        ("a/b?c=d", "a%2Fb%3Fc%3Dd"),
        ("%2F", "%252F"),
        ("..", "%2E%2E"),
        (".", "%2E"),
        ("...", "..."),
        ("john doe", "john%20doe"),
        ("Zoë", "Zo%C3%AB"),
        ("日本", "%E6%97%A5%E6%9C%AC"),
        ("😀", "%F0%9F%98%80"),
        ("a#b;c", "a%23b%3Bc"),
        ("a+b&c=d@e:f", "a%2Bb%26c%3Dd%40e%3Af"),
        ("AZaz09-._~", "AZaz09-._~"),
        ("\\", "%5C"),
        ("", ""),
    ])
    func encodesExactlyOneSegment(input: String, expected: String) {
        #expect(TestRouter.pathSegment(input) == expected)
    }

    @Test func acceptsAnyCustomStringConvertible() {
        #expect(TestRouter.pathSegment(42) == "42")
        #expect(TestRouter.pathSegment(-1.5) == "-1.5")
        #expect(TestRouter.pathSegment(HTTPMethod.get) == "GET")
    }

    @Test func encodedSegmentsSurviveURLParsing() throws {
        for name in ["../admin", "..", "%2F", "a/b?c=d#e"] {
            let request = try TestRouter.user(username: name).asURLRequest()
            let url = try #require(request.url)
            #expect(url.absoluteString == "https://api.example.com/v1/users/\(TestRouter.pathSegment(name))")
            #expect(url.query == nil)
            #expect(url.fragment == nil)
        }
    }

    /// `x-multi-segment` values keep their slashes; each piece is still one encoded segment.
    @Test(arguments: [
        ("docs/README.md", "docs/README.md"),
        ("heads/main", "heads/main"),
        ("a b/c?d#e", "a%20b/c%3Fd%23e"),
        ("../../admin", "%2E%2E/%2E%2E/admin"),
        ("a/./b", "a/%2E/b"),
        ("/lead//trail/", "/lead//trail/"),
        ("%2F", "%252F"),
    ])
    func segmentsKeepTheirSlashes(input: String, expected: String) {
        #expect(TestRouter.pathSegments(input) == expected)
    }
}
