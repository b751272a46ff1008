import Foundation
import RouteGenCore

/// Loads the Swagger 2.0 documents under `Tests/Fixtures/swagger/` and prints their diagnostics with
/// paths relative to that folder, as a user running routegen from there would see them.
enum SwaggerFixtures {
    static let folder = TestPaths.url("Tests/Fixtures/swagger").path + "/"

    /// The documents that generate code (not `problems.yaml` and `version.yaml`, which exist for
    /// their diagnostics, nor the second files of the multi-file document), sorted.
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") && !["problems.yaml", "version.yaml"].contains($0) }.sorted()
            + ["multifile/api.yaml"]
    }

    /// The spec and its warnings, their paths relative to the fixtures' folder.
    static func load(_ name: String) throws -> OpenAPIFixtures.Loaded {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: folder + name)
        return OpenAPIFixtures.Loaded(
            spec: spec, diagnostics: diagnostics.sorted.map { $0.description.replacingOccurrences(of: folder, with: "") })
    }
}
