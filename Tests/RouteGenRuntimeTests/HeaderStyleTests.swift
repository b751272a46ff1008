import Foundation
import RouteGenRuntime
import Testing

/// `HTTPHeader.simpleValue`: OpenAPI's `simple` style for a header, which carries its text unencoded.
@Suite struct HeaderStyleTests {
    @Test func scalarsArraysAndObjects() {
        #expect(HTTPHeader.simpleValue("a b") == "a b")
        #expect(HTTPHeader.simpleValue([1, 2, 3]) == "1,2,3")
        #expect(HTTPHeader.simpleValue(["R": 100, "G": 200]) == "G,200,R,100")
        #expect(HTTPHeader.simpleValue(["R": 100, "G": 200], explode: true) == "G=200,R=100")
        #expect(HTTPHeader.simpleValue([SortOrder.mostPopular]) == "most popular")
    }

    /// Nothing to send: the header is left out.
    @Test func emptyValuesAreNoHeader() {
        #expect(HTTPHeader.simpleValue(nil) == nil)
        #expect(HTTPHeader.simpleValue([Int]()) == nil)
        #expect(HTTPHeader.simpleValue([String: Int]()) == nil)
        #expect(HTTPHeader.simpleValue(String?.none) == nil)
    }
}
