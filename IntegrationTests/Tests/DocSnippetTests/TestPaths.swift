import Foundation

/// Where the repository is, for the files the snippet tests read (the docs, `Tests/Fixtures/docs/snippets`).
enum TestPaths {
    /// Three folders up from IntegrationTests/Tests/DocSnippetTests.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
