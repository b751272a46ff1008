import Foundation
import RouteGenCore
import Testing

/// The golden folders of the fixtures that only the integration tests read (the wire, answers, decoding and
/// configured fixtures, and their Alamofire output), compared with the generator as every golden folder is
/// (`Golden`); the snapshot suites check the others. And the store itself: every folder of
/// `IntegrationTests/Generated` is some test's golden output, so none goes stale unchecked.
/// Refresh them with `Scripts/update-fixtures.sh` (record mode).
@Suite struct FixturesAreCurrentTests {
    static let features = Golden.folder("FeaturesAPI")
    static let filtered = Golden.folder("FilteredAPI")

    static let fixtures = [
        ("Tests/Fixtures/wire/stripe.json", Golden.folder("WireAPI/Stripe")),
        ("Tests/Fixtures/wire/github.json", Golden.folder("WireAPI/GitHub")),
        ("Tests/Fixtures/wire/forms.yaml", Golden.folder("WireAPI/Forms")),
        ("Tests/Fixtures/wire/uploads.yaml", Golden.folder("WireAPI/Uploads")),
        ("Tests/Fixtures/wire/media.yaml", Golden.folder("WireAPI/Media")),
        ("Tests/Fixtures/wire/swagger.yaml", Golden.folder("WireAPI/Swagger")),
        ("Tests/Fixtures/wire/patches.yaml", Golden.folder("WireAPI/Patches")),
        ("Tests/Fixtures/wire/kubernetes.yaml", Golden.folder("WireAPI/Kubernetes")),
        ("Tests/Fixtures/wire/values.yaml", Golden.folder("WireAPI/Values")),
        ("Tests/Fixtures/github/decoding.json", Golden.folder("GitHubDecodingAPI")),
        ("Tests/Fixtures/answers/github.json", Golden.folder("AnswersAPI/GitHub")),
        ("Tests/Fixtures/answers/stripe.json", Golden.folder("AnswersAPI/Stripe")),
    ]

    /// Fixtures generated with a configuration file (`--config`).
    static let configured = [
        ("specs/api.yaml", "Tests/Fixtures/config/api-internal.yaml", Golden.folder("ConfiguredInternalAPI")),
        // A server URL in the configuration, and the operations that keep their own servers (issue 32, item 7).
        ("Tests/Fixtures/wire/github.json", "Tests/Fixtures/config/github-server.yaml", Golden.folder("ServerOverrideAPI/GitHub")),
        ("Tests/Fixtures/wire/stripe.json", "Tests/Fixtures/config/stripe-server.yaml", Golden.folder("ServerOverrideAPI/Stripe")),
        ("Tests/Fixtures/wire/github.json", "Tests/Fixtures/config/alamofire-github-server.yaml",
         Golden.folder("AlamofireServerOverrideAPI/GitHub")),
        ("Tests/Fixtures/wire/stripe.json", "Tests/Fixtures/config/alamofire-stripe-server.yaml",
         Golden.folder("AlamofireServerOverrideAPI/Stripe")),
        ("Tests/Fixtures/oai/petstore.yaml", "Tests/Fixtures/config/petstore-package.yaml", Golden.folder("ConfiguredPackageAPI")),
        // The Alamofire output (`runtime: alamofire`) of the fixtures its tests run.
        ("specs/api.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireExampleAPI")),
        ("Tests/Fixtures/wire/stripe.json", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Stripe")),
        ("Tests/Fixtures/wire/github.json", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/GitHub")),
        ("Tests/Fixtures/wire/forms.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Forms")),
        ("Tests/Fixtures/wire/uploads.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Uploads")),
        ("Tests/Fixtures/wire/media.yaml", "Tests/Fixtures/config/alamofire-media.yaml", Golden.folder("AlamofireWireAPI/Media")),
        ("Tests/Fixtures/wire/swagger.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Swagger")),
        ("Tests/Fixtures/wire/patches.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Patches")),
        ("Tests/Fixtures/wire/kubernetes.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Kubernetes")),
        ("Tests/Fixtures/wire/values.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Values")),
        ("Tests/Fixtures/openapi/styles.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireWireAPI/Styles")),
        ("Tests/Fixtures/answers/github.json", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireAnswersAPI/GitHub")),
        ("Tests/Fixtures/answers/stripe.json", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireAnswersAPI/Stripe")),
        ("Tests/Fixtures/streaming/streams.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireAnswersAPI/Streams")),
        ("Tests/Fixtures/openapi/responses.yaml", "Tests/Fixtures/config/alamofire.yaml", Golden.folder("AlamofireResponsesAPI/Responses")),
        ("Tests/Fixtures/openapi/stripe-list.json", "Tests/Fixtures/config/alamofire-stripe-list.yaml",
         Golden.folder("AlamofireResponsesAPI/StripeList")),
    ]

    static var goldenFolders: [String] { fixtures.map(\.1) + configured.map(\.2) }

    @Test(arguments: fixtures)
    func fixtureMatchesGenerator(spec: String, folder: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path, sourceIdentity: spec)
        Golden.check(output, folder: folder, sourceName: spec)
    }

    @Test(arguments: configured)
    func configuredFixtureMatchesGenerator(spec: String, config: String, folder: String) throws {
        let configuration = try ConfigurationFile.load(path: TestPaths.url(config).path)
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path, configuration: configuration, sourceIdentity: spec)
        Golden.check(output, folder: folder, sourceName: spec)
    }

    /// Every generated file of `IntegrationTests/Generated` is in exactly one golden folder that a test checks, and
    /// each of those folders is there; what isn't generated (a type a configuration names, written by hand) sits
    /// beside the golden folders, never in one.
    @Test func everyGeneratedFileIsInAGoldenFolder() throws {
        let folders = Goldens.all
        #expect(Set(folders).count == folders.count, "a golden folder is checked twice: \(folders.sorted())")
        for folder in folders {
            #expect(FileManager.default.fileExists(atPath: TestPaths.url(folder).path), "\(folder) is missing; record it")
        }
        var unclaimed: [String] = [], handWrittenInside: [String] = []
        for file in Golden.swiftFiles(in: TestPaths.url(Golden.root)).sorted() {
            let path = "\(Golden.root)/\(file)"
            let owners = folders.filter { path.hasPrefix($0 + "/") }
            let text = try String(contentsOf: TestPaths.url(path), encoding: .utf8)
            if text.hasPrefix("// Generated by ") {
                if owners.count != 1 { unclaimed.append(path) }
            } else if !owners.isEmpty {
                handWrittenInside.append(path)
            }
        }
        #expect(unclaimed.isEmpty, "generated files no golden test checks (a folder left behind?): \(unclaimed.prefix(20))")
        #expect(handWrittenInside.isEmpty, "files written by hand inside a golden folder, which record mode would remove: \(handWrittenInside)")
    }
}
