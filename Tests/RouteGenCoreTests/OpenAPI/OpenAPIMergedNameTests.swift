@testable import RouteGenCore
import Testing

/// A merged inline type takes a name that is true of every copy, or the copies don't all merge.
@Suite struct OpenAPIMergedNameTests {
    @Test func copiesWhoseNamesEndInDifferentWordsMergeWithinEachWord() throws {
        let loaded = try OpenAPIFixtures.load("merged-names.yaml")
        // Kana and Kanji addresses have the same fields: each meaning keeps its name.
        #expect(loaded.property("address_kana", of: "PostTokensRequest")?.type.written == "AddressKana?")
        #expect(loaded.property("address_kana", of: "PostAccountsRequest")?.type.written == "AddressKana?")
        #expect(loaded.property("address_kanji", of: "PostTokensRequest")?.type.written == "AddressKanji?")
        #expect(loaded.property("address_kanji", of: "PostAccountsRequest")?.type.written == "AddressKanji?")
        // The same users and teams are the dismissal restrictions and the bypass allowances.
        #expect(loaded.property("dismissal_restrictions", of: "UpdateBranchProtectionRequest")?.type.written == "DismissalRestrictions?")
        #expect(loaded.property("dismissal_restrictions", of: "UpdatePullRequestReviewProtectionRequest")?.type.written == "DismissalRestrictions?")
        #expect(loaded.property("bypass_pull_request_allowances", of: "UpdateBranchProtectionRequest")?.type.written == "BypassPullRequestAllowances?")
        #expect(loaded.property("bypass_pull_request_allowances", of: "UpdatePullRequestReviewProtectionRequest")?.type.written == "BypassPullRequestAllowances?")
        #expect(loaded.diagnostics == [])
    }

    @Test func aRangeFilterIsNamedAfterItsShapeAndItsWord() throws {
        let loaded = try OpenAPIFixtures.load("merged-names.yaml")
        #expect(loaded.endpoint("getCharges")?.queryParameters.first?.type.written == "CreatedRangeOrInt?")
        #expect(loaded.endpoint("getFiles")?.queryParameters.first?.type.written == "CreatedRangeOrInt?")
        #expect(loaded.properties(of: "CreatedRange").map(\.wireName) == ["gt", "gte", "lt", "lte"])
        #expect(loaded.model("GetChargesCreated") == nil)
    }

    @Test func bodiesMergeOnlyUnderANameTrueOfEachOperation() throws {
        let loaded = try OpenAPIFixtures.load("merged-names.yaml")
        // The two operations differ in a qualifier only (`InOrg`, `Legacy`).
        #expect(bodyType(loaded, "createDiscussionInOrg") == "CreateDiscussionRequest?")
        #expect(bodyType(loaded, "createDiscussionLegacy") == "CreateDiscussionRequest?")
        // Adding and removing share no name that is true of both: the bodies stay apart.
        #expect(bodyType(loaded, "addAssignees") == "AddAssigneesRequest?")
        #expect(bodyType(loaded, "removeAssignees") == "RemoveAssigneesRequest?")
    }

    /// The type of an operation's JSON body.
    private func bodyType(_ loaded: OpenAPIFixtures.Loaded, _ operation: String) -> String? {
        guard case let .value(body)? = loaded.endpoint(operation)?.body else { return nil }
        return body.type.written
    }

    @Test func theSharedEndingSkipsBackOverARequestInsideTheName() {
        let words = ["Protection", "Request", "Bypass", "Pull", "Request", "Allowances"]
        #expect(OpenAPITranslator.nameFromSuffix(words) == "BypassPullRequestAllowances")
        #expect(OpenAPITranslator.nameFromSuffix(["Request", "Merge", "Commit", "Title"]) == "MergeCommitTitle")
        #expect(OpenAPITranslator.nameFromSuffix(["Repo", "Request", "Created"]) == nil)
        #expect(OpenAPITranslator.nameFromSuffix(["Request", "Option", "2"]) == nil)
    }

    @Test func theEndsOfNamesNameTheCopiesWhenOnlyAQualifierDiffers() {
        let ends = { (names: [String]) in
            OpenAPITranslator.nameFromEnds(names, suffix: OpenAPITranslator.commonWordSuffix(names))
        }
        #expect(ends(["ActionsListSelfHostedRunnersForOrgResponse", "ActionsListSelfHostedRunnersForRepoResponse"]) == "ActionsListSelfHostedRunnersResponse")
        #expect(ends(["ActionsListEnvironmentSecretsResponse", "ActionsListRepoSecretsResponse"]) == "ActionsListSecretsResponse")
        // What differs says what the thing is: no name.
        #expect(ends(["ActionsListArtifactsForRepoResponse", "ActionsListWorkflowRunArtifactsResponse"]) == nil)
        // One shared word at the start is enough before two words of a thing, not before one.
        #expect(ends(["ReposAddAppAccessRestrictionsRequest", "ReposSetAppAccessRestrictionsRequest"]) == "ReposAppAccessRestrictionsRequest")
        #expect(ends(["AppsCheckTokenRequest", "AppsResetTokenRequest"]) == nil)
        // A method says nothing: `PostRequestSourceType` would be no name.
        #expect(ends(["PostPayoutsRequestSourceType", "PostTransfersRequestSourceType"]) == nil)
        #expect(ends(["GetPayoutsFooBar", "GetTransfersFooBar"]) == nil)
        #expect(ends(["IssuesAddLabelsRequestObject2", "IssuesSetLabelsRequestObject2"]) == nil)
    }

    @Test func theLastWordTellsCopiesApartPastRoleWords() {
        #expect(OpenAPITranslator.lastThingWord("PostTokensRequestPersonAddressKanji") == "Kanji")
        #expect(OpenAPITranslator.lastThingWord("GetFilesCreatedObject") == "Created")
        #expect(OpenAPITranslator.lastThingWord("ReposUpdateRequestLabelsItem") == "Labels")
        #expect(OpenAPITranslator.lastThingWord("ReposListPetsResponseItemsItem") == "Items")
        #expect(OpenAPITranslator.lastThingWord("PetListOwner2") == "Owner")
    }
}
