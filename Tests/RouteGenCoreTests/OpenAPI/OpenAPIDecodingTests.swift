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
        #expect(oneOf.discriminator == nil)
        #expect(oneOf.variants.map { $0.fixedProperties.map(\.key) } == [["event"], ["event"], ["event"]])
        #expect(oneOf.variants.map { $0.fixedProperties.map(\.value) }
            == [[.string("labeled")], [.string("unlabeled")], [.string("commented")]])
    }

    /// Stripe's deleted objects: `object` and `deleted: true` (an enum of one boolean, without a warning).
    @Test func theVariantAskingMoreGoesFirst() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        guard case let .oneOf(oneOf)? = loaded.model("PaymentSource")?.kind else {
            Issue.record("PaymentSource is not a oneOf")
            return
        }
        #expect(oneOf.variants.map(\.name) == ["id", "Card", "DeletedCard", "BankAccount"])
        #expect(oneOf.trialOrder == [0, 2, 1, 3])
        #expect(oneOf.variants[2].fixedProperties.map(\.value) == [.string("card"), .bool(true)])
        #expect(loaded.property("deleted", of: "DeletedCard")?.fixedValue == .bool(true))
        #expect(!loaded.diagnostics.contains { $0.contains("boolean") })
    }

    @Test func lookalikeVariantsAreReported() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        guard case let .oneOf(oneOf)? = loaded.model("Lookalike")?.kind else {
            Issue.record("Lookalike is not a oneOf")
            return
        }
        #expect(oneOf.variants.map(\.lookalikeGroup) == [1, 1])
        #expect(loaded.diagnostics.filter { $0.contains("'Lookalike'") } == [
            "decoding.yaml:148:7: warning: variants 'Opened' and 'Closed' of 'Lookalike' can't be told apart: they require "
                + "no property, and none that allows one value only; a value that decodes as both is kept as unknown "
                + "JSON, unless it has a property only one of them declares. Give each a property that allows one value only "
                + "(an 'enum' of one value, or 'const'), or add a 'discriminator'",
        ])
        guard case let .oneOf(rule)? = loaded.model("Rule")?.kind else {
            Issue.record("Rule is not a oneOf")
            return
        }
        #expect(rule.variants.map(\.ownKeys) == [["wait_timer"], ["reviewers"], []])
    }

    /// GitHub's `checks.create`: `name` and `head_sha` next to the `oneOf` go into each variant.
    @Test func propertiesNextToOneOfGoIntoEachVariant() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        guard case let .oneOf(oneOf)? = loaded.model("CreateRunRequest")?.kind else {
            Issue.record("CreateRunRequest is not a oneOf")
            return
        }
        #expect(oneOf.variants.map(\.name) == ["Completed", "Object"])
        #expect(loaded.properties(of: "CreateRunRequestCompleted").map(\.wireName)
            == ["name", "head_sha", "status", "conclusion", "output"])
        #expect(loaded.property("conclusion", of: "CreateRunRequestCompleted")?.type == .named("CreateRunRequestConclusion"))
        #expect(loaded.property("head_sha", of: "CreateRunRequestObject")?.type == .named("String"))
        #expect(loaded.property("output", of: "CreateRunRequestObject")?.type == .optional(.named("CreateRunRequestOutput")))
        #expect(!loaded.diagnostics.contains { $0.contains("next to") })
    }

    @Test func aNameOnlyInRequiredIsFreeJSON() throws {
        let loaded = try OpenAPIFixtures.load("decoding.yaml")
        #expect(loaded.property("content", of: "ContentTree")?.type == .optional(.named("JSONValue")))
        #expect(loaded.diagnostics.contains(
            "decoding.yaml:253:7: warning: 'content' is in 'required' of 'ContentTree' but not in its 'properties'; "
                + "it becomes an optional JSONValue (describe it under 'properties')"))
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
