import RouteGenCore
import Testing

/// `$ref`s into other files, resolved from the referring file's folder; diagnostics point into
/// the file that holds the problem.
@Suite struct OpenAPIMultiFileTests {
    @Test func referencedFilesBecomeModels() throws {
        let loaded = try OpenAPIFixtures.load("multifile/api.yaml")
        #expect(loaded.endpoint("listPets")?.returns?.written == "[Pet]")
        // `./schemas/pet.yaml` from api.yaml and `pet.yaml` from common.yaml are one model.
        #expect(loaded.endpoint("getPet")?.returns?.written == "Pet")
        #expect(loaded.properties(of: "Pet").map { "\($0.name): \($0.type.written)" } == [
            "name: String", "owner: Owner?", "tags: [Tag]?", "born: String?",
        ])
        #expect(loaded.properties(of: "Owner").map { "\($0.name): \($0.type.written)" } == [
            "name: String?", "pets: [Pet]?", "home: JSONValue?",
        ])
        #expect(loaded.spec.models.filter { $0.name.hasPrefix("Pet") }.map(\.name) == ["Pet"])
        #expect(loaded.model("Pet")?.location?.file.hasSuffix("multifile/schemas/pet.yaml") == true)
    }

    @Test func referencedParametersAndResponses() throws {
        let loaded = try OpenAPIFixtures.load("multifile/api.yaml")
        let endpoint = try #require(loaded.endpoint("listPets"))
        #expect(endpoint.queryParameters.map { "\($0.wireName): \($0.type.written)" } == ["limit: Int?"])
        #expect(endpoint.errorResponses.map { "\($0.status): \($0.type?.written ?? "-")" } == ["default: Problem"])
        #expect(loaded.endpoint("getPet")?.errorResponses.map { $0.type?.written } == ["JSONValue"])
        #expect(loaded.model("Remote")?.kind == .alias(.named("JSONValue")))
        #expect(loaded.model("Lost")?.kind == .alias(.named("JSONValue")))
    }

    @Test func diagnosticsPointIntoEachFile() throws {
        #expect(try OpenAPIFixtures.load("multifile/api.yaml").diagnostics == [
            "multifile/api.yaml:45:23: warning: '$ref' '#/components/schemas/NotThere' points to nothing, so it becomes JSONValue",
            "multifile/api.yaml:54:13: warning: remote reference 'https://example.com/schemas/remote.yaml' is not followed; routegen reads local files only, so it becomes JSONValue",
            "multifile/api.yaml:56:13: warning: '$ref' names the file 'multifile/schemas/missing.yaml', which can't be read (no such file), so it becomes JSONValue",
            "multifile/schemas/common.yaml:26:17: warning: '$ref' '#/components/schemas/Home' points to nothing, so it becomes JSONValue",
            "multifile/schemas/pet.yaml:14:13: warning: unknown format 'birthday' for string values; they become 'String'",
        ])
    }
}
