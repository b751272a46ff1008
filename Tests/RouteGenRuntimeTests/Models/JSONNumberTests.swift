import Foundation
import RouteGenRuntime
import Testing

/// ``JSONNumber``, the number of a ``JSONValue``: its forms, its views as Swift numbers, its text.
@Suite struct JSONNumberTests {
    private func number(_ json: String) throws -> JSONNumber {
        try JSONDecoder().decode(JSONNumber.self, from: Data(json.utf8))
    }

    @Test func literalsAndInitializers() {
        let whole: JSONNumber = 3
        let fraction: JSONNumber = 3.5
        #expect(whole.description == "3")
        #expect(fraction.description == "3.5")
        #expect(JSONNumber(3.0) == 3)
        #expect(JSONNumber(Int64.min).description == "-9223372036854775808")
        #expect(JSONNumber(UInt64.max).description == "18446744073709551615")
        #expect(JSONNumber(UInt64(7)) == 7)
        #expect(JSONNumber(Decimal(string: "0.5")!) == 0.5)
        #expect(JSONNumber(Decimal(string: "123456789012345678901234567890")!).description == "123456789012345678901234567890")
        #expect(JSONNumber(1e20).description == "1e+20")
        let value: JSONValue = [3, 3.5]
        #expect(value == .array([.number(3), .number(3.5)]))
    }

    @Test func integerViewsAreExact() throws {
        let id = try number("-280779684037947104")
        #expect(id.int64Value == -280_779_684_037_947_104)
        #expect(id.intValue == -280_779_684_037_947_104)
        #expect(id.uint64Value == nil)
        #expect(id.doubleValue == -2.807796840379471e17)
        let max = try number("18446744073709551615")
        #expect(max.uint64Value == UInt64.max)
        #expect(max.int64Value == nil)
        #expect(try number("9007199254740993").int64Value == 9_007_199_254_740_993)
        #expect(try number("2.5").int64Value == nil)
        #expect(try number("3.0").intValue == 3)
    }

    @Test func decimalAndDoubleViews() throws {
        #expect(try number("0.1").doubleValue == 0.1)
        #expect(try number("0.1").decimalValue == Decimal(string: "0.1"))
        let long = try number("3.14159265358979323846264338327950288")
        #expect(long.decimalValue == Decimal(string: "3.14159265358979323846264338327950288"))
        #expect(long.doubleValue == 3.141592653589793)
        #expect(try number("123456789012345678901234567890").decimalValue?.description == "123456789012345678901234567890")
        #expect(try number("1.5e300").doubleValue == 1.5e300)
        // Beyond Decimal's exponents.
        #expect(try number("1.5e300").decimalValue == nil)
    }

    @Test func hashingAgreesWithEquality() throws {
        #expect(try Set([number("3"), number("3.0"), number("3e0"), 3]).count == 1)
        #expect(try Set([number("0.1"), number("0.10"), 0.1]).count == 1)
        #expect(try number("18446744073709551616") != number("18446744073709551615"))
    }

    @Test func numbersBeyondADoublesRangeDontDecode() {
        // Foundation's JSONDecoder rejects them whatever the type asked for.
        #expect(throws: DecodingError.self) { try number("1e400") }
    }
}
