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

    @Test func theDefaultOutputSkipsOnlyTheAlamofireOutputsOwnTemplates() {
        let skipped = TemplateSet.names.filter { !TemplateSet.renders($0, runtime: .routegen) }
        #expect(skipped.allSatisfy { $0.hasPrefix("Alamofire") })
        #expect(skipped.contains("AlamofireSupportClient.swift") && skipped.contains("AlamofireSecurity.swift"))
        // The default output's Alamofire conformance is its own template.
        #expect(TemplateSet.renders("Alamofire.swift", runtime: .routegen))
        #expect(TemplateSet.names.allSatisfy { TemplateSet.renders($0, runtime: .alamofire) })
    }

    @Test func everyDefaultTemplateParses() {
        var diagnostics = Diagnostics()
        _ = TemplateSet.defaults.library(overridesFolder: nil, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
    }
}
