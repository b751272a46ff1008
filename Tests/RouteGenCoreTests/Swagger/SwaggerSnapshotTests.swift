import Foundation
import RouteGenCore
import Testing

/// The code generated from each Swagger 2.0 fixture in `Tests/Fixtures/swagger/`, compared with its golden
/// folder (`Golden`: `swagger/bodies.yaml` → `IntegrationTests/Generated/SwaggerBodies`), which the integration
/// package compiles. Re-record with `SNAPSHOT_TESTING_RECORD=failed swift test --filter SwaggerSnapshotTests`.
@Suite struct SwaggerSnapshotTests {
    static var goldenFolders: [String] { SwaggerFixtures.documents.map { Goldens.folder(of: "Tests/Fixtures/swagger/\($0)") } }

    @Test(arguments: SwaggerFixtures.documents)
    func generatedFiles(document: String) throws {
        let spec = "Tests/Fixtures/swagger/\(document)"
        let output = try GeneratorPipeline.run(specAt: SwaggerFixtures.folder + document, sourceIdentity: spec)
        Golden.check(output, folder: Goldens.folder(of: spec), sourceName: spec)
    }

    @Test func everyBulletHasAFixture() {
        #expect(SwaggerFixtures.documents == [
            "bodies.yaml", "components.yaml", "media.yaml", "no-host.yaml", "responses.yaml", "schemas.yaml", "security.yaml",
            "servers.yaml", "multifile/api.yaml",
        ])
    }
}
