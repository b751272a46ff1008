import Foundation
import RouteGenRuntime
import Testing

/// OpenAPI's `allowReserved` for query items and form fields: reserved characters a query can hold
/// are kept; `[ ] #` (which a query can't hold) and `& = +` (which would split the pair or read as
/// a space) are still encoded; percent-encoded triples pass as they are.
@Suite struct URLEncodingReservedTests {
    private let encoding = URLEncoding.openAPIQuery.allowingReserved(for: ["q"])

    @Test func reservedCharactersAreKept() {
        #expect(encoding.query(["q": "repo:octo/hello is:open"]) == "q=repo:octo/hello%20is:open")
        #expect(encoding.query(["q": "a@b!$'()*,;c"]) == "q=a@b!$'()*,;c")
        #expect(URLEncoding.openAPIQuery.query(["q": "a@b!$'()*,;c"]) == "q=a%40b%21%24%27%28%29%2A%2C%3Bc")
    }

    @Test func whatWouldBreakTheQueryIsStillEncoded() {
        #expect(encoding.query(["q": "a&b=c+d"]) == "q=a%26b%3Dc%2Bd")
        #expect(encoding.query(["q": "x[0]#top"]) == "q=x%5B0%5D%23top")
    }

    /// A value can carry a character the encoding would otherwise keep, such as `%2C`, already encoded.
    @Test func percentEncodedTriplesPass() {
        #expect(encoding.query(["q": "a%2Cb"]) == "q=a%2Cb")
        #expect(encoding.query(["q": "100%"]) == "q=100%25")
        #expect(encoding.query(["q": "%zz%4"]) == "q=%25zz%254")
    }

    /// Only the listed keys, and never the keys themselves.
    @Test func otherKeysAndKeyNamesAreEscapedAsUsual() {
        let encoding = URLEncoding.openAPIQuery.allowingReserved(for: ["a:b"])
        #expect(encoding.query(["a:b": "x:y", "c": "x:y"]) == "a%3Ab=x:y&c=x%3Ay")
    }

    /// Arrays and objects under the key keep reserved characters in every element; the styles'
    /// delimiters are unchanged.
    @Test func everyElementOfAnArray() {
        let encoding = URLEncoding.openAPIQuery.adding(styles: ["f": .form(explode: false)]).allowingReserved(for: ["f", "d"])
        #expect(encoding.query(["f": ["a:b", "c/d"]]) == "f=a:b,c/d")
        #expect(encoding.query(["d": ["k": "v:w"]]) == "d%5Bk%5D=v:w")
    }

    @Test func theKeysSurviveAddingStylesAndAddUp() {
        let encoding = URLEncoding.openAPIForm.allowingReserved(for: ["a"]).adding(styles: ["t": .pipeDelimited])
            .allowingReserved(for: ["b"])
        #expect(encoding.keysAllowingReserved == ["a", "b"])
        #expect(encoding.query(["a": "1:2", "b": "3:4", "c": "5:6"]) == "a=1:2&b=3:4&c=5%3A6")
    }

    @Test func theBodyOfAFormToo() throws {
        let request = try URLEncoding.openAPIForm.allowingReserved(for: ["target"])
            .encode(try makeRequest("https://example.com/links", method: .post), with: ["target": "https://a.example/b?c=d"])
        #expect(bodyText(request) == "target=https://a.example/b?c%3Dd")
    }

    @Test func theURLParsesAndKeepsTheCharacters() throws {
        let request = try encoding.encode(try makeRequest("https://example.com/search"), with: ["q": "is:open label:bug"])
        #expect(request.url?.absoluteString == "https://example.com/search?q=is:open%20label:bug")
        #expect(request.url?.query == "q=is:open%20label:bug")
    }
}
