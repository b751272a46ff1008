import Foundation
@testable import RouteGenCore
import Testing

/// Every diagnostic points at a place that exists in its file, even where libyaml places a value
/// past the end (found by `Scripts/fuzz.py --seed 1 --case 303`).
@Suite struct DiagnosticPlaceTests {
    /// An empty value under a complex key on the file's last line: without a final line break,
    /// libyaml puts it on a line the file doesn't have. After a final line break, the empty last
    /// line is a place in the file, as for YAML syntax errors.
    @Test(arguments: [("", "end.yaml:6:11"), ("\n", "end.yaml:7:1")])
    func anEmptyValueAtTheEndOfTheFileIsPlacedInsideIt(ending: String, place: String) throws {
        let document = """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths: {}
            components:
              schemas:
                ? Loop
            """ + ending
        let output = try GeneratorPipeline.run(data: Data(document.utf8), path: "end.yaml")
        let empty = output.diagnostics.all.filter { $0.message.contains("it is empty") }
        #expect(empty.compactMap(\.location).map(\.description) == [place])
    }

    @Test func thePlaceAfterATextCountsLinesAsLibYAMLDoes() {
        #expect(SourceLocation.after("ab\r\ncd", file: "f").description == "f:2:3")
        #expect(SourceLocation.after("ab\r\ncd\r\n", file: "f").description == "f:3:1")
        #expect(SourceLocation.after("", file: "f").description == "f:1:1")
        #expect(SourceLocation.after("a\u{2028}b", file: "f").description == "f:2:2")
        #expect(SourceLocation.after("a\rb\u{85}é", file: "f").description == "f:3:2")
        // Counted on UTF-8 bytes: scalars of two, three and four bytes are one column each, and
        // characters that share a lead byte with NEL or U+2028 are not line breaks.
        #expect(SourceLocation.after("\u{2029}é🚀\u{2027}\u{A9}x", file: "f").description == "f:2:6")
        #expect(SourceLocation.after("\n\r\n\u{85}\u{2028}e\u{301}", file: "f").description == "f:5:3")
        let text = "ab\r\ncd"
        let atLineFeed = text[text.utf8.index(text.utf8.startIndex, offsetBy: 3)...]
        #expect(SourceLocation.after(atLineFeed, file: "f").description == "f:2:3")
    }
}
