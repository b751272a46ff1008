import RouteGenCore
import Testing

/// Routers per tag, case names, inline model names, and clashes resolved in document order.
@Suite struct OpenAPINamingTests {
    @Test func specNameComesFromTheTitle() throws {
        #expect(try OpenAPIFixtures.load("naming.yaml").spec.name == "SwaggerPetstore")
        #expect(try OpenAPIFixtures.load("petstore.json").spec.name == "JSONPetstore")
    }

    @Test func routersByFirstTag() throws {
        let loaded = try OpenAPIFixtures.load("naming.yaml")
        #expect(loaded.spec.routers.map { "\($0.name): \($0.endpoints.map(\.name))" } == [
            "PetStoreRouter: [\"reposListPets\", \"reposListPets2\"]",
            // No operationId: named after its resource, an action of `pets` (issue 23).
            "PetsRouter: [\"photos\"]",
            "PetStore2Router: [\"getStatus\"]",
        ])
        #expect(loaded.spec.routers.first?.description == "Everything about pets.")
    }

    @Test func inlineModelsAreNamedAfterTheirPlace() throws {
        let loaded = try OpenAPIFixtures.load("naming.yaml")
        #expect(loaded.endpoint("reposListPets")?.returns?.written == "ReposListPetsResponse")
        #expect(loaded.properties(of: "ReposListPets2Request").map(\.wireName) == ["owner"])
        // `ReposListPetsResponseItemsItem`, `ReposListPets2RequestOwner` and `PetListOwner2` are the
        // same object of one `name`, each named after its own place (issue 23), declared once.
        #expect(loaded.property("items", of: "ReposListPetsResponse")?.type.written == "[ReposListPetsResponseItemsItem]?")
        #expect(loaded.property("owner", of: "ReposListPets2Request")?.type.written == "ReposListPets2RequestOwner?")
        #expect(loaded.properties(of: "PetListOwner2").map(\.wireName) == ["name"])
        #expect(loaded.model("ReposListPets2RequestOwner")?.kind == .alias(.named("PetListOwner2")))
        #expect(loaded.model("ReposListPetsResponseItemsItem")?.kind == .alias(.named("PetListOwner2")))
    }

    @Test func clashesGetNumbersAndWarnings() throws {
        let loaded = try OpenAPIFixtures.load("naming.yaml")
        #expect(loaded.model("PetList")?.kind == .object(properties: loaded.properties(of: "PetList")))
        #expect(loaded.model("PetList2")?.kind == .alias(.named("String")))
        #expect(loaded.model("URL2")?.kind == .alias(.named("String")))
        #expect(loaded.properties(of: "PetList").map { "\($0.name) \($0.wireName)" } == [
            "user_id user_id", "userId2 userId", "owner owner",
        ])
        #expect(loaded.property("owner", of: "PetList")?.type.written == "PetListOwner2?")
        #expect(loaded.diagnostics == [
            "naming.yaml:32:20: warning: operation 'repos_list_pets' becomes the case 'reposListPets2', because 'reposListPets' is taken by another operation of tag 'pet store'",
            "naming.yaml:60:5: warning: the router of tag 'Pet Store' is named 'PetStore2Router', because 'PetStoreRouter' is taken by the router of tag 'pet store'",
            "naming.yaml:73:9: warning: property 'userId' of 'PetList' is named 'userId2' in Swift, because 'userId' is taken by property 'user_id'",
            "naming.yaml:76:11: warning: the schema of property 'owner' of 'PetList' is named 'PetListOwner2' in Swift, because 'PetListOwner' is taken by schema 'PetListOwner'",
            "naming.yaml:80:5: warning: schema 'PetList' is named 'PetList2' in Swift, because 'PetList' is taken by schema 'pet-list'",
            "naming.yaml:82:5: warning: schema 'URL' is named 'URL2' in Swift, because 'URL' is taken by a built-in type",
        ])
    }
}
