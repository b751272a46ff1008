import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite struct CookieTests {
    @Test func pairsInNameOrderWithoutNils() {
        let value = HTTPHeader.cookieValue(["theme": "dark", "id": 7, "debug": Bool?.none, "on": true])
        #expect(value == "id=7; on=true; theme=dark")
    }

    @Test func nothingLeftMeansNoHeader() {
        #expect(HTTPHeader.cookieValue(["a": String?.none]) == nil)
        #expect(HTTPHeader.cookieValue([:]) == nil)
    }

    @Test func valuesAreEscapedAndArraysJoined() {
        let value = HTTPHeader.cookieValue(["q": "a b;c,d\"e\\f%g=h", "ids": [1, 2], "order": SortOrder.mostPopular, "é": "ü"])
        #expect(value == "ids=1,2; order=most%20popular; q=a%20b%3Bc%2Cd%22e%5Cf%25g=h; é=%C3%BC")
    }

    @Test func lineBreaksReachTheHeaderCheck() throws {
        #expect(HTTPHeader.cookieValue(["a": "x\r\ny"]) == "a=x\r\ny")
        #expect(throws: RouteGenError.invalidHeaderValue(name: "Cookie")) {
            try TestRouter.withHeader(name: "Cookie", value: HTTPHeader.cookieValue(["a": "x\ny"]) ?? "").asURLRequest()
        }
    }
}
