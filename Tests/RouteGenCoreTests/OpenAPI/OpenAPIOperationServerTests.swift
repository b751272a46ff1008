import Foundation
@testable import RouteGenCore
import Testing

/// Servers of single paths and operations (Tests/Fixtures/wire/uploads.yaml, which WireAPI compiles).
@Suite struct OpenAPIOperationServerTests {
    static let uploads = "../wire/uploads.yaml"

    @Test func pathAndOperationServersBecomeNamedServers() throws {
        let loaded = try OpenAPIFixtures.load(Self.uploads)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.spec.servers.map(\.url) == ["https://api.example.com/v1"])
        // A short description names a server; else the first word of its host.
        #expect(loaded.spec.operationServers.map { "\($0.name) \($0.url)" } == [
            "Media https://media.example.com/",
            "uploads https://{region}.uploads.example.com",
            "reports https://reports.example.com/",
        ])
        #expect(loaded.spec.operationServers[1].variables.map(\.name) == ["region"])
        #expect(loaded.spec.operationServers[1].alternatives == ["https://backup.uploads.example.com"])
        #expect(loaded.endpoint("putImage")?.server == "Media")
        #expect(loaded.endpoint("createAlbum")?.server == "uploads")
        #expect(loaded.endpoint("listReports")?.server == "reports")
        // The document's own server, listed again: the API's server.
        #expect(loaded.endpoint("deleteImage")?.server == nil)
        #expect(loaded.endpoint("createNote")?.server == nil)
    }

    /// The same server named by several operations is one server; a name clashing with the
    /// document's servers is numbered; a host without a word of its own leaves the group's name.
    @Test func operationsShareAServerAndNamesStayApart() throws {
        let yaml = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            servers:
              - url: https://api.example.com
                description: Files
            paths:
              /a:
                get:
                  operationId: a
                  servers: [{url: "https://files.example.com"}]
                  responses: {"204": {description: OK}}
              /b:
                servers: [{url: "https://files.example.com"}]
                get:
                  operationId: b
                  responses: {"204": {description: OK}}
                post:
                  operationId: c
                  servers: [{url: "https://{tenant}.example.com", variables: {tenant: {default: acme}}}]
                  responses: {"204": {description: OK}}

            """
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "t.yaml")
        #expect(diagnostics.all.isEmpty)
        #expect(spec.servers.map(\.name) == ["Files"])
        #expect(spec.operationServers.map { "\($0.name) \($0.url)" } == [
            "files2 https://files.example.com", "b https://{tenant}.example.com",
        ])
        let servers = spec.routers.flatMap(\.endpoints).map { "\($0.name): \($0.server ?? "-")" }
        #expect(servers.sorted() == ["a: files2", "b: files2", "c: b"])
    }

    /// GitHub's and Stripe's own documents: every operation server becomes a server, with no warning.
    @Test(.enabled(if: SharedSpecs.enabled("github-2022.openapi.yaml"), SharedSpecs.skipped))
    func githubAndStripeReachTheirHosts() throws {
        let (github, githubWarnings) = try GeneratorPipeline.loadSpec(at: SharedSpecs.path("github-2022.openapi.yaml"))
        let (stripe, stripeWarnings) = try GeneratorPipeline.loadSpec(at: SharedSpecs.path("stripe-2023.openapi.yaml"))
        for message in (githubWarnings.all + stripeWarnings.all).map(\.message) {
            #expect(!message.contains("servers of a single"))
            #expect(!message.contains("can't be sent as typed values"))
        }
        let endpoints = (github.routers + stripe.routers).flatMap(\.endpoints)
        let own = Dictionary(grouping: endpoints.filter { $0.server != nil }, by: { $0.server! }).mapValues(\.count)
        #expect(own == ["uploads": 1, "enterprise-admin": 11, "files": 1])
        #expect(github.operationServers.map(\.url) == ["https://uploads.github.com", "{protocol}://{hostname}"])
        #expect(stripe.operationServers.map(\.url) == ["https://files.stripe.com/"])
        #expect(endpoints.first { $0.operationId == "repos/upload-release-asset" }?.server == "uploads")
        #expect(endpoints.first { $0.operationId == "PostFiles" }?.server == "files")
    }
}
