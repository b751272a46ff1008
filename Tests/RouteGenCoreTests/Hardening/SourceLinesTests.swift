@testable import RouteGenCore
import Testing

/// The line table behind every `file:line:col` that isn't libyaml's own: text with LF alone is split
/// by a fast search, the rest byte by byte; both must agree with libyaml's line breaks.
@Suite struct SourceLinesTests {
    /// The lines of `text` split one scalar at a time, the way libyaml counts them.
    private static func expectedLines(_ text: String) -> [String] {
        var lines: [String] = [], line = ""
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n", afterReturn { continue }
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                lines.append(line)
                line = ""
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return lines + [line]
    }

    private static func lines(_ source: SourceLines) -> [String] {
        (1...source.count).map { String(decoding: source.content(ofLine: $0), as: UTF8.self) }
    }

    @Test(arguments: [
        "",
        "\n",
        "one line",
        "a: 1\nb: 2\n",
        "a: 1\n\n\nb: 2",
        // Lead bytes of a line break that begin other characters: "é" (C3), "—" and "’" (E2 80 …).
        "title: Café — it’s open\ndescription: “quoted” ½\n",
        "a: 1\r\nb: 2\r\n",
        "a: 1\rb: 2",
        "a: 1\u{85}b: 2\n",
        "a: 1\u{2028}b: 2\u{2029}c: 3\n",
        "mixed: 1\nsecond\r\nthird — ’\u{2028}fourth",
    ])
    func linesEndWhereLibYAMLEndsThem(text: String) {
        let source = SourceLines(text)
        #expect(Self.lines(source) == Self.expectedLines(text))
        #expect(source.count == Self.expectedLines(text).count)
    }

    @Test func aLongTextOfLineFeedsHasEveryLine() {
        let text = (1...5_000).map { "line \($0) — ’é" }.joined(separator: "\n")
        let source = SourceLines(text)
        #expect(source.count == 5_000)
        #expect(Self.lines(source) == Self.expectedLines(text))
        #expect(source.end(file: "f").line == 5_000)
    }
}
