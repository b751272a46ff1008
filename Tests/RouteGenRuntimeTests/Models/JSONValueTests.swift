import Foundation
import RouteGenRuntime
import Testing

@Suite struct JSONValueTests {
    private func decode(_ json: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    }

    private func encode(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func decodesEveryKind() throws {
        let value = try decode(#"{"a":null,"b":true,"c":2.5,"d":"x","e":[1,false],"f":{"g":0}}"#)
        #expect(value == .object([
            "a": .null, "b": .bool(true), "c": .number(2.5), "d": .string("x"),
            "e": .array([.number(1), .bool(false)]), "f": .object(["g": .number(0)]),
        ]))
    }

    @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
        #expect(try decode("[true, 1, 0, false]") == [true, 1, 0, false])
    }

    @Test func literalsReadLikeJSON() {
        let value: JSONValue = ["name": "Ada", "age": 36, "ratio": 0.5, "admin": true, "manager": nil, "tags": ["a"]]
        #expect(value["name"] == .string("Ada"))
        #expect(value["age"] == .number(36))
        #expect(value["manager"] == .null)
        #expect(value["tags"]?[0] == "a")
        #expect(value["missing"] == nil)
        #expect(value["tags"]?[5] == nil)
        #expect(value[0] == nil)
    }

    @Test func encodesWholeNumbersWithoutAFraction() throws {
        #expect(try encode(["n": 3, "x": 1.25, "list": [nil, "s"]]) == #"{"list":[null,"s"],"n":3,"x":1.25}"#)
    }

    @Test func roundTripsNestedValues() throws {
        let json = #"{"a":[{"b":[[],{}]}],"c":-1e-05}"#
        #expect(try decode(try encode(decode(json))) == decode(json))
    }
}
