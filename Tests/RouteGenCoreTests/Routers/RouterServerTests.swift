import Foundation
@testable import RouteGenCore
import Testing

/// `server:` on a router or an endpoint of a routegen spec, and the configuration's `server` and
/// `operationServers` with operations that have servers of their own.
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

    /// A URL in the configuration replaces the API's server only: the calls with a server of their
    /// own keep it (issue 32, item 7; it was `MediaServer.current` for every case), and their servers
    /// stay in `<Prefix>Server`, as keys of `APIClient.operationServers`.
    @Test func aConfiguredURLKeepsTheOperationsServers() throws {
        let configuration = try ConfigurationFile.parse(data: Data("server: https://staging.media.example/\n".utf8), path: "c.yaml")
        let output = try GeneratorPipeline.run(specAt: Self.media, configuration: configuration)
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
        let photos = try #require(files["Routers/PhotosRouter.swift"])
        #expect(photos.contains("    public var baseURL: Foundation.URL {\n        operationServer ?? MediaServer.current\n    }"))
        #expect(photos.contains("                operationServer: MediaServer.uploads,\n"))
        let servers = try #require(files["MediaServer.swift"])
        #expect(servers.contains("public static let server = Foundation.URL(string: \"https://staging.media.example/\")!"))
        #expect(servers.contains("public static let uploads = Foundation.URL(string: \"https://uploads.media.example/\")!"))
        #expect(!servers.contains("production"))
    }

    /// `operationServers` moves an operation's server by the name of its constant, or by the spec's
    /// name for it; the API's server and the routers are left as they are.
    @Test func operationServersMovesAServerByName() throws {
        let spec = try String(contentsOfFile: Self.media, encoding: .utf8).replacingOccurrences(of: "uploads", with: "photo-uploads")
        for name in ["photoUploads", "photo-uploads"] {
            let configuration = try ConfigurationFile.parse(data: Data("""
                server: https://staging.media.example/
                operationServers:
                  \(name): https://uploads.staging.media.example/

                """.utf8), path: "c.yaml")
            let output = try GeneratorPipeline.run(data: Data(spec.utf8), path: "media.yaml", configuration: configuration)
            #expect(output.diagnostics.all.isEmpty)
            let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
            let servers = try #require(files["MediaServer.swift"])
            #expect(servers.contains("""
                    /// https://uploads.staging.media.example/
                    ///
                    /// The server of `POST /photos` and 1 other operation, instead of the API's; `APIClient.operationServers` moves it elsewhere.
                    public static let photoUploads = Foundation.URL(string: "https://uploads.staging.media.example/")!
                """), "\(servers)")
            #expect(servers.contains("public static let server = Foundation.URL(string: \"https://staging.media.example/\")!"))
            let photos = try #require(files["Routers/PhotosRouter.swift"])
            #expect(photos.contains("        operationServer ?? MediaServer.current\n"))
            #expect(photos.contains("                operationServer: MediaServer.photoUploads,\n"))
        }
    }

    /// A name that no operation names for itself is an error at the name, with the names there are;
    /// the API's own server is not one of them.
    @Test func operationServersNamesOnlyOperationsServers() throws {
        for (name, advice) in [("upload", "did you mean 'uploads'? Write one of: uploads"), ("production", "write one of: uploads")] {
            let configuration = try ConfigurationFile.parse(data: Data("operationServers:\n  \(name): https://x.example/\n".utf8),
                                                            path: "c.yaml")
            #expect(Self.messages(Self.media, configuration) == [
                "c.yaml:2:3: error: '\(name)' in 'operationServers' is not a server that operations name for themselves; "
                    + "\(advice). The API's own server is set with 'server'",
            ])
        }
    }

    /// The errors of generating `spec` with `configuration`, as the CLI prints them; none when it generates.
    private static func messages(_ spec: String, _ configuration: Configuration) -> [String] {
        do {
            _ = try GeneratorPipeline.run(specAt: spec, configuration: configuration)
            return []
        } catch {
            return error.diagnostics.sorted.map(\.description)
        }
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
