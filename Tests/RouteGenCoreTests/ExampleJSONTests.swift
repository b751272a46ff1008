@testable import RouteGenCore
import Testing
import Yams

/// Example responses are written in YAML and emitted as JSON inside a raw string literal.
@Suite struct ExampleJSONTests {
    private func json(_ yaml: String) throws -> String? {
        let node = try #require(try Yams.compose(yaml: yaml, Resolver.basic))
        if case let .json(text) = JSONText.make(from: node) { return text }
        return nil
    }

    @Test func scalarsAreReadLikeYAMLsCoreSchema() throws {
        #expect(try json("[1, -2, 2.5, 1e3, true, false, null, ~, yes, hello, '7', \"true\", 0x1F, 1_000]")
            == #"[1,-2,2.5,1e3,true,false,null,null,true,"hello","7","true","0x1F",1000]"#)
    }

    @Test func keysKeepTheirOrderAndStringsAreEscaped() throws {
        #expect(try json("{ b: 1, a: \"tab\\there\", q: 'say \"hi\"', back: '\\' }")
            == #"{"b":1,"a":"tab\there","q":"say \"hi\"","back":"\\"}"#)
        #expect(try json("x: \"\\u0001\\u2028\"") == #"{"x":"\u0001\u2028"}"#)
    }

    @Test func numbersJSONCannotHoldAreRefused() throws {
        #expect(try json("[.inf]") == nil)
        #expect(try json("[.nan]") == nil)
    }

    @Test func aliasesAreRefused() throws {
        #expect(try json("{ a: &one [1], b: *one }") == nil)
        #expect(try json("{ a: &one 1, b: *one }") == nil)
        #expect(try json("{ a: &one 1, b: 2 }") == #"{"a":1,"b":2}"#)
    }

    @Test func rawStringLiteralsUseEnoughHashes() {
        #expect(SwiftLiteral.rawString(#"{"a":1}"#) == ##"#"{"a":1}"#"##)
        #expect(SwiftLiteral.rawString(##"{"a":"#"}"##) == ###"##"{"a":"#"}"##"###)
        #expect(SwiftLiteral.rawString(##"\#(x)"##) == ###"##"\#(x)"##"###)
    }
}
