import Foundation
import RouteGenRuntime
import Testing

/// OpenAPI's path styles, checked against the style table of the OpenAPI 3.1 specification
/// (`color` as `"blue"`, `["blue", "black", "brown"]` and `{R: 100, G: 200, B: 150}`), with the
/// object's entries in key order.
@Suite("RequestRouter.pathSegment(_:style:)")
struct PathStyleTests {
    static let array = ["blue", "black", "brown"]
    static let object = ["R": 100, "G": 200, "B": 150]

    @Test(arguments: [
        (PathStyle.simple, false, "blue", "blue,black,brown", "B,150,G,200,R,100"),
        (PathStyle.simple, true, "blue", "blue,black,brown", "B=150,G=200,R=100"),
        (PathStyle.label, false, ".blue", ".blue,black,brown", ".B,150,G,200,R,100"),
        (PathStyle.label, true, ".blue", ".blue.black.brown", ".B=150.G=200.R=100"),
        (PathStyle.matrix(name: "color"), false, ";color=blue", ";color=blue,black,brown", ";color=B,150,G,200,R,100"),
        (PathStyle.matrix(name: "color"), true, ";color=blue", ";color=blue;color=black;color=brown", ";B=150;G=200;R=100"),
    ])
    func theStyleTable(style: PathStyle, explode: Bool, string: String, array: String, object: String) {
        #expect(TestRouter.pathSegment("blue", style: style, explode: explode) == string)
        #expect(TestRouter.pathSegment(Self.array, style: style, explode: explode) == array)
        #expect(TestRouter.pathSegment(Self.object, style: style, explode: explode) == object)
    }

    /// An empty string is a value (`;color`; `.` in `label` style, written `%2E` since a bare `.`
    /// segment would be dropped from the path); an empty array or object writes nothing.
    @Test func emptyValues() {
        #expect(TestRouter.pathSegment("", style: .matrix(name: "color")) == ";color")
        #expect(TestRouter.pathSegment("", style: .label) == "%2E")
        #expect(TestRouter.pathSegment([String](), style: .label) == "")
        #expect(TestRouter.pathSegment([String: Int](), style: .matrix(name: "color"), explode: true) == "")
    }

    /// Each piece is encoded as one segment, so a delimiter inside an element can't be read as one.
    @Test func piecesAreEncoded() {
        #expect(TestRouter.pathSegment(["a/b", "c,d", "e.f;g"], style: .label, explode: true) == ".a%2Fb.c%2Cd.e.f%3Bg")
        #expect(TestRouter.pathSegment(["x y"], style: .matrix(name: "q r")) == ";q%20r=x%20y")
        #expect(TestRouter.pathSegment(["..", "?"], style: .simple) == "..,%3F")
    }

    /// A bare `.` or `..` never reaches the path: it would move the request to another route.
    @Test func dotSegmentsStayValues() {
        #expect(TestRouter.pathSegment([".."], style: .simple) == "%2E%2E")
        #expect(TestRouter.pathSegment(".", style: .simple) == "%2E")
        #expect(TestRouter.pathSegment("..", style: .label) == "...")
    }

    /// Enums by raw value, booleans as `true`/`false`, models by their JSON keys.
    @Test func valuesOfEveryKind() {
        struct Point: Encodable, Sendable { var x: Int; var y: Int }
        #expect(TestRouter.pathSegment([SortOrder.newest, .mostPopular], style: .label) == ".newest,most%20popular")
        #expect(TestRouter.pathSegment([true, false], style: .matrix(name: "f"), explode: true) == ";f=true;f=false")
        #expect(TestRouter.pathSegment(Point(x: 1, y: 2), style: .matrix(name: "p"), explode: true) == ";x=1;y=2")
        #expect(TestRouter.pathSegment(5, style: .matrix(name: "carId")) == ";carId=5")
    }

    /// OpenAPI 3.2's `allowReserved`: what a segment may hold stays; what would end it does not.
    @Test func allowingReserved() {
        #expect(TestRouter.pathSegment("a:b@c!$&'()*+,;=d", style: .simple, allowingReserved: true) == "a:b@c!$&'()*+,;=d")
        #expect(TestRouter.pathSegment("a/b?c#d[e]", style: .simple, allowingReserved: true) == "a%2Fb%3Fc%23d%5Be%5D")
        #expect(TestRouter.pathSegment("50% off %2F", style: .simple, allowingReserved: true) == "50%25%20off%20%2F")
        #expect(TestRouter.pathSegment("..", style: .simple, allowingReserved: true) == "%2E%2E")
        #expect(TestRouter.pathSegment(["a,b", "c"], style: .simple, allowingReserved: true) == "a,b,c")
        #expect(TestRouter.pathSegment("a:b", style: .simple) == "a%3Ab")
        #expect(TestRouter.pathSegments("v1:x/a b/..", allowingReserved: true) == "v1:x/a%20b/%2E%2E")
    }
}
