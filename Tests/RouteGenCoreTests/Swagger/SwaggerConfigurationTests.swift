import Foundation
import RouteGenCore
import Testing

/// The configuration file works on a Swagger 2.0 document as on an OpenAPI one: names and type
/// overrides are keyed by the names the document writes (`definitions` keys, operationIds), and the
/// filter picks operations and the models they reach.
@Suite struct SwaggerConfigurationTests {
    private func configuration(_ yaml: String) throws -> Configuration {
        try ConfigurationFile.parse(data: Data(yaml.utf8), path: "routegen-config.yaml")
    }

    @Test func namesTypesAccessAndPrefix() throws {
        let config = try configuration("""
            access: internal
            prefix: Zoo
            names:
              types:
                Owner: Keeper
              properties:
                petType: kind
            types:
              formats:
                int64: Int
            """)
        let output = try GeneratorPipeline.run(specAt: SwaggerFixtures.folder + "schemas.yaml", configuration: config)
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let pet = try #require(output.files.first { $0.path == "Models/Pet.swift" }?.contents)
        #expect(pet.contains("\nstruct Pet: Codable"))
        #expect(pet.contains("    var kind: Swift.String\n"))
        #expect(pet.contains("    var id: Swift.Int?\n"))
        #expect(pet.contains("    var owner: Keeper?\n"))
        #expect(output.files.contains { $0.path == "ZooServer.swift" })
        let renamed = try GeneratorPipeline.run(
            specAt: SwaggerFixtures.folder + "bodies.yaml", configuration: try configuration("names:\n  operations:\n    addPet: adopt\n"))
        #expect(renamed.spec.routers.flatMap(\.endpoints).map(\.name).contains("adopt"))
    }

    @Test func filterPicksOperationsAndTheirModels() throws {
        let config = try configuration("filter:\n  operations: [addPet]\n")
        let output = try GeneratorPipeline.run(specAt: SwaggerFixtures.folder + "bodies.yaml", configuration: config)
        #expect(output.spec.routers.flatMap(\.endpoints).map(\.name) == ["addPet"])
        #expect(output.spec.models.map(\.name) == ["Pet"])
    }
}
