import Foundation
import RouteGenRuntime
import Testing

@Suite("URLEncoding value conversion")
struct URLEncodingValueTests {
    let encoding = URLEncoding.default

    @Test func uuidUsesItsUppercaseString() throws {
        let uuid = try #require(UUID(uuidString: fixedUUIDString.lowercased()))
        #expect(encoding.query(["id": uuid]) == "id=\(fixedUUIDString)")
    }

    @Test func dateUsesISO8601() {
        #expect(encoding.query(["since": fixedDate]) == "since=2023-11-14T22%3A13%3A20Z")
    }

    @Test func urlUsesItsAbsoluteString() throws {
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        #expect(encoding.query(["next": url]) == "next=https%3A//example.com/a?b%3Dc")
    }

    @Test func rawRepresentableUsesItsRawValue() {
        let parameters: Parameters = [
            "level": Priority.high,
            "sort": SortOrder.mostPopular,
            "sorts": [SortOrder.newest, SortOrder.mostPopular],
        ]
        #expect(encoding.query(parameters)
            == "level=3&sort=most%20popular&sorts%5B%5D=newest&sorts%5B%5D=most%20popular")
    }

    @Test func noneIsSkippedAtEveryLevel() {
        let missing: Int? = nil
        let present: Int? = 5
        let parameters: Parameters = [
            "a": missing as any Sendable,
            "b": present as any Sendable,
            "list": [1, nil, 3] as [Int?],
            "map": ["x": nil, "y": 2] as [String: Int?],
        ]
        #expect(encoding.query(parameters).removingPercentEncoding == "b=5&list[]=1&list[]=3&map[y]=2")
    }

    @Test func indicesCountOnlyPresentElements() {
        let indexed = URLEncoding(arrayEncoding: .indexInBrackets)
        #expect(indexed.query(["list": [1, nil, 3] as [Int?]]).removingPercentEncoding == "list[0]=1&list[1]=3")
    }

    @Test func nonStringDictionaryKeysAreDescribedAndSorted() {
        let parameters: Parameters = ["m": [2: "b", 1: "a"]]
        #expect(encoding.query(parameters).removingPercentEncoding == "m[1]=a&m[2]=b")
    }

    @Test func setsAreSortedForStableOutput() {
        let parameters: Parameters = ["tags": Set(["b", "c", "a"])]
        #expect(encoding.query(parameters).removingPercentEncoding == "tags[]=a&tags[]=b&tags[]=c")
    }

    @Test func otherValuesUseTheirDescription() throws {
        struct Point: Sendable, CustomStringConvertible {
            var description: String { "(1, 2)" }
        }
        let decimal = try #require(Decimal(string: "12.50"))
        #expect(encoding.query(["d": decimal, "p": Point()]) == "d=12.5&p=%281%2C%202%29")
    }

    @Test func substringsAreTreatedAsStrings() {
        let text = "hello world"
        let word: Substring = text.prefix(5)
        #expect(encoding.query(["w": word]) == "w=hello")
    }
}
