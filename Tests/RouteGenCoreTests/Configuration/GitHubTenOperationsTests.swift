import Foundation
import RouteGenCore
import Testing
import Yams

/// GitHub's document under `Tests/Fixtures/config/github-ten-operations.yaml`, the configuration of
/// the "Filtered to ten operations" figure in docs/Performance.md. The document lives outside the
/// repository (`ROUTEGEN_SHARED_SPECS`), so the test is skipped where it is missing.
///
/// With `ROUTEGEN_FILTERED_OUTPUT=FOLDER` the generated files are also written there, to build them.
@Suite struct GitHubTenOperationsTests {
    static let document = SharedSpecsTests.folder + "/github-2022.openapi.yaml"

    /// The configuration file's `filter.operations`, read with Yams until the CLI reads the file itself.
    static func configuration() throws -> Configuration {
        let text = try String(contentsOf: TestPaths.url("Tests/Fixtures/config/github-ten-operations.yaml"), encoding: .utf8)
        let root = try Yams.load(yaml: text) as? [String: [String: [String]]]
        var configuration = Configuration()
        configuration.filter.operations = (root?["filter"]?["operations"] ?? []).map { Located($0) }
        return configuration
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: document)))
    func tenOperationsAndTheirModels() throws {
        let configuration = try Self.configuration()
        #expect(configuration.filter.operations.count == 10)
        let output = try GeneratorPipeline.run(specAt: Self.document, configuration: configuration)
        #expect(!output.diagnostics.all.contains { $0.message.contains("filter") })
        #expect(output.spec.routers.flatMap(\.endpoints).compactMap(\.operationID).sorted()
            == configuration.filter.operations.map(\.value).sorted())
        // The names are those of the whole document's output.
        #expect(output.context.clients.map { "\($0.accessor): \($0.typeName)" } == [
            "issues: IssuesClient", "pulls: PullsClient", "repos: ReposClient", "users: UsersClient",
        ])
        let models = Set(output.spec.models.map(\.name))
        #expect(models.isSuperset(of: ["FullRepository", "Issue", "IssueComment", "PullRequest", "PullRequestSimple",
                                       "Commit", "Repository", "SimpleUser", "BasicError"]))
        #expect(!models.contains("Gist"))
        if let folder = ProcessInfo.processInfo.environment["ROUTEGEN_FILTERED_OUTPUT"] {
            let writer = OutputWriter(directory: folder, sourceName: output.spec.sourceName)
            try writer.apply(writer.plan(output.files))
        }
    }
}
