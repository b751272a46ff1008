import Foundation
import RouteGenCore
import Testing

/// Golden files of documents generated with name and type overrides, in
/// `__Snapshots__/NameOverrideSnapshotTests/`: an OpenAPI document with every kind of override
/// (`names.yaml` with `names-config.yaml`) and a routegen spec (`blog.yaml` with `blog-config.yaml`).
@Suite struct NameOverrideSnapshotTests {
    @Test(arguments: [("names.yaml", "names-config.yaml"), ("blog.yaml", "blog-config.yaml")])
    func generatedFiles(document: String, config: String) throws {
        let output = try ConfigFixtures.run(document, config: config)
        #expect(ConfigFixtures.relative(output.diagnostics) == [])
        let spec = URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
        assertGolden(output.files.map(\.path).joined(separator: "\n") + "\n", spec: spec, name: "files", pathExtension: "txt")
        for file in output.files {
            assertGolden(file.contents, spec: spec, name: file.path.replacingOccurrences(of: ".swift", with: ""))
        }
    }

    private func assertGolden(_ text: String, spec: String, name: String, pathExtension: String = "swift") {
        assertTextGolden(text, suite: "NameOverrideSnapshotTests", test: spec, name: name, pathExtension: pathExtension)
    }
}
