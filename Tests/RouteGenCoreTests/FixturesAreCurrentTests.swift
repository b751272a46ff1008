import Foundation
import RouteGenCore
import Testing

/// The ExampleAPI, HostileAPI, PetstoreAPI, ResponsesAPI, GitHubResponsesAPI, StripeListAPI, FeaturesAPI, FilteredAPI, WireAPI,
/// AnswersAPI and ConfiguredAPI
/// targets, and the Alamofire* targets (the Alamofire output of some of them), compile committed copies of generated code.
/// These tests keep the copies equal to what the generator produces now, so the compile check
/// can't go stale. Refresh them with `Scripts/update-fixtures.sh`.
@Suite struct FixturesAreCurrentTests {
    @Test(arguments: [
        ("specs/api.yaml", "Tests/Generated/ExampleAPI"),
        ("Tests/Fixtures/hostile.yaml", "Tests/Generated/HostileAPI"),
        ("Tests/Fixtures/oai/petstore.yaml", "Tests/Generated/PetstoreAPI"),
        ("Tests/Fixtures/openapi/responses.yaml", "Tests/Generated/ResponsesAPI"),
        ("Tests/Fixtures/openapi/github-responses.json", "Tests/Generated/GitHubResponsesAPI"),
        ("Tests/Fixtures/openapi/stripe-list.json", "Tests/Generated/StripeListAPI"),
        ("Tests/Fixtures/wire/stripe.json", "Tests/Generated/WireAPI/Stripe"),
        ("Tests/Fixtures/wire/github.json", "Tests/Generated/WireAPI/GitHub"),
        ("Tests/Fixtures/wire/forms.yaml", "Tests/Generated/WireAPI/Forms"),
        ("Tests/Fixtures/wire/uploads.yaml", "Tests/Generated/WireAPI/Uploads"),
        ("Tests/Fixtures/wire/media.yaml", "Tests/Generated/WireAPI/Media"),
        ("Tests/Fixtures/openapi/styles.yaml", "Tests/Generated/WireAPI/Styles"),
        ("Tests/Fixtures/wire/swagger.yaml", "Tests/Generated/WireAPI/Swagger"),
        ("Tests/Fixtures/openapi/decoding.yaml", "Tests/Generated/DecodingAPI"),
        ("Tests/Fixtures/github/decoding.json", "Tests/Generated/GitHubDecodingAPI"),
        ("Tests/Fixtures/answers/github.json", "Tests/Generated/AnswersAPI/GitHub"),
        ("Tests/Fixtures/answers/stripe.json", "Tests/Generated/AnswersAPI/Stripe"),
        ("Tests/Fixtures/streaming/streams.yaml", "Tests/Generated/StreamingAPI/Streams"),
        ("Tests/Fixtures/streaming/openapi-3.2.yaml", "Tests/Generated/StreamingAPI/Catalogue"),
        ("Tests/Fixtures/streaming/feed.yaml", "Tests/Generated/StreamingAPI/Feed"),
        ("Tests/Fixtures/streaming/openai-streaming.json", "Tests/Generated/OpenAIStreamingAPI"),
    ])
    func fixtureMatchesGenerator(spec: String, folder: String) throws {
        let specPath = TestPaths.url(spec).path, folderPath = TestPaths.url(folder).path
        let identity = SpecIdentity(specAt: specPath, outputFolder: folderPath)
        let output = try GeneratorPipeline.run(specAt: specPath, sourceIdentity: identity.name)
        try check(output, folder: folder, identity: identity)
    }

