import Foundation
import RouteGenRuntime
import Testing

/// Per-key styles: OpenAPI's `style` and `explode` for arrays and dictionaries.
@Suite struct URLEncodingStyleTests {
    private func query(_ style: URLEncoding.Style, _ value: any Sendable) -> String {
        URLEncoding(styles: ["k": style]).query(["k": value])
    }

    @Test func arrays() {
        let ids = [1, 2]
        #expect(query(.form(explode: true), ids) == "k=1&k=2")
        #expect(query(.form(explode: false), ids) == "k=1,2")
        #expect(query(.spaceDelimited, ids) == "k=1%202")
        #expect(query(.pipeDelimited, ids) == "k=1%7C2")
        #expect(query(.deepObject, ids) == "k%5B%5D=1&k%5B%5D=2")
    }

    @Test func dictionaries() {
        let filter = ["state": "open", "label": "x y"]
        #expect(query(.form(explode: true), filter) == "label=x%20y&state=open")
        #expect(query(.form(explode: false), filter) == "k=label,x%20y,state,open")
        #expect(query(.pipeDelimited, filter) == "k=label%7Cx%20y%7Cstate%7Copen")
        #expect(query(.deepObject, filter) == "k%5Blabel%5D=x%20y&k%5Bstate%5D=open")
    }

    @Test func delimitersInsideElementsAreEscaped() {
        #expect(query(.form(explode: false), ["a,b", "c&d"]) == "k=a%2Cb,c%26d")
        #expect(query(.pipeDelimited, ["a|b", "c"]) == "k=a%7Cb%7Cc")
    }

    @Test func emptyAndNilElements() {
        #expect(query(.form(explode: false), [Int]()) == "")
        #expect(query(.form(explode: false), [1, nil, 3] as [Int?]) == "k=1,3")
    }

    @Test func scalarsLookTheSameInEveryStyle() {
        #expect(query(.pipeDelimited, "a b") == "k=a%20b")
        #expect(query(.form(explode: false), true) == "k=1")
    }

    @Test func keysWithoutAStyleKeepTheEncodingsDefault() {
        let encoding = URLEncoding(styles: ["ids": .form(explode: false)])
        #expect(encoding.query(["ids": [1, 2], "tags": ["a"]]) == "ids=1,2&tags%5B%5D=a")
    }

    @Test func delimitedArrayEncodingsApplyToEveryKey() {
        #expect(URLEncoding(arrayEncoding: .commaSeparated).query(["a": [1, 2], "b": ["x"]]) == "a=1,2&b=x")
        #expect(URLEncoding(arrayEncoding: .spaceDelimited).query(["a": ["x", "y"]]) == "a=x%20y")
    }

    @Test func modelsBecomeObjects() {
        struct Filter: Encodable, Sendable {
            var state: String
            var limit: Int?
        }
        #expect(query(.deepObject, Filter(state: "open", limit: 5)) == "k%5Blimit%5D=5&k%5Bstate%5D=open")
        #expect(URLEncoding.default.query(["f": Filter(state: "a")]) == "f%5Bstate%5D=a")
    }
}

/// Form bodies as Stripe's SDKs write them: indexed arrays, literal brackets, at every depth.
@Suite struct URLEncodingIndexedFormTests {
    private let form = URLEncoding(destination: .httpBody, arrayEncoding: .indexInBrackets, boolEncoding: .literal,
                                   keyBrackets: .literal)

    @Test func bracketsStayLiteralInKeysOnly() {
        #expect(form.query(["a[b]": "[x]", "list": ["p q"]]) == "a[b]=%5Bx%5D&list[0]=p%20q")
        #expect(URLEncoding(arrayEncoding: .indexInBrackets).query(["list": ["x"]]) == "list%5B0%5D=x")
    }

    @Test func arraysOfDictionariesAreIndexed() {
        let items: [[String: any Sendable]] = [["price": "p1", "quantity": 2], ["price": "p2", "open": true]]
        #expect(form.query(["line_items": items])
            == "line_items[0][price]=p1&line_items[0][quantity]=2&line_items[1][open]=true&line_items[1][price]=p2")
    }

    /// OpenAPI leaves arrays under `deepObject` undefined; they follow the encoding's `arrayEncoding`.
    @Test func deepObjectArraysFollowTheEncoding() {
        let styled = URLEncoding(arrayEncoding: .indexInBrackets, styles: ["expand": .deepObject])
        #expect(styled.query(["expand": ["a", "b"]]) == "expand%5B0%5D=a&expand%5B1%5D=b")
        #expect(URLEncoding(styles: ["expand": .deepObject]).query(["expand": ["a"]]) == "expand%5B%5D=a")
    }
}
