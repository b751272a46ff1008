import RouteGenCore
import Testing

/// Responses: the success type, bodies that aren't JSON, and documented errors.
@Suite struct OpenAPIResponseTests {
    @Test func twoHundredIsPreferredAndErrorsAreListed() throws {
        let loaded = try OpenAPIFixtures.load("responses.yaml")
        let endpoint = try #require(loaded.endpoint("listPets"))
        #expect(endpoint.returns?.written == "[Pet]")
        #expect(!endpoint.returnsRawData)
        #expect(endpoint.errorResponses.map { "\($0.status): \($0.type?.written ?? "-")" } == [
            "404: ResponsesError", "4XX: ListPetsResponse4XX", "default: ResponsesError",
        ])
        #expect(endpoint.errorResponses.first?.description == "Not found.")
        #expect(loaded.diagnostics == [
            "responses.yaml:12:9: warning: operation 'listPets' also answers 201 with a 'String' body; its call decodes the 200 body ('[Pet]')",
            "responses.yaml:101:5: warning: schema 'Error' is named 'ResponsesError' in Swift, because 'Error' would hide Swift's own 'Error' in your module",
        ])
    }

    @Test func noContentReturnsNothing() throws {
        let endpoint = try #require(try OpenAPIFixtures.load("responses.yaml").endpoint("deletePet"))
        #expect(endpoint.returns == nil)
        #expect(endpoint.errorResponses.map { "\($0.status): \($0.type?.written ?? "-")" } == ["500: -"])
    }

    @Test func bytesAreReturnedRaw() throws {
        let endpoint = try #require(try OpenAPIFixtures.load("responses.yaml").endpoint("getPhoto"))
        #expect(endpoint.returns?.written == "Data")
        #expect(endpoint.returnsRawData)
    }

    @Test func inlineSuccessBodyGetsAResponseModel() throws {
        let loaded = try OpenAPIFixtures.load("responses.yaml")
        #expect(loaded.endpoint("startJob")?.returns?.written == "StartJobResponse")
        #expect(loaded.properties(of: "StartJobResponse").map(\.wireName) == ["id"])
    }
}
