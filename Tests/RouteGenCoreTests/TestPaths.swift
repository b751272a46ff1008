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

    /// The OpenAPI documents that generate code: the OAI examples and our focused fixtures (not the
    /// ones that exist to fail, nor the second files of a multi-file document), sorted.
    static var openAPIDocuments: [String] {
        let failing: Set<String> = ["malformed.yaml", "swagger.yaml"]
        return ["Tests/Fixtures/oai", "Tests/Fixtures/openapi"].flatMap { folder -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
            return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !failing.contains($0) }
                .map { "\(folder)/\($0)" }
        }.sorted() + ["Tests/Fixtures/openapi/multifile/api.yaml"]
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
