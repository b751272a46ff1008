import Foundation
import RouteGenRuntime
import Testing

@Suite("URLEncoding query rendering")
struct URLEncodingQueryTests {
    let encoding = URLEncoding.default

    @Test func sortsTopLevelKeysByCodeUnits() {
        let query = encoding.query(["b": 1, "a": 2, "C": 3, "aa": 4])
        #expect(query == "C=3&a=2&aa=4&b=1")
    }

    @Test func arraysUseBracketsByDefault() {
        let query = encoding.query(["key": ["a", "b"]])
        #expect(query == "key%5B%5D=a&key%5B%5D=b")
        #expect(query.removingPercentEncoding == "key[]=a&key[]=b")
    }

    @Test func arraysWithoutBrackets() {
        let query = URLEncoding(arrayEncoding: .noBrackets).query(["key": ["a", "b"]])
        #expect(query == "key=a&key=b")
    }

    @Test func arraysWithIndexInBrackets() {
        let query = URLEncoding(arrayEncoding: .indexInBrackets).query(["key": ["a", "b", "c"]])
        #expect(query == "key%5B0%5D=a&key%5B1%5D=b&key%5B2%5D=c")
        #expect(query.removingPercentEncoding == "key[0]=a&key[1]=b&key[2]=c")
    }

    @Test func nestedDictionariesAreBracketedAndSorted() {
        let query = encoding.query(["filter": ["tag": "swift", "author": "zoe"]])
        #expect(query.removingPercentEncoding == "filter[author]=zoe&filter[tag]=swift")
        #expect(query == "filter%5Bauthor%5D=zoe&filter%5Btag%5D=swift")
    }

    @Test func deeplyNestedDictionaries() {
        let parameters: Parameters = [
            "filter": ["author": ["name": "Zoë", "id": 7] as Parameters, "tag": "swift"] as Parameters,
            "a": 1,
        ]
        #expect(encoding.query(parameters)
            == "a=1&filter%5Bauthor%5D%5Bid%5D=7&filter%5Bauthor%5D%5Bname%5D=Zo%C3%AB&filter%5Btag%5D=swift")
    }

    @Test func arraysInsideDictionariesAndDictionariesInsideArrays() {
        let parameters: Parameters = [
            "filter": ["ids": [1, 2]],
            "items": [["id": 1], ["id": 2]],
        ]
        #expect(encoding.query(parameters).removingPercentEncoding
            == "filter[ids][]=1&filter[ids][]=2&items[][id]=1&items[][id]=2")
    }

    @Test func emptyCollectionsProduceNoPairs() {
        let parameters: Parameters = ["a": [Int](), "b": [String: Int](), "c": "x"]
        #expect(encoding.query(parameters) == "c=x")
    }

    @Test func booleansAreNumericByDefault() {
        #expect(encoding.query(["no": false, "yes": true]) == "no=0&yes=1")
    }

    @Test func booleansCanBeLiteral() {
        let literal = URLEncoding(boolEncoding: .literal)
        #expect(literal.query(["no": false, "yes": true]) == "no=false&yes=true")
        #expect(literal.query(["flags": [true, false]]) == "flags%5B%5D=true&flags%5B%5D=false")
    }

    @Test func numbersUseTheirDescription() {
        let parameters: Parameters = [
            "a": 42, "b": -7, "c": 1.5, "d": UInt8(255), "e": Int64.max, "f": Float(0.5),
        ]
        #expect(encoding.query(parameters) == "a=42&b=-7&c=1.5&d=255&e=9223372036854775807&f=0.5")
    }

    @Test func reservedCharactersInValuesAreEscaped() {
        let query = encoding.query(["q": "a b&c=d+e"])
        #expect(query == "q=a%20b%26c%3Dd%2Be")
    }

    @Test func questionMarkAndSlashStayAsTheyAre() {
        #expect(encoding.query(["path": "/a/b?c"]) == "path=/a/b?c")
    }

    @Test func nonASCIITextAndEmojiArePercentEncodedAsUTF8() {
        let parameters: Parameters = ["jp": "日本", "name": "Zoë", "smile": "😀", "thumb": "👍🏽"]
        #expect(encoding.query(parameters)
            == "jp=%E6%97%A5%E6%9C%AC&name=Zo%C3%AB&smile=%F0%9F%98%80&thumb=%F0%9F%91%8D%F0%9F%8F%BD")
    }

    @Test func keysAreEscapedToo() {
        #expect(encoding.query(["a b": "1", "x&y": "2"]) == "a%20b=1&x%26y=2")
    }

    @Test func emptyParametersGiveAnEmptyQuery() {
        #expect(encoding.query([:]).isEmpty)
    }
}
