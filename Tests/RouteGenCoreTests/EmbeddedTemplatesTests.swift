import Foundation
@testable import RouteGenCore
import Testing

/// The binary carries its default templates; they must equal `Templates/`.
@Suite struct EmbeddedTemplatesTests {
    @Test func embeddedTemplatesEqualTemplatesFolder() throws {
        let folder = TestPaths.url("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        var onDisk: [String: String] = [:]
        for file in files {
            onDisk[String(file.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(!onDisk.isEmpty)
        #expect(Set(onDisk.keys) == Set(EmbeddedTemplates.all.keys), "run Scripts/embed-templates.py")
        for (name, text) in onDisk {
            #expect(EmbeddedTemplates.all[name] == text, "Templates/\(name).mustache differs; run Scripts/embed-templates.py")
        }
    }

    @Test func everyDefaultTemplateParses() {
        var diagnostics = Diagnostics()
        _ = TemplateSet.defaults.library(overridesFolder: nil, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
    }
}
