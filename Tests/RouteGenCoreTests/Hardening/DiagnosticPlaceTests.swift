import Foundation
@testable import RouteGenCore
import Testing

/// Every diagnostic points at a place that exists in its file, even where libyaml places a value
/// past the end (found by `Scripts/fuzz.py --seed 1 --case 303`).
@Suite struct DiagnosticPlaceTests {
    /// An empty value under a complex key on the file's last line: libyaml puts it on the line
    /// after the last one.
    @Test(arguments: ["", "\n"])
    func anEmptyValueAtTheEndOfTheFileIsPlacedInsideIt(ending: String) throws {
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
        #expect(empty.compactMap(\.location).map(\.description) == ["end.yaml:6:11"])
    }

    @Test func theEndOfATextIsTheEndOfItsLastLine() {
        #expect(SourceLocation.end(of: "ab\r\ncd", file: "f").description == "f:2:3")
        #expect(SourceLocation.end(of: "ab\r\ncd\r\n", file: "f").description == "f:2:3")
        #expect(SourceLocation.end(of: "", file: "f").description == "f:1:1")
        #expect(SourceLocation.end(of: "a\u{2028}b", file: "f").description == "f:2:2")
    }
}
