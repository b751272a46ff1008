import Foundation
import RouteGenCore
import Testing

/// Tests/Fixtures/config/notes.yaml generated with each configuration file beside it, compared with its golden
/// folder (`Golden`: `notes-prefix` → `IntegrationTests/Generated/ConfiguredNotesPrefixAPI`), which the integration
/// package compiles; `files` are the files the option changes, which must be among them.
/// Re-record with `SNAPSHOT_TESTING_RECORD=failed swift test`, then read the diff.
@Suite struct ConfigurationSnapshotTests {
    static let spec = "Tests/Fixtures/config/notes.yaml"

    static let configurations = [
        ("notes-internal", ["NotesServer.swift", "Models/Note.swift", "Routers/NotesRouter.swift", "Clients/NotesClient.swift"]),
        ("notes-prefix", ["JotServer.swift", "JotDefaults.swift", "Routers/NotesRouter.swift"]),
        ("notes-imports", ["Models/Note.swift", "NotesAlamofire.swift"]),
        ("notes-server-index", ["NotesServer.swift"]),
        ("notes-server-url", ["NotesServer.swift"]),
    ]

    /// `notes-server-url` → `ConfiguredNotesServerUrlAPI`.
    static func folder(_ config: String) -> String {
        Golden.folder("Configured" + Goldens.moduleName(config) + "API")
    }

    static var goldenFolders: [String] { configurations.map { folder($0.0) } }

    @Test(arguments: configurations)
    func configuredFiles(config: String, files: [String]) throws {
        let configuration = try ConfigurationFile.load(path: TestPaths.url("Tests/Fixtures/config/\(config).yaml").path)
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(Self.spec).path, configuration: configuration, sourceIdentity: Self.spec)
        let generated = Set(output.files.map(\.path))
        #expect(files.filter { !generated.contains($0) } == [], "not generated")
        Golden.check(output, folder: Self.folder(config), sourceName: Self.spec)
    }
}
