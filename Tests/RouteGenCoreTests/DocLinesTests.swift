@testable import RouteGenCore
import Testing

/// `SwiftLiteral.docLines` reads most descriptions on their UTF-8 bytes; these pin that it
/// cuts and trims exactly as the walk over scalars does, whatever the text.
@Suite struct DocLinesTests {
    @Test(arguments: [
        "", "one line", "  indented\n\ttabbed\t \n", "First line.   \n\nSecond.", "\n\n middle \n\n",
        "trailing no-break space\u{00A0}\nnext", "ideographic space　", "é \nè\t", " \u{301}", "a \u{301}",
        "\u{600} ", "x\u{600} \ny", "emoji 🚀 \n", "CR LF\r\nnext", "lone CR\rnext", "NEL\u{85}next",
        "C1 \u{9F} control", "line\u{2028}separator", "paragraph\u{2029}separator", "NUL\u{0}inside", "DEL\u{7F}",
        "VT\u{0B}FF\u{0C}", "en quad\u{2000}", "日本語\n中文 ", "\u{2027}\u{202A} near the separators",
    ])
    func bytesAndScalarsAgree(text: String) {
        #expect(SwiftLiteral.docLines(text) == Self.trimmedEnds(SwiftLiteral.scalarLines(text)))
    }

    @Test func plainTextIsCutOnBytes() {
        #expect(SwiftLiteral.plainLines("a  \n\tb\t\nc\u{00A0}") == ["a", "\tb", "c"])
        #expect(SwiftLiteral.plainLines("a\r\nb") == nil)
        #expect(SwiftLiteral.plainLines("a\u{2028}b") == nil)
        #expect(SwiftLiteral.plainLines("a\u{85}b") == nil)
    }

    private static func trimmedEnds(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
