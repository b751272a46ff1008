import RouteGenCore
import Testing

/// An inline schema is named after its own place; only shapes with names of their own are one
/// type for every copy, and every other identical inline copy is an alias of the first (issue 23).
@Suite struct OpenAPIDuplicateTests {
    @Test func identicalInlineEnumsKeepTheNamesOfTheirPlaces() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        // Three copies, in two requests and a response, with different descriptions: three types.
        #expect(loaded.property("merge_commit_title", of: "UpdateRepoRequest")?.type.written == "UpdateRepoRequestMergeCommitTitle?")
        #expect(loaded.property("merge_commit_title", of: "CreateOrgRepoRequest")?.type.written == "CreateOrgRepoRequestMergeCommitTitle?")
        #expect(loaded.property("merge_commit_title", of: "CreateOrgRepoResponse")?.type.written == "CreateOrgRepoResponseMergeCommitTitle?")
        #expect(loaded.model("UpdateRepoRequestMergeCommitTitle")?.description == "The title of merge commits.")
        #expect(loaded.model("MergeCommitTitle") == nil)
        // One declaration, the first copy's; the others are aliases of it, each with its own doc comment.
        #expect(loaded.model("UpdateRepoRequestMergeCommitTitle")?.kind.isAlias == false)
        #expect(loaded.model("CreateOrgRepoRequestMergeCommitTitle")?.kind == .alias(.named("UpdateRepoRequestMergeCommitTitle")))
        #expect(loaded.model("CreateOrgRepoResponseMergeCommitTitle")?.kind == .alias(.named("UpdateRepoRequestMergeCommitTitle")))
        #expect(loaded.model("CreateOrgRepoRequestMergeCommitTitle")?.description
            == "Another text, same values.\n\nThe same shape as ``UpdateRepoRequestMergeCommitTitle``.")
        #expect(loaded.model("CreateOrgRepoRequestMergeCommitTitle")?.places
            == ["#/paths/~1orgs~1{org}~1repos/post/requestBody/content/application~1json/schema/properties/merge_commit_title"])
    }

    @Test func anInlineCopyOfAComponentIsATypeOfItsOwn() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        #expect(loaded.property("owner", of: "UpdateRepoRequest")?.type.written == "UpdateRepoRequestOwner?")
        #expect(loaded.property("owner", of: "CreateOrgRepoRequest")?.type.written == "CreateOrgRepoRequestOwner?")
        // The component's name is for the component and the places that refer to it.
        #expect(loaded.property("owner", of: "Repository")?.type.written == "SimpleUser?")
        #expect(loaded.model("SimpleUser")?.places == ["#/components/schemas/SimpleUser"])
        // Identical inline copies share one declaration, an inline one: never the component.
        #expect(loaded.model("UpdateRepoRequestOwner")?.kind.isAlias == false)
        #expect(loaded.model("CreateOrgRepoRequestOwner")?.kind == .alias(.named("UpdateRepoRequestOwner")))
        #expect(loaded.model("SimpleUser")?.kind.isAlias == false)
        // The same properties in another order are another memberwise initializer: another shape.
        #expect(loaded.model("CreateOrgRepoResponseOther")?.kind.isAlias == false)
    }

    @Test func parentsOfAliasedChildrenAreAliasedToo() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        // `protection.rules.mode`, written twice: the enums first, then the objects holding them.
        #expect(loaded.property("protection", of: "CreateOrgRepoRequest")?.type.written == "CreateOrgRepoRequestProtection?")
        #expect(loaded.property("rules", of: "UpdateRepoRequestProtection")?.type.written == "UpdateRepoRequestProtectionRules?")
        #expect(loaded.model("CreateOrgRepoRequestProtection")?.kind == .alias(.named("UpdateRepoRequestProtection")))
        #expect(loaded.model("CreateOrgRepoRequestProtectionRules")?.kind == .alias(.named("UpdateRepoRequestProtectionRules")))
        #expect(loaded.model("CreateOrgRepoRequestProtectionRulesMode")?.kind == .alias(.named("UpdateRepoRequestProtectionRulesMode")))
        #expect(loaded.property("mode", of: "UpdateRepoRequestProtectionRules")?.type.written == "UpdateRepoRequestProtectionRulesMode?")
    }

    @Test func copiesWhosePropertiesAreDocumentedDifferentlyStayApart() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        // The declaration's property docs would be read at the alias: "The label's name." for a tag's name.
        #expect(loaded.model("UpdateRepoRequestLabel")?.kind.isAlias == false)
        #expect(loaded.model("CreateOrgRepoRequestLabel")?.kind.isAlias == false)
        #expect(loaded.property("name", of: "CreateOrgRepoRequestLabel")?.description == "The name of the tag.")
    }

    @Test func shapesWithNamesOfTheirOwnAreOneTypeForEveryCopy() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        #expect(loaded.property("tax_exempt", of: "UpdateRepoRequest")?.type.written == "EmptyString?")
        #expect(loaded.property("description", of: "CreateOrgRepoRequest")?.type.written == "EmptyString?")
        #expect(loaded.model("EmptyString")?.places.count == 2)
        // An enum of one value under a property of one word: the value and the property.
        #expect(loaded.property("object", of: "CreateOrgRepoResponseList")?.type.written == "ListObject?")
        // `next_list` is an alias of `list`'s type, which holds the one `ListObject`.
        #expect(loaded.model("CreateOrgRepoResponseNextList")?.kind == .alias(.named("CreateOrgRepoResponseList")))
        #expect(loaded.model("ListObject")?.places.count == 2)
    }

    @Test func ownersOfIdenticalCopiesStayApartToo() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        // `list` and `next_list` hold the same `ListObject`, but their names are their places'.
        #expect(loaded.property("list", of: "CreateOrgRepoResponse")?.type.written == "CreateOrgRepoResponseList?")
        #expect(loaded.property("next_list", of: "CreateOrgRepoResponse")?.type.written == "CreateOrgRepoResponseNextList?")
        #expect(loaded.model("CreateOrgRepoResponseNextList")?.kind == .alias(.named("CreateOrgRepoResponseList")))
        // Two range operators of four are no `RangeFilter`: each `created` is its own.
        #expect(loaded.property("created", of: "UpdateRepoRequest")?.type.written == "UpdateRepoRequestCreated?")
        #expect(loaded.property("created", of: "CreateOrgRepoRequest")?.type.written == "CreateOrgRepoRequestCreated?")
        #expect(loaded.diagnostics == [
            "duplicates.yaml:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
        ])
    }

    @Test func aliasesAreWrittenInTheirDeclarationsFile() throws {
        let output = try GeneratorPipeline.run(specAt: OpenAPIFixtures.folder + "duplicates.yaml")
        let paths = output.files.map(\.path)
        // No file of its own for an alias of a model: it follows the declaration, in name order.
        #expect(!paths.contains("Models/CreateOrgRepoRequestMergeCommitTitle.swift"))
        #expect(!paths.contains("Models/CreateOrgRepoResponseMergeCommitTitle.swift"))
        let file = try #require(output.files.first { $0.path == "Models/UpdateRepoRequestMergeCommitTitle.swift" }).contents
        let declaration = try #require(file.range(of: "public enum UpdateRepoRequestMergeCommitTitle"))
        let first = try #require(file.range(of: "public typealias CreateOrgRepoRequestMergeCommitTitle = UpdateRepoRequestMergeCommitTitle"))
        let second = try #require(file.range(of: "public typealias CreateOrgRepoResponseMergeCommitTitle = UpdateRepoRequestMergeCommitTitle"))
        #expect(declaration.upperBound < first.lowerBound && first.upperBound < second.lowerBound)
        // Each alias keeps its own doc comment, right above it.
        #expect(file.contains("""
            /// Another text, same values.
            ///
            /// The same shape as ``UpdateRepoRequestMergeCommitTitle``.
            ///
            /// Generated from `models.CreateOrgRepoRequestMergeCommitTitle` in duplicates.yaml.
            public typealias CreateOrgRepoRequestMergeCommitTitle = UpdateRepoRequestMergeCommitTitle
            """))
        // The context holds the aliases under their declaration, not beside it.
        let holder = try #require(output.context.models.first { $0.name == "UpdateRepoRequestMergeCommitTitle" })
        #expect(holder.aliases.map(\.name) == ["CreateOrgRepoRequestMergeCommitTitle", "CreateOrgRepoResponseMergeCommitTitle"])
        #expect(!output.context.models.contains { $0.name == "CreateOrgRepoRequestMergeCommitTitle" })
    }
}

/// Deeply nested inline schemas keep names of at most 64 characters.
@Suite struct OpenAPILongNameTests {
    @Test func longInlineNamesKeepTheirBodyAndLastWords() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        let outer = loaded.property("security_and_analysis_settings_for_everything", of: "UpdateRepoRequest")?.type.unwrapped.written
        // Written out, `UpdateRepoRequestSecurityAndAnalysisSettingsForEverything` (58 characters) fits.
        #expect(outer == "UpdateRepoRequestSecurityAndAnalysisSettingsForEverything")
        let middle = loaded.property("advanced_security_configuration_options", of: outer ?? "")?.type.unwrapped.written
        // 93 characters written out: the body's name and the last words that fit in 64.
        #expect(middle == "UpdateRepoRequestEverythingAdvancedSecurityConfigurationOptions")
        let inner = loaded.property("secret_scanning_push_protection_status", of: middle ?? "")?.type.unwrapped.written
        #expect(inner == "UpdateRepoRequestOptionsSecretScanningPushProtectionStatus")
    }
}

private extension Model.Kind {
    var isAlias: Bool {
        if case .alias = self { return true }
        return false
    }
}
