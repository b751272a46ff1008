import Foundation
import RouteGenCore
import SnapshotTesting
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
        let strategy = Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines)
        let failure = verifySnapshot(
            of: text, as: strategy, named: name,
            snapshotDirectory: TestPaths.url("Tests/RouteGenCoreTests/__Snapshots__/NameOverrideSnapshotTests").path,
            testName: spec)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }
}
