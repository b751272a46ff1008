import Foundation
@testable import RouteGenCore
import Testing

/// `server:` on a router or an endpoint of a routegen spec, and the configuration's `server` with
/// operations that have servers of their own.
@Suite struct RouterServerTests {
    static let media = TestPaths.url("Tests/Fixtures/wire/media.yaml").path

    @Test func routersAndEndpointsNameTheirServers() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.media)
        #expect(diagnostics.all.isEmpty)
        let servers = spec.routers.flatMap(\.endpoints).map { "\($0.name): \($0.server ?? "-")" }
        #expect(servers == ["uploadPhoto: uploads", "getPhoto: production", "listAlbums: -", "addToAlbum: uploads"])
    }

    @Test func anUnknownServerIsAnErrorWithASuggestion() {
        let spec = """
            routegen: 1
            servers:
              production: https://api.example.com
              uploads: https://uploads.example.com
            routers:
              PhotosRouter:
                server: uplods
                endpoints:
                  list: GET /photos
                  add:
                    route: POST /photos
                    server: 7
                  get:
                    route: GET /photos/{id}
                    path: { id: Int }
                    server: media

            """
        #expect(diagnostics(spec, file: "api.yaml") == [
            "api.yaml:7:13: error: router 'PhotosRouter' names the server 'uplods', which 'servers' doesn't list; did you mean 'uploads'?",
            "api.yaml:12:17: error: endpoint 'add' names the server '7', which 'servers' doesn't list; use one of production, uploads",
            "api.yaml:16:17: error: endpoint 'get' names the server 'media', which 'servers' doesn't list; use one of production, uploads",
        ])
    }

    /// A URL in the configuration takes every call, those with a server of their own too; their
    /// servers stay in `<Prefix>Server`, as keys of `APIClient.operationServers`.
    @Test func aConfiguredURLTakesEveryCall() throws {
        let configuration = try ConfigurationFile.parse(data: Data("server: https://staging.media.example/\n".utf8), path: "c.yaml")
        let output = try GeneratorPipeline.run(specAt: Self.media, configuration: configuration)
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
        let photos = try #require(files["Routers/PhotosRouter.swift"])
        #expect(photos.contains("    public var baseURL: Foundation.URL {\n        MediaServer.current\n    }"))
        #expect(photos.contains("                operationServer: MediaServer.uploads,\n"))
        let servers = try #require(files["MediaServer.swift"])
        #expect(servers.contains("public static let server = Foundation.URL(string: \"https://staging.media.example/\")!"))
        #expect(servers.contains("public static let uploads = Foundation.URL(string: \"https://uploads.media.example/\")!"))
        #expect(!servers.contains("production"))
    }

    /// An index picks one of the spec's servers for the API; the calls with their own keep theirs.
    @Test func aConfiguredIndexKeepsTheOperationsServers() throws {
        let configuration = try ConfigurationFile.parse(data: Data("server: 0\n".utf8), path: "c.yaml")
        let output = try GeneratorPipeline.run(specAt: Self.media, configuration: configuration)
        let photos = try #require(output.files.first { $0.path == "Routers/PhotosRouter.swift" }?.contents)
        #expect(photos.contains("        operationServer ?? MediaServer.current\n"))
        #expect(output.spec.operationServers.map(\.name) == ["uploads"])
    }
}

extension RouterServerTests {
    /// A router that names the API's release server follows the configuration's choice like the rest.
    @Test func namingTheReleaseServerFollowsTheChoice() throws {
        let spec = """
            routegen: 1
            servers:
              production: https://api.example.com
              staging: https://staging.example.com
            routers:
              PhotosRouter:
                server: production
                endpoints:
                  list: GET /photos

            """
        for config in ["server: https://mock.example.com/\n", "server: 1\n"] {
            let configuration = try ConfigurationFile.parse(data: Data(config.utf8), path: "c.yaml")
            let output = try GeneratorPipeline.run(data: Data(spec.utf8), path: "api.yaml", configuration: configuration)
            #expect(output.diagnostics.all.isEmpty)
            #expect(output.spec.operationServers.isEmpty)
            let router = try #require(output.files.first { $0.path == "Routers/PhotosRouter.swift" }?.contents)
            #expect(!router.contains("operationServer"))
        }
    }
}
