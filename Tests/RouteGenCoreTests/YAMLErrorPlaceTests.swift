import Foundation
import RouteGenCore
import Testing

/// Where YAML errors are placed. Both cases were found by `Scripts/fuzz.py`: libyaml places an
/// error at the end of a file that lacks a final line break on the line after the last one, and
/// a bad character after a CR LF was placed one line too early ("\r\n" is one `Character`).
@Suite struct YAMLErrorPlaceTests {
    @Test func anErrorAtTheEndOfTheLastLineStaysOnIt() {
        #expect(diagnostics("a: {b: 1") == [
            "bad.yaml:1:9: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 4)",
        ])
        #expect(diagnostics("openapi: 3.1.0\ninfo:\n  title: T\n  vers") == [
            "bad.yaml:4:7: error: YAML syntax error: could not find expected ':' (while scanning a simple key at line 4, column 3)",
        ])
    }

    @Test func otherLineBreaksCountAsLines() {
        #expect(diagnostics("a: 1\u{2028}b: {c: 1") == [
            "bad.yaml:2:9: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 2, column 4)",
        ])
        #expect(diagnostics("a: 1\r\nb: {c: 1") == [
            "bad.yaml:2:9: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 2, column 4)",
        ])
    }

    @Test func anErrorAfterAFinalLineBreakIsOnTheEmptyLastLine() {
        #expect(diagnostics("a: {b: 1\n") == [
            "bad.yaml:2:1: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 4)",
        ])
    }

    @Test func aBadCharacterAfterCRLFIsOnItsLine() {
        #expect(diagnostics("a: 1\r\nb: x\u{0}\r\n") == [
            "bad.yaml:2:5: error: YAML syntax error: control characters are not allowed",
        ])
        #expect(diagnostics("a: 1\rb: x\u{0}\n") == [
            "bad.yaml:2:5: error: YAML syntax error: control characters are not allowed",
        ])
    }
}
