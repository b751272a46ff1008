import Foundation

/// Paths inside the repository, found from this file's location so tests run from any folder.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { repository.appendingPathComponent(relative) }

    /// Every spec in `specs/`, sorted.
    static var exampleSpecs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url("specs").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { "specs/\($0)" }
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
