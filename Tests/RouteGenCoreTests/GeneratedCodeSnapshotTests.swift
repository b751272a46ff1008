import Foundation
import RouteGenCore
import SnapshotTesting
import Testing

/// The generated code of every spec the tests use, compared file by file with its golden folder in
/// `IntegrationTests/Generated` (`Golden`), which the integration package compiles with warnings as errors.
///
/// To re-record after a deliberate change: `SNAPSHOT_TESTING_RECORD=failed swift test`, then read
/// the diff before committing.
@Suite struct GeneratedCodeSnapshotTests {
    static let specs = TestPaths.exampleSpecs + ["Tests/Fixtures/hostile.yaml"]
    static let streaming = ["streams.yaml", "openapi-3.2.yaml", "feed.yaml"]
    static let openAI = "Tests/Fixtures/streaming/openai-streaming.json"

    static var goldenFolders: [String] {
        (specs + TestPaths.openAPIDocuments + streaming.map { "Tests/Fixtures/streaming/\($0)" } + [openAI]).map(Goldens.folder(of:))
            + [FixturesAreCurrentTests.features, FixturesAreCurrentTests.filtered]
    }

    @Test(arguments: specs)
    func generatedFiles(spec: String) throws {
        try assertGolden(spec)
    }

    /// Golden folders are named after the folder too, since both `oai/` and `openapi/` have a petstore:
    /// `Tests/Fixtures/oai/petstore.yaml` → `PetstoreAPI`, `Tests/Fixtures/openapi/petstore.json` → `OpenAPIPetstoreJSON`.
    @Test(arguments: TestPaths.openAPIDocuments)
    func openAPIFiles(document: String) throws {
        try assertGolden(document)
    }

    /// Streamed answers (issue 21): every sequential media type, every construct of OpenAPI 3.2, and
    /// the routegen format's `returns: stream of`.
    @Test(arguments: streaming)
    func streamingFiles(fixture: String) throws {
        try assertGolden("Tests/Fixtures/streaming/\(fixture)")
    }

    /// OpenAI's chat completions and responses: the calls (both ways) and the 660 other files, compiled as OpenAIStreamingAPI.
    @Test func openAIStreamingCalls() throws {
        try assertGolden(Self.openAI)
    }

    /// The spec built in Swift with every part OpenAPI documents bring: `FeaturesAPI`, which FeaturesAPITests call.
    @Test func featuresFiles() throws {
        let output = try GeneratorPipeline.run(spec: FeaturesSpec.spec)
        Golden.check(output, folder: FixturesAreCurrentTests.features, sourceName: output.spec.sourceName)
    }

    /// The filter fixture under a filter (docs/Configuration.md): only the chosen calls, and the models they reach.
    @Test func filteredFiles() throws {
        let spec = "Tests/Fixtures/config/filter.yaml"
        let output = try GeneratorPipeline.run(specAt: FilterFixture.path, configuration: FilterFixture.golden, sourceIdentity: spec)
        Golden.check(output, folder: FixturesAreCurrentTests.filtered, sourceName: spec)
    }

    @Test func exampleSpecsExist() {
        #expect(TestPaths.exampleSpecs.contains("specs/api.yaml"))
    }

    private func assertGolden(_ spec: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path, sourceIdentity: spec)
        Golden.check(output, folder: Goldens.folder(of: spec), sourceName: spec)
    }
}