    /// Fixtures generated with a configuration file (`--config`).
    @Test(arguments: [
        ("specs/api.yaml", "Tests/Fixtures/config/api-internal.yaml", "Tests/Generated/ConfiguredInternalAPI"),
        ("Tests/Fixtures/oai/petstore.yaml", "Tests/Fixtures/config/petstore-package.yaml", "Tests/Generated/ConfiguredPackageAPI"),
        ("Tests/Fixtures/config/names.yaml", "Tests/Fixtures/config/names-config.yaml", "Tests/Generated/ConfiguredAPI/Shop"),
        // The Alamofire output (`runtime: alamofire`) of the fixtures its tests run.
        ("specs/api.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireExampleAPI"),
        ("Tests/Fixtures/wire/stripe.json", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireWireAPI/Stripe"),
        ("Tests/Fixtures/wire/github.json", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireWireAPI/GitHub"),
        ("Tests/Fixtures/wire/forms.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireWireAPI/Forms"),
        ("Tests/Fixtures/wire/uploads.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireWireAPI/Uploads"),
        ("Tests/Fixtures/wire/media.yaml", "Tests/Fixtures/config/alamofire-media.yaml", "Tests/Generated/AlamofireWireAPI/Media"),
        ("Tests/Fixtures/wire/swagger.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireWireAPI/Swagger"),
        ("Tests/Fixtures/openapi/styles.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireWireAPI/Styles"),
        ("Tests/Fixtures/answers/github.json", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireAnswersAPI/GitHub"),
        ("Tests/Fixtures/answers/stripe.json", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireAnswersAPI/Stripe"),
        ("Tests/Fixtures/streaming/streams.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireAnswersAPI/Streams"),
        ("Tests/Fixtures/openapi/responses.yaml", "Tests/Fixtures/config/alamofire.yaml", "Tests/Generated/AlamofireResponsesAPI/Responses"),
        ("Tests/Fixtures/openapi/stripe-list.json", "Tests/Fixtures/config/alamofire-stripe-list.yaml",
         "Tests/Generated/AlamofireResponsesAPI/StripeList"),
    ])
    func configuredFixtureMatchesGenerator(spec: String, config: String, folder: String) throws {
        let specPath = TestPaths.url(spec).path, folderPath = TestPaths.url(folder).path
        let identity = SpecIdentity(specAt: specPath, outputFolder: folderPath)
        let configuration = try ConfigurationFile.load(path: TestPaths.url(config).path)
        let output = try GeneratorPipeline.run(specAt: specPath, configuration: configuration, sourceIdentity: identity.name)
        try check(output, folder: folder, identity: identity)
    }

    /// `FeaturesSpec` is built in Swift, so no command can generate it: with
    /// `ROUTEGEN_UPDATE_FIXTURES=1` this test writes the folder instead of comparing.
    @Test func featuresFixtureMatchesGenerator() throws {
        let output = try GeneratorPipeline.run(spec: FeaturesSpec.spec)
        try writeOrCheck(output, folder: "Tests/Generated/FeaturesAPI", identity: SpecIdentity(name: output.spec.sourceName))
    }

    /// The filter fixture under the filter of `FilterFixture.golden`, built in Swift until the CLI
    /// reads configuration files: `ROUTEGEN_UPDATE_FIXTURES=1` writes the folder, as above.
    @Test func filteredFixtureMatchesGenerator() throws {
        let folder = "Tests/Generated/FilteredAPI"
        let identity = SpecIdentity(specAt: FilterFixture.path, outputFolder: TestPaths.url(folder).path)
        let output = try GeneratorPipeline.run(
            specAt: FilterFixture.path, configuration: FilterFixture.golden, sourceIdentity: identity.name)
        try writeOrCheck(output, folder: folder, identity: identity)
    }

    private func writeOrCheck(_ output: GeneratorPipeline.Output, folder: String, identity: SpecIdentity) throws {
        if ProcessInfo.processInfo.environment["ROUTEGEN_UPDATE_FIXTURES"] == "1" {
            let writer = OutputWriter(directory: TestPaths.url(folder).path, identity: identity)
            try writer.apply(writer.plan(output.files))
        }
        try check(output, folder: folder, identity: identity)
    }

    private func check(_ output: GeneratorPipeline.Output, folder: String, identity: SpecIdentity) throws {
        let plan = try OutputWriter(directory: TestPaths.url(folder).path, identity: identity)
            .plan(output.files)
        let stale = plan.changes.map { "\($0.verb) \($0.path)" }
        #expect(stale.isEmpty, "\(folder) is out of date; run Scripts/update-fixtures.sh: \(stale)")
    }
}
