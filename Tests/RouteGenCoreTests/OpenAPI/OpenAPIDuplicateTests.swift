import RouteGenCore
import Testing

/// Inline schemas of the same shape become one type; long inline names are shortened.
@Suite struct OpenAPIDuplicateTests {
    @Test func identicalInlineEnumsBecomeOneTypeNamedAfterTheirSharedWords() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        // Three copies, in two requests and a response, with different descriptions.
        #expect(loaded.property("merge_commit_title", of: "UpdateRepoRequest")?.type.written == "MergeCommitTitle?")
        #expect(loaded.property("merge_commit_title", of: "CreateOrgRepoRequest")?.type.written == "MergeCommitTitle?")
        #expect(loaded.property("merge_commit_title", of: "CreateOrgRepoResponse")?.type.written == "MergeCommitTitle?")
        #expect(loaded.model("UpdateRepoRequestMergeCommitTitle") == nil)
        #expect(loaded.model("CreateOrgRepoRequestMergeCommitTitle") == nil)
        #expect(loaded.model("MergeCommitTitle")?.description == "The title of merge commits.")
    }

    @Test func anInlineCopyOfAComponentTakesTheComponentsName() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        #expect(loaded.property("owner", of: "UpdateRepoRequest")?.type.written == "SimpleUser?")
        #expect(loaded.property("owner", of: "CreateOrgRepoRequest")?.type.written == "SimpleUser?")
        #expect(loaded.model("UpdateRepoRequestOwner") == nil)
        // The same properties in another order are another shape: the order is the memberwise initializer's.
        #expect(loaded.property("other", of: "CreateOrgRepoResponse")?.type.written == "CreateOrgRepoResponseOther?")
    }

    @Test func oneValueEnumsAreNamedAfterTheirValue() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        #expect(loaded.property("tax_exempt", of: "UpdateRepoRequest")?.type.written == "EmptyString?")
        #expect(loaded.property("description", of: "CreateOrgRepoRequest")?.type.written == "EmptyString?")
        #expect(loaded.property("object", of: "CreateOrgRepoResponseList")?.type.written == "ListObject?")
    }

    @Test func mergingRepeatsUntilOwnersOfMergedTypesAreMergedToo() throws {
        let loaded = try OpenAPIFixtures.load("duplicates.yaml")
        // `list` and `next_list` hold the same `object` enum once it is merged, so they merge in
        // turn, under the words both names start and end with (`Next` qualifies a list).
        #expect(loaded.property("list", of: "CreateOrgRepoResponse")?.type.written == "CreateOrgRepoResponseList?")
        #expect(loaded.property("next_list", of: "CreateOrgRepoResponse")?.type.written == "CreateOrgRepoResponseList?")
        #expect(loaded.model("CreateOrgRepoResponseNextList") == nil)
        // The shared words `RepoRequestCreated` run across two operations' names, and `Created`
        // alone says too little: an object of range operators is a range of that word.
        #expect(loaded.property("created", of: "UpdateRepoRequest")?.type.written == "CreatedRange?")
        #expect(loaded.property("created", of: "CreateOrgRepoRequest")?.type.written == "CreatedRange?")
        #expect(loaded.diagnostics == [
            "duplicates.yaml:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
        ])
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
