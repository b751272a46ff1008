import Foundation
import RouteGenCore
import Testing

/// Diagnostics about a Swagger 2.0 document point at `file:line:col` in the file the user wrote, never
/// at the converted tree: the converter's own, the translator's about what it reads, the validator's,
/// and those about other files that `$ref`s reach (`SwaggerConversionTests.multipleFilesAreEachReadInTheirOwnFile`).
@Suite struct SwaggerDiagnosticTests {
    @Test func problemsOfEveryStageAreInTheSwaggerFile() throws {
        #expect(try SwaggerFixtures.load("problems.yaml").diagnostics == [
            "problems.yaml:6:18: warning: scheme 'wss' is not supported; routegen sends HTTP requests (http and https), so it is skipped",
            // The example repeats a value anchored elsewhere; the place is the anchor's, as for any example.
            "problems.yaml:9:10: warning: an example can't use YAML aliases, and one repeats the value anchored here; "
                + "write the value out; the example is not a stub",
            "problems.yaml:15:66: warning: collectionFormat 'commas' is not one of csv, ssv, tsv, pipes and multi; "
                + "the elements are joined with commas (csv)",
            "problems.yaml:16:69: warning: collectionFormat 'multi' repeats a query item or form field, which a header can't; "
                + "the elements are joined with commas (csv)",
            "problems.yaml:17:11: warning: parameter 'untyped' has no 'type'; it becomes a String (add 'type: string')",
            "problems.yaml:18:17: warning: '$ref' '#/parameters/Limt' points to nothing, so the parameter is left out; "
                + "did you mean '#/parameters/Limit'?",
            "problems.yaml:25:21: warning: '$ref' '#/definitions/Thng' points to nothing, so it becomes JSONValue; "
                + "did you mean '#/definitions/Thing'?",
            "problems.yaml:34:11: warning: a second body parameter, 'other', is left out; Swagger 2.0 allows one per operation",
            "problems.yaml:35:11: warning: formData parameter 'note' is left out, since the operation has a body parameter; "
                + "Swagger 2.0 allows one or the other",
            "problems.yaml:43:11: warning: path parameter 'id' must be required; add 'required: true' (it is treated as required)",
            "problems.yaml:44:11: warning: formData parameter 'file' is a file, which only a multipart/form-data body can carry, "
                + "but 'consumes' doesn't list multipart/form-data; the form is sent as multipart/form-data",
            "problems.yaml:53:11: warning: formData parameters are sent as application/x-www-form-urlencoded, which 'consumes' "
                + "doesn't list; add it, or multipart/form-data",
            "problems.yaml:70:17: warning: unknown format 'ticks' for integer values; they become 'Int'",
            "problems.yaml:73:9: warning: keys next to '$ref' ('properties') are ignored; combine schemas with 'allOf' instead",
        ])
    }

    @Test func aHostThatIsNotAHostIsIgnored() {
        #expect(diagnostics("swagger: '2.0'\ninfo: { title: x, version: '1' }\nhost: https://x.test/v1\nbasePath: /api\npaths: {}\n") == [
            "bad.yaml:3:7: warning: 'host' must be a host name and an optional port, such as 'api.example.com:8443', but it is "
                + "'https://x.test/v1'; it is ignored",
            "bad.yaml:4:11: warning: server URL '/api' is relative; the calls use 'http://localhost/api' until you set a base URL",
        ])
        // A trailing slash is no mistake.
        #expect(diagnostics("swagger: '2.0'\ninfo: { title: x, version: '1' }\nhost: x.test/\npaths: {}\n") == [])
    }

    @Test func aVersionOtherThan2IsAnError() {
        #expect(diagnostics("swagger: '3.0'\ninfo: { title: x, version: '1' }\n") == [
            "bad.yaml:1:1: error: unsupported Swagger version '3.0'; routegen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
        ])
    }

    /// Errors that stop the run are placed in the Swagger file too: here schemas nested deeper
    /// than routegen reads, inside a definition.
    @Test func errorsAreInTheSwaggerFile() {
        let deep = String(repeating: "{ type: object, properties: { a: ", count: 40) + "{ type: string }"
            + String(repeating: " } }", count: 40)
        #expect(diagnostics("swagger: '2.0'\ninfo: { title: x, version: '1' }\nhost: x.test\npaths: {}\ndefinitions:\n  Deep: \(deep)\n") == [
            "bad.yaml:6:1065: error: schemas nest deeper than 32 levels here (counting each '$ref' followed); routegen reads at most 32",
        ])
    }

    @Test func jsonDocumentsArePlacedByLineAndColumn() {
        let json = """
            {
              "swagger": "2.0",
              "info": {"title": "J", "version": "1"},
              "host": "j.test",
              "paths": {
                "/a": {"get": {"operationId": "a", "parameters": [
                  {"name": "ids", "in": "query", "type": "array", "collectionFormat": "tabs", "items": {"type": "string"}}
                ], "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Nope"}}}}}
              }
            }
            """
        #expect(diagnostics(json, file: "api.json") == [
            "api.json:7:75: warning: collectionFormat 'tabs' is not one of csv, ssv, tsv, pipes and multi; the elements are joined with commas (csv)",
            "api.json:8:70: warning: '$ref' '#/definitions/Nope' points to nothing, so it becomes JSONValue",
        ])
    }

    /// The validator's checks run on what the Swagger document became, placed where it was written.
    @Test func validatorWarningsAreInTheSwaggerFile() {
        let yaml = """
            swagger: '2.0'
            info: { title: x, version: '1' }
            host: x.test
            paths:
              /a:
                get:
                  operationId: getA
                  parameters:
                    - { name: body, in: body, schema: { type: object, properties: { a: { type: string } } } }
                  responses:
                    '204': { description: none }
            """
        #expect(diagnostics(yaml) == [
            // `getA` spells `GET /a`: the endpoint is named after its resource (issue 23).
            "bad.yaml:6:5: warning: endpoint 'retrieve' sends a body with GET; many servers and URLSession ignore or reject it",
        ])
    }

    /// OpenAPI 3 documents that swagger2openapi made from Swagger keep `tsv` as `x-collectionFormat`; routegen
    /// reads it there too.
    @Test func openAPIDocumentsMayCarryACollectionFormat() throws {
        let yaml = """
            openapi: 3.0.3
            info: { title: x, version: '1' }
            servers: [{ url: 'https://x.test' }]
            paths:
              /a:
                get:
                  operationId: getA
                  parameters:
                    - { name: X-Ids, in: header, x-collectionFormat: tsv, schema: { type: array, items: { type: string } } }
                    - { name: ids, in: query, x-collectionFormat: nope, schema: { type: array, items: { type: string } } }
                  responses:
                    '204': { description: none }
            """
        let (spec, found) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "api.yaml")
        #expect(found.sorted.map(\.description) == [
            "api.yaml:10:55: warning: 'x-collectionFormat' must be csv, ssv, tsv, pipes or multi, but it is the string 'nope'; "
                + "the elements are joined with commas (csv)",
        ])
        let endpoint = spec.routers.first?.endpoints.first
        #expect(endpoint?.headerParameters.map { "\($0.type.written) \($0.style)" } == ["[String]? tabDelimited"])
        #expect(endpoint?.queryParameters.map { "\($0.type.written) \($0.style)" } == ["[String]? form(explode: false)"])
    }
}
