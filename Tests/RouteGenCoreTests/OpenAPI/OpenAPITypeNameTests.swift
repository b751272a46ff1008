import RouteGenCore
import Testing

/// Type and case names without numbers: SCREAMING_SNAKE values, letter-case twins, variants named
/// after their type or property, Stripe's expandable fields, and names from a schema's role (issue 10).
@Suite struct OpenAPITypeNameTests {
    /// Case names as the model writes them; the renderer spells them in lower camel case.
    private func cases(_ model: String, in loaded: OpenAPIFixtures.Loaded) -> [String] {
        guard case let .stringEnum(cases)? = loaded.model(model)?.kind else { return [] }
        return cases.map(\.name)
    }

    private func variants(_ model: String, in loaded: OpenAPIFixtures.Loaded) -> [String] {
        guard case let .oneOf(value)? = loaded.model(model)?.kind else { return [] }
        return value.variants.map { "\($0.name)(\($0.type.written))" }
    }

    @Test func screamingSnakeValuesReadAsCamelCase() throws {
        let loaded = try OpenAPIFixtures.load("type-names.yaml")
        #expect(cases("MergeTitle", in: loaded) == ["prTitle", "commitOrPRTitle", "mergeMessage", "OPEN", "in_progress", "urlPath"])
    }

    @Test func valuesDifferingInLetterCaseAreNamedByHow() throws {
        let loaded = try OpenAPIFixtures.load("type-names.yaml")
        // `aDd` is spelled `aDd` in Swift, which clashes with nothing.
        #expect(cases("Operation", in: loaded) == ["add", "AddCapitalized", "ADDUppercase", "aDd"])
        #expect(loaded.diagnostics.filter { $0.contains("'Operation'") } == [
            "type-names.yaml:40:19: warning: the enum value 'Add' of 'Operation' differs from another value only in letter case; "
                + "it becomes the case 'addCapitalized'",
            "type-names.yaml:40:24: warning: the enum value 'ADD' of 'Operation' differs from another value only in letter case; "
                + "it becomes the case 'addUppercase'",
        ])
    }

    @Test func expandableFieldsHoldAnIDOrTheObject() throws {
        let loaded = try OpenAPIFixtures.load("type-names.yaml")
        // Named by their shape, as everywhere they are written (issue 23).
        #expect(loaded.property("customer", of: "Check")?.type.written == "StringOrCustomer?")
        #expect(variants("StringOrCustomer", in: loaded) == ["id(String)", "Object(Customer)"])
        #expect(variants("StringOrCustomerOrDeletedCustomer", in: loaded) == [
            "id(String)", "Customer(Customer)", "DeletedCustomer(DeletedCustomer)",
        ])
    }

    @Test func inlineVariantsAreNamedAfterTheirKindOrProperty() throws {
        let loaded = try OpenAPIFixtures.load("type-names.yaml")
        #expect(variants("CheckAddress", in: loaded) == ["Object(CheckAddressObject)", "Empty(EmptyString)"])
        #expect(variants("CheckRule", in: loaded) == [
            "WaitTimer(CheckRuleWaitTimer)", "Reviewers(CheckRuleReviewers)", "Object(CheckRuleObject)",
        ])
        #expect(!loaded.spec.models.contains { $0.name.contains("Option") })
    }

    @Test func variantsOfOneKindAreToldApartByTheTypeOfTheirProperty() throws {
        let loaded = try OpenAPIFixtures.load("type-names.yaml")
        // Both are objects of an optional `names`: its type tells them apart, not a number (issue 23).
        #expect(variants("CheckLabels", in: loaded) == [
            "NamesStringArray(CheckLabelsNamesStringArray)", "NamesIntegerArray(CheckLabelsNamesIntegerArray)",
        ])
        #expect(loaded.diagnostics.filter { $0.contains("'CheckLabels'") } == [
            "type-names.yaml:104:11: warning: variants 'NamesStringArray' and 'NamesIntegerArray' of 'CheckLabels' can't be "
                + "told apart: they require no property, and none that allows one value only; a value that decodes as both is "
                + "kept as unknown JSON, unless it has a property only one of them declares. Give each a property that allows "
                + "one value only (an 'enum' of one value, or 'const'), or add a 'discriminator'",
        ])
    }

    @Test func takenNamesFallBackToTheRoleBeforeANumber() throws {
        let loaded = try OpenAPIFixtures.load("type-names.yaml")
        #expect(loaded.endpoint("listChecks")?.queryParameters.map(\.type.written) == ["StatusParameter?"])
        // A choice of two components is named by them (issue 23), so `CheckStatus` being taken doesn't matter.
        #expect(loaded.property("status", of: "Check")?.type.written == "StatusOrMergeTitle?")
        #expect(loaded.diagnostics.allSatisfy { !$0.contains("is named") || $0.contains("'CheckLabels'") })
    }
}
