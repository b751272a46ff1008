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

    // MARK: Numbers keep every digit (issue 32, item 3)

    /// Integers round-trip exactly across the whole range of `Int64` and `UInt64`: near ±2^53 (where a
    /// Double stops holding every integer), ±2^63 and `UInt64.max`.
    @Test(arguments: [
        "9007199254740991", "9007199254740992", "9007199254740993", "-9007199254740993", "9007199254740995",
        "-280779684037947104", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "18446744073709551614", "18446744073709551615", "0", "-1",
    ])
    func integersComeBackWithEveryDigit(text: String) throws {
        #expect(try encode(decode(text)) == text)
        #expect(try encode(decode("[\(text)]")) == "[\(text)]")
    }

    /// Beyond `UInt64`, a number keeps its text, up to the 38 digits of Foundation's `Decimal`.
    @Test(arguments: [
        "18446744073709551616", "123456789012345678901234567890", "-123456789012345678901234567890",
        "12345678901234567890123456789012345678",
    ])
    func largerIntegersKeepTheirText(text: String) throws {
        #expect(try encode(decode(text)) == text)
    }

    /// Decimals keep the value they were given: the shortest text of their Double when it is that
    /// number, else their own digits.
    @Test func decimalsKeepTheirValue() throws {
        #expect(try encode(decode("[0.1,2.5,-0.5,1.25e-7,1.5e300,1e-130]")) == "[0.1,2.5,-0.5,1.25e-07,1.5e+300,1e-130]")
        #expect(try encode(decode("0.10000000000000001")) == "0.10000000000000001")
        #expect(try encode(decode("3.14159265358979323846264338327950288")) == "3.14159265358979323846264338327950288")
        #expect(try encode(decode("12345678901234567890.5")) == "12345678901234567890.5")
        #expect(try encode(decode("0.30000000000000004")) == "0.30000000000000004")
    }

    @Test func wholeNumbersAreWrittenWithoutAFraction() throws {
        #expect(try encode(decode("[3.0,1e2,-0,1e16,1.5e17]")) == "[3,100,0,10000000000000000,150000000000000000]")
    }

    /// In a free-form object, as the unknown case of a union carries it.
    @Test func aFreeFormObjectComesBackByteForByte() throws {
        let json = #"{"amount":0.1,"big":123456789012345678901234567890,"id":-280779684037947104,"max":18446744073709551615,"n":9007199254740993}"#
        #expect(try encode(decode(json)) == json)
    }

    @Test func equalNumbersAreEqualHoweverTheyAreWritten() throws {
        #expect(try decode("3.0") == decode("3"))
        #expect(try decode("1e2") == 100)
        #expect(try decode("0.10") == 0.1)
        #expect(try decode("9007199254740993") != decode("9007199254740992"))
        #expect(try Set([decode("3"), decode("3.0"), 3]).count == 1)
    }

    /// A free-form value in a query item keeps its digits too: it is written from its JSON.
    @Test func aQueryItemHasEveryDigit() throws {
        let value = try decode(#"{"id":-280779684037947104,"n":9007199254740993,"ratio":0.1}"#)
        #expect(URLEncoding.default.query(["meta": value])
            == "meta%5Bid%5D=-280779684037947104&meta%5Bn%5D=9007199254740993&meta%5Bratio%5D=0.1")
    }

    @Test func plainTextHasEveryDigit() throws {
        #expect(try decode("-280779684037947104").plainText == "-280779684037947104")
        #expect(try decode("123456789012345678901234567890").plainText == "123456789012345678901234567890")
        #expect(try decode("1e16").plainText == "10000000000000000")
        #expect(try decode("0.25").plainText == "0.25")
    }
}
