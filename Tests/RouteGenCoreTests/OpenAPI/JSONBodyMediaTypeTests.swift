import Foundation
import RouteGenCore
import Testing

/// JSON bodies that a document offers in other media types than `application/json` (issue 32): a
/// `+json` type is sent as JSON with its own `Content-Type`, YAML types carry the JSON too, and where a
/// document lists several the call takes a `contentType` of an enum of them, the first by default.
/// Tests/Fixtures/wire/patches.yaml (OpenAPI 3), wire/swagger.yaml (Swagger 2.0's document-level
/// `consumes`) and the Kubernetes document's patches; their bytes are pinned in the integration tests.
@Suite struct JSONBodyMediaTypeTests {
    static let patches = "Tests/Fixtures/wire/patches.yaml"
    static let swagger = "Tests/Fixtures/wire/swagger.yaml"

    /// The generated files of a fixture, by path.
    static func generate(_ spec: String) throws -> (files: [String: String], warnings: [String]) {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path, sourceIdentity: spec)
        return (Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) }), output.diagnostics.all.map(\.message))
    }

    @Test func aSingleJSONSuffixTypeIsSentWithItsOwnContentType() throws {
        let router = try #require(try Self.generate(Self.patches).files["Routers/DocumentsRouter.swift"])
        #expect(router.contains("    case createDocument(body: Document)\n"))
        #expect(router.contains([
            #"                path: "/documents","#,
            #"                headers: PatchesDefaults.headers.updating(["Content-Type": "application/vnd.api+json"]),"#,
            "                body: body",
        ].joined(separator: "\n")))
    }

    @Test func severalTypesWithOneSchemaLetTheCallerChoose() throws {
        let (files, warnings) = try Self.generate(Self.patches)
        let router = try #require(files["Routers/DocumentsRouter.swift"])
        #expect(router.contains(
            "    case updateDocument(ref: RouteGenRuntime.IntOrString, body: DocumentPatch, contentType: DocumentPatchMediaType? = nil)\n"))
        #expect(router.contains(#"headers: PatchesDefaults.headers.updating(["Content-Type": contentType?.rawValue ?? "application/merge-patch+json"]),"#))
        let choices = try #require(files["Models/DocumentPatchMediaType.swift"])
        #expect(choices.contains("""
            public enum DocumentPatchMediaType: String, Codable, Hashable, Sendable, CaseIterable {
                case mergePatch = "application/merge-patch+json"
                case json = "application/json"
            }
            """))
        let client = try #require(files["Clients/DocumentsClient.swift"])
        #expect(client.contains("/// - Parameter contentType: The media type of `body`, one of `application/merge-patch+json`, "
            + "`application/json`; `application/merge-patch+json` when `nil`."))
        // The JSON Patch type has a schema of its own (an array of operations), which `DocumentPatch` can't hold.
        #expect(warnings.contains("the request body of operation 'updateDocument' has another schema in "
            + "'application/json-patch+json' than in 'application/merge-patch+json'; the call doesn't send 'application/json-patch+json'"))
    }

    /// Kubernetes' four patch types: JSON Patch first, the YAML one too (JSON is YAML), CBOR not.
    @Test func yamlTypesCarryTheJSONAndCBORIsLeftOut() throws {
        let (files, warnings) = try Self.generate(Self.patches)
        let router = try #require(files["Routers/DocumentsRouter.swift"])
        #expect(router.contains(
            "    case editDocument(ref: RouteGenRuntime.IntOrString, body: RouteGenRuntime.JSONValue, contentType: EditDocumentRequestMediaType? = nil)\n"))
        #expect(router.contains(#""Content-Type": contentType?.rawValue ?? "application/json-patch+json""#))
        let choices = try #require(files["Models/EditDocumentRequestMediaType.swift"])
        #expect(choices.contains("""
                case jsonPatch = "application/json-patch+json"
                case mergePatch = "application/merge-patch+json"
                case strategicMergePatch = "application/strategic-merge-patch+json"
                case applyPatchYAML = "application/apply-patch+yaml"
            }
            """))
        #expect(!warnings.contains { $0.contains("editDocument") })
    }

    /// Swagger 2.0: an operation without `consumes` takes the document's.
    @Test func swaggerBodiesTakeTheDocumentsConsumes() throws {
        let router = try #require(try Self.generate(Self.swagger).files["Routers/ItemsRouter.swift"])
        #expect(router.contains("contentType: ItemMediaType? = nil)\n"))
        #expect(router.contains(#""Content-Type": contentType?.rawValue ?? "application/merge-patch+json","#))
    }

    /// A body parameter shared by `$ref` is sent as the `consumes` of each operation that names it, as
    /// Kubernetes' patches are; an operation without its own sends the document's.
    @Test func aSharedSwaggerBodyTakesEachOperationsConsumes() throws {
        let yaml = """
            swagger: "2.0"
            info: {title: Shared, version: "1"}
            host: api.example.com
            paths:
              /items/{id}:
                parameters:
                  - {name: id, in: path, required: true, type: string}
                patch:
                  operationId: patchItem
                  consumes: [application/json-patch+json, application/merge-patch+json, application/apply-patch+cbor]
                  parameters: [{$ref: "#/parameters/body"}]
                  responses: {"204": {description: Patched.}}
                put:
                  operationId: replaceItem
                  parameters: [{$ref: "#/parameters/body"}]
                  responses: {"204": {description: Replaced.}}
            parameters:
              body: {name: body, in: body, required: true, schema: {type: object}}

            """
        let output = try GeneratorPipeline.run(data: Data(yaml.utf8), path: "shared.yaml")
        #expect(output.diagnostics.all.map(\.message) == [])
        let router = try #require(output.files.first { $0.path == "Routers/ItemsRouter.swift" }?.contents)
        #expect(router.contains(
            "    case patchItem(id: Swift.String, body: RouteGenRuntime.JSONValue, contentType: PatchItemRequestMediaType? = nil)\n"))
        #expect(router.contains(#""Content-Type": contentType?.rawValue ?? "application/json-patch+json""#))
        #expect(router.contains("    case replaceItem(id: Swift.String, body: RouteGenRuntime.JSONValue)\n"))
        #expect(router.components(separatedBy: "Content-Type").count == 2)
    }
}
