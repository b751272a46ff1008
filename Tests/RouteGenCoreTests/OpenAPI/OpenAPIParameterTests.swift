import RouteGenCore
import Testing

/// Parameters: places, styles, merging of path-level ones, `$ref`s, and what can't be sent as is.
@Suite struct OpenAPIParameterTests {
    @Test func placesTypesAndStyles() throws {
        let loaded = try OpenAPIFixtures.load("parameters.yaml")
        let endpoint = try #require(loaded.endpoint("getItem"))
        #expect(endpoint.pathParameters.map(\.wireName) == ["itemId"])
        #expect(endpoint.pathParameters.first?.type.written == "Int64")
        #expect(endpoint.pathParameters.first?.style == .simple)
        #expect(endpoint.headerParameters.map { "\($0.wireName): \($0.type.written)" } == ["X-Request-ID: UUID?"])
        #expect(endpoint.cookieParameters.map { "\($0.wireName): \($0.type.written)" } == ["session: String?"])
        let query = endpoint.queryParameters.map { "\($0.wireName): \($0.type.written)" }
        #expect(query == [
            "verbose: String", "fields: [String]?", "ids: [Int]?", "tags: [String]?", "words: [String]?",
            "filter[state]: String?", "filter[limit]: Int?", "sort: GetItemSort?", "query: String?",
        ])
        let styles = Dictionary(uniqueKeysWithValues: endpoint.queryParameters.map { ($0.wireName, $0.style) })
        #expect(styles["fields"] == .form(explode: true))
        #expect(styles["ids"] == .form(explode: false))
        #expect(styles["tags"] == .pipeDelimited)
        #expect(styles["words"] == .spaceDelimited)
        #expect(styles["filter[state]"] == .deepObject)
    }

    @Test func operationParametersReplacePathLevelOnes() throws {
        let loaded = try OpenAPIFixtures.load("parameters.yaml")
        let verbose = try #require(loaded.endpoint("getItem")?.queryParameters.first)
        #expect(verbose.wireName == "verbose")
        #expect(verbose.type.written == "String")
        #expect(verbose.description == "Overrides the path-level one.")
    }

    @Test func inlineEnumOfAParameterIsNamedAfterTheOperation() throws {
        let loaded = try OpenAPIFixtures.load("parameters.yaml")
        guard case let .stringEnum(cases)? = loaded.model("GetItemSort")?.kind else {
            Issue.record("GetItemSort is not a string enum")
            return
        }
        #expect(cases.map(\.value) == ["asc", "desc"])
        // The deepObject filter was sent as separate items, so its model is not generated.
        #expect(loaded.model("GetItemFilter") == nil)
    }

    @Test func placeholderChecksAndContentParameters() throws {
        let loaded = try OpenAPIFixtures.load("parameters.yaml")
        let endpoint = try #require(loaded.endpoint("retrieve"))
        #expect(endpoint.pathParameters.map { "\($0.wireName): \($0.type.written)" } == ["ownerId: String", "petId: String"])
        #expect(loaded.diagnostics == [
            "parameters.yaml:79:11: warning: parameter 'query' describes its value with 'content' rather than 'schema'; it becomes a String the caller encodes",
            "parameters.yaml:86:26: warning: path placeholder '{petId}' has no parameter; operation 'GET /owners/{ownerId}/pets/{petId}' gets a String parameter 'petId' for it (declare it under 'parameters' with 'in: path')",
            "parameters.yaml:89:11: warning: path parameter 'ownerId' must be required; add 'required: true' (it is treated as required)",
            "parameters.yaml:93:11: warning: path parameter 'extra' does not appear in the path '/owners/{ownerId}/pets/{petId}'; it is left out",
        ])
    }
}
