import Foundation
import RouteGenCore
import Testing

/// The Alamofire output (`runtime: alamofire`) of the specs whose constructs the Alamofire fixtures
/// (IntegrationTests/Generated/Alamofire*, pinned by FixturesAreCurrentTests) don't reach: hostile names, every
/// feature of OpenAPI documents, and streamed answers. Each is a golden folder (`Golden`) that the integration
/// package compiles against the stand-in Alamofire. Re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter AlamofireSnapshotTests`, then read the diff.
@Suite struct AlamofireSnapshotTests {
    static let specs = [
        "Tests/Fixtures/hostile.yaml", "Tests/Fixtures/openapi/decoding.yaml", "Tests/Fixtures/streaming/openapi-3.2.yaml",
        "Tests/Fixtures/streaming/feed.yaml",
    ]
    static let folders = [
        "Tests/Fixtures/hostile.yaml": "AlamofireHostileAPI", "Tests/Fixtures/openapi/decoding.yaml": "AlamofireDecodingAPI",
        "Tests/Fixtures/streaming/openapi-3.2.yaml": "AlamofireStreamingAPI/Catalogue",
        "Tests/Fixtures/streaming/feed.yaml": "AlamofireStreamingAPI/Feed",
    ].mapValues(Golden.folder)
    static let features = Golden.folder("AlamofireFeaturesAPI")

    static var goldenFolders: [String] { specs.map { folders[$0]! } + [features] }

    @Test(arguments: specs)
    func generatedFiles(spec: String) throws {
        var configuration = Configuration()
        configuration.runtime = Located(.alamofire)
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path, configuration: configuration, sourceIdentity: spec)
        Golden.check(output, folder: Self.folders[spec]!, sourceName: spec)
    }

    /// The spec built in Swift with every part OpenAPI documents bring.
    @Test func featuresFiles() throws {
        var options = OutputOptions()
        options.runtime = .alamofire
        let output = try GeneratorPipeline.run(spec: FeaturesSpec.spec, options: options)
        Golden.check(output, folder: Self.features, sourceName: output.spec.sourceName)
    }
}
