import Foundation

/// Where each golden output is kept, and the list of them all.
///
/// A spec's golden folder is named after its path (`Tests/Fixtures/openapi/case-clash.yaml` → `OpenAPICaseClash`,
/// `Tests/Fixtures/swagger/multifile/api.yaml` → `SwaggerMultifile`), so a new fixture gets one by recording it;
/// the fixtures the integration tests call have the names of the modules they import (`modules`). The files' first
/// line names the spec by its repository path, as `routegen` run from the repository does.
enum Goldens {
    /// The golden folders (relative to `Golden.root`) of the specs whose modules the integration tests import, or
    /// that share a module with other specs.
    static let modules: [String: String] = [
        "specs/api.yaml": "ExampleAPI",
        "Tests/Fixtures/hostile.yaml": "HostileAPI",
        "Tests/Fixtures/oai/petstore.yaml": "PetstoreAPI",
        "Tests/Fixtures/openapi/responses.yaml": "ResponsesAPI",
        "Tests/Fixtures/openapi/github-responses.json": "GitHubResponsesAPI",
        "Tests/Fixtures/openapi/stripe-list.json": "StripeListAPI",
        "Tests/Fixtures/openapi/styles.yaml": "WireAPI/Styles",
        "Tests/Fixtures/openapi/decoding.yaml": "DecodingAPI",
        "Tests/Fixtures/streaming/streams.yaml": "StreamingAPI/Streams",
        "Tests/Fixtures/streaming/openapi-3.2.yaml": "StreamingAPI/Catalogue",
        "Tests/Fixtures/streaming/feed.yaml": "StreamingAPI/Feed",
        "Tests/Fixtures/streaming/openai-streaming.json": "OpenAIStreamingAPI",
    ]

    /// The golden folder of the default output of `spec` (a repository path), as a repository path.
    static func folder(of spec: String) -> String {
        Golden.folder(modules[spec] ?? moduleName(spec))
    }

    /// `Tests/Fixtures/openapi/hostile.json` → `OpenAPIHostileJSON`; `specs/blog.yaml` → `SpecsBlog`.
    static func moduleName(_ spec: String) -> String {
        let words = spec.replacingOccurrences(of: "Tests/Fixtures/", with: "").replacingOccurrences(of: "/api.yaml", with: "")
            .replacingOccurrences(of: ".yaml", with: "").replacingOccurrences(of: ".yml", with: "")
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let spelled: [String: String] = ["oai": "OAI", "openapi": "OpenAPI", "json": "JSON"]
        return words.map { spelled[String($0)] ?? $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Every golden folder the tests check, as repository paths: each is checked by exactly one test.
    static var all: [String] {
        GeneratedCodeSnapshotTests.goldenFolders + AlamofireSnapshotTests.goldenFolders + SwaggerSnapshotTests.goldenFolders
            + ConfigurationSnapshotTests.goldenFolders + NameOverrideSnapshotTests.goldenFolders + FixturesAreCurrentTests.goldenFolders
            + UnionSamplesTests.cuts.map(\.folder) + [GitHubExampleModelsTests.folder]
    }
}
