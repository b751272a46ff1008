import Foundation
@testable import RouteGenCore
import Testing

@Suite struct OpenAPISecurityAndServerTests {
    @Test func securitySchemes() throws {
        let loaded = try OpenAPIFixtures.load("security.yaml")
        #expect(loaded.spec.securitySchemes.map(\.name) == ["api_key", "query_key", "cookie_key", "bearer", "basic", "oauth"])
        #expect(loaded.spec.securitySchemes.map(\.kind) == [
            .apiKeyHeader("X-API-Key"), .apiKeyQuery("key"), .apiKeyCookie("session"), .bearer, .basic, .bearer,
        ])
        #expect(loaded.spec.securitySchemes[3].description == "A token from the sign-in call.")
        #expect(loaded.spec.headerFields.map { "\($0.name) \($0.wireName)" } == ["X-API-Key X-API-Key"])
        #expect(loaded.diagnostics == [
            "security.yaml:29:5: note: security scheme 'oauth' (oauth2) becomes a bearer token; the app obtains the token, routegen does not run the sign-in flow",
            "security.yaml:35:5: warning: HTTP authentication scheme 'digest' of 'digest' is not supported (bearer and basic are); it is skipped",
        ])
    }

    @Test func serversWithVariables() throws {
        let loaded = try OpenAPIFixtures.load("servers.yaml")
        #expect(loaded.spec.servers.map { "\($0.name) \($0.url)" } == [
            "Production https://{region}.api.example.com/{version}",
            "server https://staging.example.com",
            "server2 http://localhost/v1",
        ])
        #expect(loaded.spec.servers.allSatisfy { !$0.isDebug })
        #expect(loaded.spec.servers[0].variables == [
            ServerVariable(name: "region", defaultValue: "eu", allowedValues: ["eu", "us"], description: "Where the data lives."),
            ServerVariable(name: "version", defaultValue: "v2"),
        ])
        #expect(loaded.spec.servers[1].description == "The staging server, reset every night.")
        #expect(loaded.diagnostics == [
            "servers.yaml:17:10: warning: server URL '/v1' is relative; the calls use 'http://localhost/v1' until you set a base URL",
        ])
    }

    @Test func noServersMeansLocalhost() throws {
        let yaml = "openapi: 3.0.3\ninfo: { title: None, version: '1' }\npaths: {}\n"
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "none.yaml")
        #expect(spec.servers.map(\.url) == ["http://localhost/"])
        #expect(diagnostics.sorted.map(\.description) == [
            "none.yaml:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
        ])
    }
}
