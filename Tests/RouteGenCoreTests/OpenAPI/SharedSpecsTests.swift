import Foundation
import RouteGenCore
import Testing

/// Real documents written by others: each must load without errors and pass the validator.
/// They live outside the repository (`ROUTEGEN_SHARED_SPECS`, default `../shared/specs` beside the
/// package), so the test is skipped where they are missing.
@Suite struct SharedSpecsTests {
    static let folder = ProcessInfo.processInfo.environment["ROUTEGEN_SHARED_SPECS"]
        ?? TestPaths.repository.deletingLastPathComponent().appendingPathComponent("shared/specs").standardizedFileURL.path

    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    @Test(.enabled(if: !documents.isEmpty), arguments: documents)
    func loadsWithoutErrors(name: String) throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.folder + "/" + name)
        #expect(!diagnostics.hasErrors)
        #expect(!spec.servers.isEmpty)
    }

    @Test(.enabled(if: documents.contains("oai-v3.0-petstore.yaml")))
    func petstore() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.folder + "/oai-v3.0-petstore.yaml")
        #expect(diagnostics.all.map(\.message) == [
            "schema 'Error' is named 'SwaggerPetstoreError' in Swift, because 'Error' would hide Swift's own 'Error' in your module",
        ])
        #expect(spec.name == "SwaggerPetstore")
        #expect(spec.routers.map(\.name) == ["PetsRouter"])
        #expect(spec.routers.first?.endpoints.map(\.name) == ["listPets", "createPets", "showPetById"])
        #expect(spec.models.map(\.name) == ["Pet", "Pets", "SwaggerPetstoreError"])
        let list = spec.routers.first?.endpoints.first
        #expect(list?.queryParameters.map { "\($0.wireName): \($0.type.written)" } == ["limit: Int32?"])
        #expect(list?.returns?.written == "Pets")
        #expect(list?.errorResponses.map(\.status) == ["default"])
    }
}
