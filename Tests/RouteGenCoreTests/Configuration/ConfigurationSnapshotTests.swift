import Foundation
import RouteGenCore
import Testing

/// Golden files of Tests/Fixtures/config/notes.yaml generated with each configuration file beside
/// it, in `__Snapshots__/ConfigurationSnapshotTests/`: the files an option changes, and the file list.
/// Re-record with `SNAPSHOT_TESTING_RECORD=failed swift test`, then read the diff.
@Suite struct ConfigurationSnapshotTests {
    @Test(arguments: [
        ("notes-internal", ["NotesServer.swift", "Models/Note.swift", "Routers/NotesRouter.swift", "Clients/NotesClient.swift"]),
        ("notes-prefix", ["JotServer.swift", "JotDefaults.swift", "Routers/NotesRouter.swift"]),
        ("notes-imports", ["Models/Note.swift", "NotesAlamofire.swift"]),
        ("notes-server-index", ["NotesServer.swift"]),
        ("notes-server-url", ["NotesServer.swift"]),
    ])
    func configuredFiles(config: String, files: [String]) throws {
        let configuration = try ConfigurationFile.load(path: TestPaths.url("Tests/Fixtures/config/\(config).yaml").path)
        let output = try GeneratorPipeline.run(
            specAt: TestPaths.url("Tests/Fixtures/config/notes.yaml").path, configuration: configuration)
        assertGolden(output.files.map(\.path).joined(separator: "\n") + "\n", config: config, name: "files", pathExtension: "txt")
        for path in files {
            let contents = output.files.first { $0.path == path }?.contents ?? "(not generated)"
            assertGolden(contents, config: config, name: path.replacingOccurrences(of: ".swift", with: ""))
        }
    }

    private func assertGolden(_ text: String, config: String, name: String, pathExtension: String = "swift") {
        assertTextGolden(text, suite: "ConfigurationSnapshotTests", test: config, name: name, pathExtension: pathExtension)
    }
}
