import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// What Swagger 2.0's `collectionFormat`s need of the runtime beyond OpenAPI 3's styles: tabs in a
/// query or form, a delimiter other than commas in a path segment, and joined arrays in multipart bodies.
@Suite struct CollectionFormatTests {
    @Test func tabsInAQuery() {
        let encoding = URLEncoding(styles: ["k": .tabDelimited])
        #expect(encoding.query(["k": [1, 2]]) == "k=1%092")
        #expect(encoding.query(["k": ["a\tb", "c"]]) == "k=a%09b%09c")
        #expect(URLEncoding(arrayEncoding: .tabDelimited).query(["a": ["x", "y"]]) == "a=x%09y")
        #expect(URLEncoding.openAPIForm.adding(styles: ["k": .tabDelimited]).query(["k": ["x", "y"]]) == "k=x%09y")
    }

    @Test func pathSegmentsWithEachDelimiter() {
        #expect(TestRouter.pathSegment(spaceDelimited: ["a", "b c"]) == "a%20b%20c")
        #expect(TestRouter.pathSegment(pipeDelimited: ["a|b", "c"]) == "a%7Cb%7Cc")
        #expect(TestRouter.pathSegment(tabDelimited: [1, 2]) == "1%092")
        #expect(TestRouter.pathSegment(tabDelimited: ["../x"]) == "..%2Fx")
        #expect(TestRouter.pathSegment(pipeDelimited: [String]()) == "")
    }

    @Test func multipartArraysJoinedIntoOnePart() throws {
        let request = try makeRequest("https://example.com/upload", method: .post)
        let encoding = MultipartEncoding(boundary: "X").adding(styles: [
            "csv": .form(explode: false), "ssv": .spaceDelimited, "tsv": .tabDelimited, "pipes": .pipeDelimited,
            "multi": .form(explode: true),
        ])
        let encoded = try encoding.encode(request, with: [
            "csv": ["a", "b,c"], "ssv": [1, 2], "tsv": ["a", "b"], "pipes": [true, false], "multi": ["x", "y"],
            "plain": ["p", "q"], "empty": [String](),
        ])
        let text = try #require(bodyText(encoded))
        let parts = text.components(separatedBy: "--X\r\n").dropFirst().map { $0.replacingOccurrences(of: "\r\n", with: "|") }
        #expect(parts == [
            #"Content-Disposition: form-data; name="csv"||a,b,c|"#,
            #"Content-Disposition: form-data; name="multi"||x|"#,
            #"Content-Disposition: form-data; name="multi"||y|"#,
            #"Content-Disposition: form-data; name="pipes"||true|false|"#,
            #"Content-Disposition: form-data; name="plain"||p|"#,
            #"Content-Disposition: form-data; name="plain"||q|"#,
            #"Content-Disposition: form-data; name="ssv"||1 2|"#,
            "Content-Disposition: form-data; name=\"tsv\"||a\tb|--X--|",
        ])
    }

    @Test func addingStylesKeepsTheBoundary() {
        let encoding = MultipartEncoding(boundary: "B", styles: ["a": .pipeDelimited]).adding(styles: ["b": .spaceDelimited])
        #expect(encoding.boundary == "B")
        #expect(encoding.styles == ["a": .pipeDelimited, "b": .spaceDelimited])
    }
}
