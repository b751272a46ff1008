@testable import RouteGenCore
import Testing

/// Objects, nullability, maps, free-form values, formats and recursion.
@Suite struct OpenAPISchemaTests {
    @Test func objectProperties() throws {
        let loaded = try OpenAPIFixtures.load("objects.yaml")
        let user = try #require(loaded.model("User"))
        #expect(user.description == "Someone with an account.")
        let types = loaded.properties(of: "User").map { "\($0.name): \($0.type.written)" }
        #expect(types == [
            "id: Int?", "name: String", "nickname: String?", "password: String?", "role: String?", "age: Int?",
            "score: Double?", "active: Bool?", "tags: [String]?", "legacyId: String?", "plan: Plan?",
            "attributes: [String: Int]?", "extra: [String: JSONValue]?", "anything: JSONValue?", "settings: JSONValue?",
        ])
        #expect(loaded.property("id", of: "User")?.isReadOnly == true)
        #expect(loaded.property("password", of: "User")?.isWriteOnly == true)
        #expect(loaded.property("name", of: "User")?.description == "The full name.")
        #expect(loaded.property("legacyId", of: "User")?.deprecated == Deprecation())
    }

    @Test func defaultValues() throws {
        let loaded = try OpenAPIFixtures.load("objects.yaml")
        let defaults = loaded.properties(of: "User").compactMap { property in property.defaultValue.map { (property.wireName, $0) } }
        #expect(defaults.map(\.0) == ["role", "age", "score", "active", "tags"])
        #expect(defaults.map(\.1) == [.string("member"), .integer(18), .number(0.5), .bool(true), .emptyArray])
        #expect(loaded.property("plan", of: "Defaults")?.defaultValue == .enumValue("pro"))
        #expect(loaded.property("limits", of: "Defaults")?.defaultValue == nil)
        // An enum declared after the property that uses it.
        #expect(loaded.property("size", of: "Defaults")?.defaultValue == .enumValue("large"))
    }

    @Test func mapsAliasesAndFreeForm() throws {
        let loaded = try OpenAPIFixtures.load("objects.yaml")
        #expect(loaded.model("Labels")?.kind == .alias(.dictionary(.named("String"))))
        #expect(loaded.model("Names")?.kind == .alias(.array(.named("String"))))
        #expect(loaded.model("Payload")?.kind == .alias(.named("JSONValue")))
        #expect(loaded.properties(of: "Mixed").map(\.wireName) == ["known"])
        // The keys beside the properties are kept, in a dictionary of their own.
        #expect(loaded.model("Mixed")?.additionalProperties == .named("String"))
        #expect(loaded.diagnostics == [
            "objects.yaml:91:20: warning: the default of property 'limits' of 'Defaults' (a list) can't be written as a '[Int]'; it is left out",
        ])
    }

    @Test func openAPI31TypeListsAndReferenceSiblings() throws {
        let loaded = try OpenAPIFixtures.load("objects31.yaml")
        #expect(loaded.properties(of: "Account").map { "\($0.name): \($0.type.written)" } == [
            // `const: personal` under `kind`: an enum of one value, named by its value and property.
            "id: String", "email: String?", "owner: Owner", "kind: PersonalKind?", "scores: JSONValue?",
        ])
        #expect(loaded.property("owner", of: "Account")?.description == "Who owns the account.")
        #expect(loaded.diagnostics == [
            "objects31.yaml:24:17: warning: a value of several types (integer, string) is not supported; it becomes JSONValue",
        ])
    }

    @Test func formats() throws {
        let loaded = try OpenAPIFixtures.load("formats.yaml")
        #expect(loaded.properties(of: "Sample").map(\.type.written) == [
            // `uri` is text: servers send `""` and relative references, which `URL` can't decode.
            "Date", "String", "UUID", "String", "Data", "Data", "Int32", "Int64", "Int", "Float", "Double", "Double", "Bool",
            // Seconds since 1970 (`unix-time`, `unixtime`, `timestamp`) stay numbers, without a warning.
            "String", "Int", "Int", "String", "Int", "Double", "Int",
        ])
        #expect(loaded.diagnostics == [
            "formats.yaml:55:19: warning: unknown format 'ticks' for integer values; they become 'Int' (2 uses in this file, reported once)",
        ])
    }

    @Test func recursiveSchemasAreReferences() throws {
        let loaded = try OpenAPIFixtures.load("recursion.yaml")
        #expect(loaded.properties(of: "Node").map { "\($0.name): \($0.type.written)" } == ["children: [Node]?", "parent: Node?"])
        #expect(loaded.property("files", of: "Folder")?.type.written == "[File]?")
        #expect(loaded.property("folder", of: "File")?.type.written == "Folder?")
        #expect(loaded.model("Loop")?.kind == .alias(.named("JSONValue")))
        #expect(loaded.model("Forest")?.kind == .alias(.named("JSONValue")))
        #expect(loaded.diagnostics == [
            "recursion.yaml:31:5: warning: schema 'Loop' refers only to itself; it becomes JSONValue",
            "recursion.yaml:33:5: warning: schema 'Forest' is an alias that contains itself, which Swift can't express; it becomes JSONValue",
        ])
    }
}
