import RouteGenCore
import Testing

/// What `Tests/Fixtures/openapi/decoding.yaml` becomes: loose answers decode, explicit nulls can be
/// sent (issue 9, item 5). `WireDecodingTests` runs the generated code.
@Suite struct OpenAPIDecodingTests {
    @Test func uriIsText() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        #expect(loaded.property("homepage", of: "App")?.type == .optional(.named("String")))
    }

    @Test func keysBesidePropertiesAreKept() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        #expect(loaded.properties(of: "AppPermissions").map(\.wireName) == ["issues", "checks"])
        #expect(loaded.model("AppPermissions")?.additionalProperties == .named("String"))
        #expect(loaded.model("App")?.additionalProperties == nil)
    }

    @Test func aPropertyWithOneAllowedValueSelectsTheVariant() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        guard case let .oneOf(oneOf)? = loaded.model("Event")?.kind else {
            Issue.record("Event is not a oneOf")
            return
        }
        #expect(oneOf.discriminator == "event")
        #expect(oneOf.variants.map(\.discriminatorValues) == [["labeled"], ["unlabeled"], ["commented"]])
    }

    @Test func lookalikeVariantsAreReported() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        guard case let .oneOf(oneOf)? = loaded.model("Lookalike")?.kind else {
            Issue.record("Lookalike is not a oneOf")
            return
        }
        #expect(oneOf.discriminator == nil)
        #expect(loaded.diagnostics == [
            "decoding.yaml:103:7: warning: variants 'Opened' and 'Closed' of 'Lookalike' have the same properties, so a value "
                + "always decodes as 'Opened'; give each a property that allows one value only (an 'enum' of one value, "
                + "or 'const'), or add a 'discriminator'",
        ])
    }

    @Test func nullableRequestPropertiesCanSendNull() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        let nullableString = TypeReference.optional(.named("Nullable", arguments: [.named("String")]))
        #expect(loaded.property("owner", of: "UpdateAppRequest")?.type == nullableString)
        #expect(loaded.property("homepage", of: "UpdateAppRequest")?.type == nullableString)
        #expect(loaded.property("name", of: "UpdateAppRequest")?.type == .optional(.named("String")))
        // Required and nullable: the key is always sent, `null` or a value.
        #expect(loaded.property("team", of: "UpdateAppRequest")?.type == .named("Nullable", arguments: [.named("String")]))
        // App is a response: `nil` there stands for a missing key and `null` alike.
        #expect(loaded.property("owner", of: "App")?.type == .optional(.named("String")))
        #expect(loaded.property("owner", of: "App")?.isNullable == true)
    }
}
