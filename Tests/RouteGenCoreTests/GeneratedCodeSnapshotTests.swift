import Foundation
import RouteGenCore
import SnapshotTesting
import Testing

/// Golden files of the generated code, one per generated file, in
/// `__Snapshots__/GeneratedCodeSnapshotTests/`. They are `.swift` files so they read as code
/// in review, and the test target excludes them from compilation.
///
/// To re-record after a deliberate change: `SNAPSHOT_TESTING_RECORD=failed swift test`, then read
/// the diff before committing.
@Suite struct GeneratedCodeSnapshotTests {
    static let specs = TestPaths.exampleSpecs + ["Tests/Fixtures/hostile.yaml"]

    @Test(arguments: specs)
    func generatedFiles(spec: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path)
        assertGolden(output, spec: URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent)
    }

    /// Golden names keep the folder, since both `oai/` and `openapi/` have a petstore:
    /// `Tests/Fixtures/oai/petstore.yaml` → `oai-petstore`.
    @Test(arguments: TestPaths.openAPIDocuments)
    func openAPIFiles(document: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(document).path)
        let name = document.replacingOccurrences(of: "Tests/Fixtures/", with: "")
            .replacingOccurrences(of: "/api.yaml", with: "")
            .replacingOccurrences(of: ".yaml", with: "").replacingOccurrences(of: ".json", with: "-json")
            .replacingOccurrences(of: "/", with: "-")
        assertGolden(output, spec: name)
    }

    /// Streamed answers (issue 21): every sequential media type, every construct of OpenAPI 3.2, and
    /// the routegen format's `returns: stream of`.
    @Test(arguments: ["streams.yaml", "openapi-3.2.yaml", "feed.yaml"])
    func streamingFiles(fixture: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url("Tests/Fixtures/streaming/\(fixture)").path)
        assertGolden(output, spec: "streaming-" + fixture.replacingOccurrences(of: ".yaml", with: ""))
    }

    /// OpenAI's chat completions and responses: the calls (both ways) of the 660 files; the rest is
    /// pinned by FixturesAreCurrentTests and compiled as OpenAIStreamingAPI.
    @Test func openAIStreamingCalls() throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url("Tests/Fixtures/streaming/openai-streaming.json").path)
        for file in output.files where file.path.hasPrefix("Clients/") {
            assertGolden(file.contents, spec: "streaming-openai", name: file.path.replacingOccurrences(of: ".swift", with: ""))
        }
    }

    /// The spec built in Swift with every part OpenAPI documents bring.
    @Test func featuresFiles() throws {
        assertGolden(try GeneratorPipeline.run(spec: FeaturesSpec.spec), spec: "features")
    }

    /// The filter fixture under a filter (docs/Configuration.md): only the chosen calls, and the models they reach.
    @Test func filteredFiles() throws {
        let output = try GeneratorPipeline.run(specAt: FilterFixture.path, configuration: FilterFixture.golden)
        assertGolden(output, spec: "config-filter")
    }

    private func assertGolden(_ output: GeneratorPipeline.Output, spec: String) {
        let fileList = output.files.map(\.path).joined(separator: "\n") + "\n"
        assertGolden(fileList, spec: spec, name: "files", pathExtension: "txt")
        for file in output.files {
            assertGolden(file.contents, spec: spec, name: file.path.replacingOccurrences(of: ".swift", with: ""))
        }
    }

    @Test func exampleSpecsExist() {
        #expect(TestPaths.exampleSpecs.contains("specs/api.yaml"))
    }

    private func assertGolden(_ text: String, spec: String, name: String, pathExtension: String = "swift") {
        assertTextGolden(text, suite: "GeneratedCodeSnapshotTests", test: spec, name: name, pathExtension: pathExtension)
    }
}

/// Compares `text` with `__Snapshots__/<suite>/<test>.<name>.<pathExtension>`.
func assertTextGolden(_ text: String, suite: String, test: String, name: String, pathExtension: String = "swift") {
    let strategy = Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines)
    let failure = verifySnapshot(
        of: text, as: strategy, named: name,
        snapshotDirectory: TestPaths.url("Tests/RouteGenCoreTests/__Snapshots__/\(suite)").path, testName: test)
    #expect(failure == nil, Comment(rawValue: failure ?? ""))
}
