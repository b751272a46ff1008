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
            "responses.yaml:179:5: warning: schema 'Error' is named 'ResponsesError' in Swift, because 'Error' would hide Swift's own 'Error' in your module",
        ])
    }

    /// Answers with different bodies become an enum; the primary one stays `returns`.
    @Test func differentSuccessBodiesAreCases() throws {
        let endpoint = try #require(try OpenAPIFixtures.load("responses.yaml").endpoint("listPets"))
        #expect(endpoint.successResponses.map { "\($0.status): \($0.type?.written ?? "-")" } == ["201: String", "200: [Pet]"])
        #expect(endpoint.successShape == .cases)
        #expect(endpoint.responsesTypeName == "ListPetsResponses")
    }

    @Test func aBodyAndAnAnswerWithoutOneAreAnOptional() throws {
        let endpoint = try #require(try OpenAPIFixtures.load("responses.yaml").endpoint("getOwner"))
        #expect(endpoint.successShape == .optional(.named("Pet"), emptyStatuses: [204]))
        #expect(endpoint.responsesTypeName == nil)
    }

    @Test func theSameBodyTwiceIsOneAnswer() throws {
        let endpoint = try #require(try OpenAPIFixtures.load("responses.yaml").endpoint("copyPet"))
        #expect(endpoint.successResponses.count == 2)
        #expect(endpoint.successShape == .single)
        #expect(endpoint.returns?.written == "Pet")
    }

    @Test func aClassOfStatusesWithBytesIsACase() throws {
        let endpoint = try #require(try OpenAPIFixtures.load("responses.yaml").endpoint("getReport"))
        #expect(endpoint.successResponses.map { "\($0.status): \($0.isRawData)" } == ["200: false", "2XX: true"])
        #expect(endpoint.successShape == .cases)
    }

    @Test func aLinkHeaderMeansLinkPaging() throws {
        let loaded = try OpenAPIFixtures.load("responses.yaml")
        // `getFeed` spells `GET /feed`: the operation is `FeedRouter.retrieve` (issue 23).
        #expect(loaded.endpoint("GET", "/feed")?.name == "retrieve")
        #expect(loaded.endpoint("GET", "/feed")?.linkPaging == true)
        #expect(loaded.endpoint("listPets")?.linkPaging == false)
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
