@testable import RouteGenCore
import Testing

/// The rewriter reads only as much Swift as derivation needs: identifiers of code, whole comments,
/// and string text left alone (the code of interpolations aside).
@Suite struct SwiftRewriterTests {
    /// Upper-cases every identifier it is shown, and brackets every comment.
    private func marked(_ text: String) -> String {
        SwiftRewriter(identifier: { .replace($0.text.uppercased()) }, comment: { "<" + $0 + ">" }).rewrite(text)
    }

    @Test func identifiersOfCodeAreShownAndStringsAreNot() {
        #expect(marked(#"let name = "a name""#) == #"LET NAME = "a name""#)
        #expect(marked(#"f("x \(value.count) y")"#) == #"F("x \(VALUE.COUNT) y")"#)
        #expect(marked(#"f("\(g("in \(h)"))")"#) == #"F("\(G("in \(H)"))")"#)
        #expect(marked(##"let s = #"raw \(kept) \#(shown)"#"##) == ##"LET S = #"raw \(kept) \#(SHOWN)"#"##)
        #expect(marked("let s = \"\"\"\n  text \"quoted\" \\(x)\n  \"\"\"") == "LET S = \"\"\"\n  text \"quoted\" \\(X)\n  \"\"\"")
        #expect(marked(#"let q = "a \"b\" c"; d"#) == #"LET Q = "a \"b\" c"; D"#)
    }

    @Test func commentsAreShownWhole() {
        #expect(marked("a // b c\nd") == "A <// b c>\nD")
        #expect(marked("a /* b /* nested */ c */ d") == "A </* b /* nested */ c */> D")
        #expect(marked("/// `JSONValue`\nx") == "</// `JSONValue`>\nX")
    }

    @Test func numbersAndBacktickedNamesAreKept() {
        #expect(marked("case 0x0D, 0x0A, 1e15: x") == "CASE 0x0D, 0x0A, 1e15: X")
        #expect(marked("static let `default` = x") == "STATIC LET `default` = X")
        #expect(marked("0...9") == "0...9")
    }

    @Test func anIdentifierKnowsWhatStandsAroundIt() {
        var seen: [String] = []
        _ = SwiftRewriter(identifier: { found in
            seen.append("\(found.text):\(found.depth):\(found.before.map { String(UnicodeScalar($0)) } ?? "-"):\(found.previous ?? "-")")
            return .keep
        }).rewrite("struct A { @Sendable var b: C.D }")
        #expect(seen == ["struct:0:-:-", "A:0:t:struct", "Sendable:1:@:A", "var:1:e:Sendable", "b:1:r:var", "C:1:::b", "D:1:.:C"])
    }

    @Test func aReplacementCanDropWhatFollows() {
        let text = SwiftRewriter(identifier: { $0.text == "Module" ? .replaceDropping("", count: 1) : .keep }).rewrite("Module.Type x")
        #expect(text == "Type x")
    }
}
