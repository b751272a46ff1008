import Foundation
import RouteGenCore
import Testing

/// Golden files of the code generated from each Swagger 2.0 fixture in `Tests/Fixtures/swagger/`, one
/// per generated file, in `__Snapshots__/SwaggerSnapshotTests/`; `Scripts/compile-openapi-documents.sh`
/// compiles the same code. Re-record with `SNAPSHOT_TESTING_RECORD=failed swift test --filter SwaggerSnapshotTests`.
@Suite struct SwaggerSnapshotTests {
    @Test(arguments: SwaggerFixtures.documents)
    func generatedFiles(document: String) throws {
        let output = try GeneratorPipeline.run(specAt: SwaggerFixtures.folder + document)
        let name = document.replacingOccurrences(of: "/api.yaml", with: "").replacingOccurrences(of: ".yaml", with: "")
        let fileList = output.files.map(\.path).joined(separator: "\n") + "\n"
        assertTextGolden(fileList, suite: "SwaggerSnapshotTests", test: name, name: "files", pathExtension: "txt")
        for file in output.files {
            assertTextGolden(
                file.contents, suite: "SwaggerSnapshotTests", test: name, name: file.path.replacingOccurrences(of: ".swift", with: ""))
        }
    }

    @Test func everyBulletHasAFixture() {
        #expect(SwaggerFixtures.documents == [
            "bodies.yaml", "components.yaml", "media.yaml", "no-host.yaml", "responses.yaml", "schemas.yaml", "security.yaml",
            "servers.yaml", "multifile/api.yaml",
        ])
    }
}
