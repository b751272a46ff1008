import Foundation
import RouteGenCore
import Testing

/// `format: int-or-string` (Kubernetes' `IntOrString`, its ports) is the runtime's `IntOrString`, a
/// number or a string, in models and parameters of OpenAPI and Swagger 2.0 documents (issue 32); its
/// bytes are pinned by `IntOrStringTests` and the integration tests.
@Suite struct IntOrStringFormatTests {
    @Test func openAPIModelsAndParameters() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: TestPaths.url(JSONBodyMediaTypeTests.patches).path)
        #expect(!diagnostics.all.contains { $0.message.contains("unknown format") })
        guard case let .object(properties)? = spec.models.first(where: { $0.name == "Document" })?.kind else {
            Issue.record("no Document model")
            return
        }
        #expect(properties.map { "\($0.wireName): \($0.type.written)" } == [
            "id: Int", "title: String", "port: IntOrString?", "limits: [IntOrString]?",
        ])
        let get = try #require(spec.routers.flatMap(\.endpoints).first { $0.name == "getDocument" })
        #expect((get.pathParameters + get.queryParameters + get.headerParameters).map { "\($0.wireName): \($0.type.written)" } == [
            "ref: IntOrString", "revision: IntOrString?", "X-Shard: IntOrString?",
        ])
    }

    /// A path segment, a query item and a header take its text.
    @Test func parametersAreWrittenAsText() throws {
        let router = try #require(try JSONBodyMediaTypeTests.generate(JSONBodyMediaTypeTests.patches).files["Routers/DocumentsRouter.swift"])
        #expect(router.contains([
            #"                path: "/documents/\(Self.pathSegment(ref))","#,
            "                parameters: RouteGenRuntime.Parameters(compacting: [PatchesParameterKey.revision: revision]),",
            #"                headers: PatchesDefaults.headers.updating(["X-Shard": xShard.map { Swift.String(describing: $0) }])"#,
        ].joined(separator: "\n")))
    }

    @Test func swaggerModelsAndParameters() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: TestPaths.url(JSONBodyMediaTypeTests.swagger).path)
        #expect(!diagnostics.all.contains { $0.message.contains("unknown format") })
        guard case let .object(properties)? = spec.models.first(where: { $0.name == "Item" })?.kind else {
            Issue.record("no Item model")
            return
        }
        #expect(properties.last.map { "\($0.wireName): \($0.type.written)" } == "port: IntOrString?")
        let update = try #require(spec.routers.flatMap(\.endpoints).first { $0.name == "updateItem" })
        #expect((update.pathParameters + update.queryParameters).map { "\($0.wireName): \($0.type.written)" } == [
            "ref: IntOrString", "size: IntOrString?",
        ])
    }

    /// The Alamofire output derives its own from the runtime's.
    @Test func theAlamofireOutputHasItsOwn() throws {
        var configuration = Configuration()
        configuration.runtime = Located(.alamofire)
        let output = try GeneratorPipeline.run(
            specAt: TestPaths.url(JSONBodyMediaTypeTests.patches).path, configuration: configuration,
            sourceIdentity: JSONBodyMediaTypeTests.patches)
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
        #expect(files["Support/PatchesIntOrString.swift"]?.contains("public enum PatchesIntOrString: Swift.Hashable, Swift.Sendable {") == true)
        #expect(files["Models/Document.swift"]?.contains("public var port: PatchesIntOrString?") == true)
    }

    /// A header's `8080` can't say whether it is a number or a name: a documented answer header of
    /// the format is its text.
    @Test func anAnswerHeaderIsItsText() throws {
        let yaml = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            servers: [{url: "https://api.example.com"}]
            paths:
              /ports:
                get:
                  operationId: getPort
                  responses:
                    "200":
                      description: OK
                      headers:
                        X-Port: {schema: {type: string, format: int-or-string}}
                        X-Ports: {schema: {type: array, items: {type: string, format: int-or-string}}}

            """
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "t.yaml")
        #expect(diagnostics.all.map(\.message) == [])
        let headers = spec.routers.flatMap(\.endpoints).first?.responseHeaders ?? []
        #expect(headers.map { "\($0.wireName): \($0.type.written)" } == ["X-Port: String", "X-Ports: [String]"])
    }
}
