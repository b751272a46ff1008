import Foundation
import RouteGenCore
import Testing

/// Documents generated with name and type overrides, compared with their golden folders (`Golden`): an OpenAPI
/// document with every kind of override (`names.yaml` with `names-config.yaml`: `ConfiguredAPI/Shop`, which
/// ConfiguredAPITests call) and a routegen spec (`blog.yaml` with `blog-config.yaml`: `ConfiguredBlogAPI/Blog`). The
/// types that `types.schemas` puts in place of a schema are written by hand beside them (`MyShop.swift`, `BlogKit.swift`).
@Suite struct NameOverrideSnapshotTests {
    static let folders = ["names.yaml": Golden.folder("ConfiguredAPI/Shop"), "blog.yaml": Golden.folder("ConfiguredBlogAPI/Blog")]

    static var goldenFolders: [String] { folders.values.sorted() }

    @Test(arguments: [("names.yaml", "names-config.yaml"), ("blog.yaml", "blog-config.yaml")])
    func generatedFiles(document: String, config: String) throws {
        let spec = "Tests/Fixtures/config/\(document)"
        let output = try GeneratorPipeline.run(
            specAt: TestPaths.url(spec).path, configuration: ConfigFixtures.configuration(config), sourceIdentity: spec)
        #expect(ConfigFixtures.relative(output.diagnostics) == [])
        Golden.check(output, folder: Self.folders[document]!, sourceName: spec)
    }
}
