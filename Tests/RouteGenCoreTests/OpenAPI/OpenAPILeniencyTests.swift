import Foundation
import RouteGenCore
import Testing

/// What routegen generates anyway, with one warning each, and what stays an error.
@Suite struct OpenAPILeniencyTests {
    @Test func generatesAnywayAndWarnsOnce() throws {
        let loaded = try OpenAPIFixtures.load("leniency.yaml")
        #expect(loaded.properties(of: "Item").map { "\($0.name): \($0.type.written)" } == [
            "count: Int", "owner: Owner?", "code: String?", "other: JSONValue?", "label: String?", "missing: JSONValue?",
        ])
        #expect(loaded.property("owner", of: "Item")?.description == nil)
        let endpoint = try #require(loaded.endpoint("getItem"))
        #expect(endpoint.pathParameters.map { "\($0.wireName): \($0.type.written)" } == ["id: String"])
        #expect(endpoint.returns?.written == "Item")
        #expect(loaded.diagnostics == [
            "leniency.yaml:8:10: warning: path placeholder '{id}' has no parameter; operation 'getItem' gets a String parameter 'id' for it (declare it under 'parameters' with 'in: path')",
            "leniency.yaml:18:11: warning: links are not supported; 'links' is skipped",
            "leniency.yaml:21:7: warning: callbacks are not supported; routegen generates the calls a client makes, so 'callbacks' is skipped",
            "leniency.yaml:31:7: warning: the schema has 'properties' but no 'type'; it is read as an object (add 'type: object')",
            "leniency.yaml:35:20: warning: 'minimum' of an integer schema is written as the decimal 0.0; write 0",
            "leniency.yaml:36:20: warning: 'maximum' of an integer schema is written as the decimal 100.5; an integer limit should be a whole number",
            "leniency.yaml:39:11: warning: keys next to '$ref' ('description') are ignored, as OpenAPI 3.0 requires; wrap the reference in 'allOf' to add to it",
            "leniency.yaml:42:19: warning: unknown format 'color' for string values; they become 'String'",
            "leniency.yaml:44:11: warning: 'not' is not supported and is ignored; routegen can't express 'any value except'",
            "leniency.yaml:48:11: warning: 'xml' is not supported and is ignored; routegen reads and writes JSON",
            "leniency.yaml:51:17: warning: '$ref' '#/components/schemas/Ownr' points to nothing, so it becomes JSONValue; did you mean '#/components/schemas/Owner'?",
        ])
    }

    /// Pieces of the wrong shape everywhere: each is skipped or read leniently, with a warning,
    /// and what remains passes the validator.
    @Test func malformedPiecesAreSkippedNotFatal() throws {
        let loaded = try OpenAPIFixtures.load("malformed.yaml")
        #expect(loaded.spec.name == "API")
        #expect(loaded.model("Tree")?.kind == .alias(.named("JSONValue")))
        #expect(loaded.properties(of: "Deep").map(\.wireName) == ["", "123", "self", "hashValue"])
        #expect(loaded.diagnostics == [
            "malformed.yaml:2:7: warning: 'info' must be a mapping, but it is the string 'Not a mapping'; the generated types use the prefix 'API'",
            "malformed.yaml:4:5: warning: a server needs a 'url'; it is skipped",
            "malformed.yaml:5:10: warning: server URL 'ftp://files.example.com' is not a valid http or https URL; the calls use 'http://localhost/' until you set a base URL",
            "malformed.yaml:6:18: warning: server variable '{tenant}' is not declared under 'variables'; its default is 'tenant'",
            "malformed.yaml:8:3: warning: path 'pets' must start with '/'; it and its operations are skipped",
            "malformed.yaml:11:10: warning: path placeholder '{x}' appears twice; the path '/a/{x}/{x}' is skipped",
            "malformed.yaml:15:17: warning: 'parameters' must be a list, but it is the number 7; it is skipped",
            "malformed.yaml:16:10: warning: operation 'GET /b' must be a mapping; it is skipped",
            "malformed.yaml:19:11: warning: a parameter must be a mapping; it is left out",
            "malformed.yaml:20:11: warning: a parameter needs 'name' and 'in'; it is left out",
            "malformed.yaml:21:11: warning: header 'h' of type 'PostBH' can't be sent as typed values there; it becomes a String that the caller writes out",
            "malformed.yaml:28:11: warning: header parameter 'Accept' is ignored, as OpenAPI requires; it follows from the content types",
            "malformed.yaml:32:11: warning: parameter 'where' is 'in: body'; expected path, query, querystring, header or cookie; it is left out",
            "malformed.yaml:34:7: warning: the request body of operation 'POST /b' lists no content types; it is left out",
            "malformed.yaml:41:23: warning: a schema must be a mapping, but it is the number 12; it becomes JSONValue",
            "malformed.yaml:45:20: warning: 'requestBody' must be a mapping; it is left out",
            "malformed.yaml:46:18: warning: 'responses' must be a mapping of status codes; the call returns nothing",
            "malformed.yaml:52:17: warning: '$ref' '#/components/responses/Nope' points to nothing, so the response is read as having no body",
            "malformed.yaml:54:17: warning: '$ref' names the file '42', which can't be read (no such file), so the response is read as having no body",
            "malformed.yaml:57:5: warning: schema 'Tree' is an alias that contains itself, which Swift can't express; it becomes JSONValue",
            "malformed.yaml:74:13: warning: a value of several types (string, integer) is not supported; it becomes JSONValue",
            "malformed.yaml:76:13: warning: unknown type 'banana'; it becomes JSONValue",
            "malformed.yaml:77:5: warning: schema 'Bool' is named 'Bool2' in Swift, because 'Bool' is taken by a built-in type",
            "malformed.yaml:79:13: warning: the array has no 'items'; its elements become JSONValue",
            "malformed.yaml:83:9: warning: 'items' must be one schema; its elements become JSONValue",
            "malformed.yaml:99:13: warning: security scheme 'broken' must be a mapping; it is skipped",
            "malformed.yaml:100:5: warning: security scheme 'keyless' needs 'name' and 'in' (header, query or cookie); it is skipped",
            "malformed.yaml:103:7: warning: security scheme 'mtls' of type 'mutualTLS' is not supported; it is skipped",
        ])
    }

    @Test func swaggerOtherThan2IsAnError() {
        #expect(OpenAPIFixtures.errors("swagger.yaml") == [
            "swagger.yaml:1:1: error: unsupported Swagger version '1.2'; routegen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
        ])
    }

    @Test func unsupportedVersionIsAnError() {
        #expect(errors("openapi: 2.5.0\ninfo: { title: x, version: '1' }\n") == [
            "bad.yaml:1:1: error: unsupported OpenAPI version '2.5.0'; routegen reads OpenAPI 3.0, 3.1 and 3.2",
        ])
    }

    @Test func syntaxErrorsStayErrors() {
        #expect(errors("openapi: 3.0.3\ninfo: { title: x\n") == [
            "bad.yaml:3:1: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 2, column 7)",
        ])
        #expect(errors("{\"openapi\": \"3.1.0\", \"info\": {\"title\": \"x\",}\n") .count == 1)
    }

    @Test func webhooksAreSkipped() throws {
        let yaml = """
            openapi: 3.1.0
            info: { title: Hooks, version: '1' }
            servers: [{ url: 'https://x.test' }]
            webhooks:
              newPet:
                post:
                  responses: { '200': { description: ok } }

            """
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "hooks.yaml")
        #expect(spec.routers.isEmpty)
        #expect(diagnostics.sorted.map(\.description) == [
            "hooks.yaml:4:1: warning: webhooks are not supported; routegen generates calls the client makes, so 'webhooks' is skipped",
        ])
    }

    private func errors(_ yaml: String) -> [String] {
        do {
            _ = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "bad.yaml")
            return []
        } catch {
            return error.diagnostics.sorted.map(\.description)
        }
    }
}
