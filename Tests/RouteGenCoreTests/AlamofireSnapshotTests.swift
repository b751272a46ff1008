import Foundation
import RouteGenCore
import Testing

/// Golden files of the Alamofire output (`runtime: alamofire`), in
/// `__Snapshots__/AlamofireSnapshotTests/`, for the specs whose constructs the Alamofire fixtures
/// (Tests/Generated/Alamofire*, pinned by FixturesAreCurrentTests) don't reach: hostile names, every
/// feature of OpenAPI documents, and streamed answers. Re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter AlamofireSnapshotTests`, then read the diff.
@Suite struct AlamofireSnapshotTests {
    @Test(arguments: ["Tests/Fixtures/hostile.yaml", "Tests/Fixtures/openapi/decoding.yaml",
                      "Tests/Fixtures/streaming/openapi-3.2.yaml", "Tests/Fixtures/streaming/feed.yaml"])
    func generatedFiles(spec: String) throws {
        var configuration = Configuration()
        configuration.runtime = Located(.alamofire)
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path, configuration: configuration)
        assertGolden(output, spec: URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent)
    }

    /// The spec built in Swift with every part OpenAPI documents bring.
    @Test func featuresFiles() throws {
        var options = OutputOptions()
        options.runtime = .alamofire
        assertGolden(try GeneratorPipeline.run(spec: FeaturesSpec.spec, options: options), spec: "features")
    }

    private func assertGolden(_ output: GeneratorPipeline.Output, spec: String) {
        let fileList = output.files.map(\.path).joined(separator: "\n") + "\n"
        assertTextGolden(fileList, suite: "AlamofireSnapshotTests", test: spec, name: "files", pathExtension: "txt")
        for file in output.files {
            assertTextGolden(file.contents, suite: "AlamofireSnapshotTests", test: spec,
                             name: file.path.replacingOccurrences(of: ".swift", with: ""))
        }
    }
}
