import RouteGenCore
import Testing

/// `allOf` merges; `oneOf` and `anyOf` become enums of variants.
@Suite struct OpenAPICompositionTests {
    @Test func allOfMergesPropertiesAndRequiredLists() throws {
        let loaded = try OpenAPIFixtures.load("allof.yaml")
        #expect(loaded.properties(of: "Dog").map { "\($0.name): \($0.type.written)" } == [
            "id: String", "note: Int?", "bark: Bool",
        ])
        #expect(loaded.model("Alias")?.kind == .alias(.named("Base")))
        #expect(loaded.property("pet", of: "Owner")?.type.written == "Dog?")
        // `allOf: [Base, a string]` adds nothing to `Base`: it is `Base`, not a copy of it.
        #expect(loaded.property("odd", of: "Owner")?.type.written == "Base?")
        #expect(loaded.model("OwnerOdd") == nil)
        #expect(loaded.diagnostics == [
            "allof.yaml:41:15: warning: 'allOf' merges object properties only; this part is not an object and adds nothing else",
        ])
    }

    @Test func oneOfWithDiscriminatorMapping() throws {
        let loaded = try OpenAPIFixtures.load("oneof.yaml")
        guard case let .oneOf(pet)? = loaded.model("Pet")?.kind else {
            Issue.record("Pet is not a oneOf")
            return
        }
        #expect(pet.discriminator == "kind")
        #expect(pet.variants.map { "\($0.name): \($0.type.written) \($0.discriminatorValues)" } == [
            "Cat: Cat [\"cat\", \"kitten\"]", "Dog: Dog [\"dog\"]", "Lizard: Lizard [\"Lizard\"]",
        ])
    }

    @Test func anyOfWithInlineVariants() throws {
        let loaded = try OpenAPIFixtures.load("oneof.yaml")
        guard case let .oneOf(value)? = loaded.model("Value")?.kind else {
            Issue.record("Value is not a oneOf")
            return
        }
        #expect(value.discriminator == nil)
        #expect(value.variants.map { "\($0.name): \($0.type.written)" } == [
            "String: String", "Int: Int", "Object: ValueObject", "StringArray: [String]",
        ])
        #expect(loaded.properties(of: "ValueObject").map(\.wireName) == ["amount"])
        guard case let .oneOf(shape)? = loaded.model("HolderShape")?.kind else {
            Issue.record("HolderShape is not a oneOf")
            return
        }
        #expect(shape.variants.map { "\($0.name): \($0.type.written)" } == ["Radius: HolderShapeRadius", "Side: HolderShapeSide"])
    }

    @Test func nullVariantMakesOptionalAndConstraintsAreIgnored() throws {
        let loaded = try OpenAPIFixtures.load("oneof.yaml")
        #expect(loaded.model("MaybeCat")?.kind == .alias(.named("Cat")))
        #expect(loaded.properties(of: "Update").map(\.wireName) == ["name", "email"])
        // Two objects that require nothing: a value with `radius` or `side` is told apart by it.
        #expect(loaded.diagnostics == [
            "oneof.yaml:65:11: warning: variants 'Radius' and 'Side' of 'HolderShape' can't be told apart: they require no "
                + "property, and none that allows one value only; a value that decodes as both is kept as unknown JSON, unless "
                + "it has a property only one of them declares. Give each a property that allows one value only (an 'enum' of "
                + "one value, or 'const'), or add a 'discriminator'",
        ])
    }
}
