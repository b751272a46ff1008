@testable import RouteGenCore
import Testing

@Suite struct ImportPreambleTests {
    @Test func importsAndImportOnlyBlocksAreSplitOff() {
        let preamble = ImportPreamble(splitting: """

            import Foundation
            @preconcurrency import Dispatch
            import struct Foundation.URL
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif

            /// Doc.
            enum A {}
            import Later

            """)
        #expect(preamble.imports == [
            "import Foundation", "@preconcurrency import Dispatch", "import struct Foundation.URL",
            "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif",
        ])
        #expect(preamble.body == "/// Doc.\nenum A {}\nimport Later\n")
    }

    @Test func aBlockWithCodeEndsThePreamble() {
        let text = "import Foundation\n#if DEBUG\nlet debug = true\n#endif\n"
        let preamble = ImportPreamble(splitting: text)
        #expect(preamble.imports == ["import Foundation"])
        #expect(preamble.body == "#if DEBUG\nlet debug = true\n#endif\n")
    }

    @Test func wordsThatOnlyStartLikeImportAreCode() {
        let preamble = ImportPreamble(splitting: "importance = 1\n")
        #expect(preamble.imports.isEmpty)
        #expect(preamble.body == "importance = 1\n")
    }

    @Test func onlyImportsLeavesAnEmptyBody() {
        #expect(ImportPreamble(splitting: "import Foundation\n").body == "")
    }
}
