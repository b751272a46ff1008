import Foundation
import RouteGenCore
import Testing

/// GitHub's document under `Tests/Fixtures/config/github-ten-operations.yaml`, the configuration of
/// the "Filtered to ten operations" figure in docs/Performance.md. The document lives outside the
/// repository (`SharedSpecs`), so the test is skipped, saying so, where it is missing.
@Suite struct GitHubTenOperationsTests {
    static let document = SharedSpecs.path("github-2022.openapi.yaml")

    static func configuration() throws -> Configuration {
        try ConfigurationFile.load(path: TestPaths.url("Tests/Fixtures/config/github-ten-operations.yaml").path)
    }

    @Test(.enabled(if: SharedSpecs.enabled("github-2022.openapi.yaml"), SharedSpecs.skipped))
    func tenOperationsAndTheirModels() throws {
        let configuration = try Self.configuration()
        #expect(configuration.filter.operations.count == 10)
        let output = try GeneratorPipeline.run(specAt: Self.document, configuration: configuration)
        #expect(!output.diagnostics.all.contains { $0.message.contains("filter") })
        #expect(output.spec.routers.flatMap(\.endpoints).compactMap(\.operationId).sorted()
            == configuration.filter.operations.map(\.value).sorted())
        // The names are those of the whole document's output.
        #expect(output.context.clients.map { "\($0.accessor): \($0.typeName)" } == [
            "issues: IssuesClient", "pulls: PullsClient", "repos: ReposClient", "users: UsersClient",
        ])
        let models = Set(output.spec.models.map(\.name))
        #expect(models.isSuperset(of: ["FullRepository", "Issue", "IssueComment", "PullRequest", "PullRequestSimple",
                                       "Commit", "Repository", "SimpleUser", "BasicError"]))
        #expect(!models.contains("Gist"))
    }
}
