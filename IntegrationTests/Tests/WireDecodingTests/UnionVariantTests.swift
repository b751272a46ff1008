import Foundation
import GitHubUnionsAPI
import RouteGenRuntime
import StripeUnionsAPI
import Testing

/// Every variant of every union of the cut Stripe and GitHub documents (Tests/Fixtures/unions): a value
/// built from the variant's own schema decodes as that variant and never as another. The variants
/// that can't be told apart are listed with the reason; their values are kept as unknown JSON.
/// `Scripts/compile-whole-documents.sh unions` runs the same check over the whole documents.
@Suite struct UnionVariantTests {
    typealias Outcome = (sample: String, problem: String?, isLookalike: Bool)

    static let stripe: [Outcome] = StripeUnionsAPI.UnionSamples.all.map {
        ("\($0.union).\($0.expected)", StripeUnionsAPI.UnionSamples.outcome($0), $0.isLookalike)
    }
    static let gitHub: [Outcome] = GitHubUnionsAPI.UnionSamples.all.map {
        ("\($0.union).\($0.expected)", GitHubUnionsAPI.UnionSamples.outcome($0), $0.isLookalike)
    }

    @Test func everyStripeVariantDecodesAsItself() {
        #expect(Self.stripe.count > 60)
        let wrong = Self.stripe.filter { $0.problem != nil }.map { "\($0.sample): \($0.problem!)" }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// In GitHub's issue events, pairs such as labeled and unlabeled have the same properties, and
    /// `event` allows any string: nothing in the document tells them apart.
    @Test func gitHubVariantsDecodeAsThemselvesOrAreListed() {
        let wrong = Self.gitHub.filter { $0.problem != nil && !($0.isLookalike && $0.problem == "decodes as .unknown") }
        #expect(wrong.isEmpty, "\(wrong.map { "\($0.sample): \($0.problem!)" })")
        let unknown = Self.gitHub.filter { $0.problem == "decodes as .unknown" }.map(\.sample)
        #expect(unknown == Self.gitHubLookalikes, "\(unknown)")
    }

    /// Same required properties, no property that allows one value only, nor one of their own: the
    /// value of one fits the others, so it is kept as JSON. In the issue events, `event` allows any
    /// string; pairs such as labeled and unlabeled have the same properties (`label`), the project
    /// events share theirs, and so do assigned and unassigned, and converted-note events, once the
    /// cut makes the users and apps they refer to free JSON. A line-commented timeline event requires
    /// nothing and declares nothing a commit-commented one doesn't; the third protection rule
    /// declares neither `wait_timer` nor `reviewers`. Locked events (`lock_reason`) and state changes
    /// (`state_reason`) are told apart by the key only they declare.
    static let gitHubLookalikes = [
        "IssueEventForIssue.labeledIssueEvent", "IssueEventForIssue.unlabeledIssueEvent",
        "IssueEventForIssue.assignedIssueEvent", "IssueEventForIssue.unassignedIssueEvent",
        "IssueEventForIssue.milestonedIssueEvent", "IssueEventForIssue.demilestonedIssueEvent",
        "IssueEventForIssue.reviewRequestedIssueEvent", "IssueEventForIssue.reviewRequestRemovedIssueEvent",
        "IssueEventForIssue.addedToProjectIssueEvent", "IssueEventForIssue.movedColumnInProjectIssueEvent",
        "IssueEventForIssue.removedFromProjectIssueEvent", "IssueEventForIssue.convertedNoteToIssueIssueEvent",
        "TimelineIssueEvents.labeledIssueEvent", "TimelineIssueEvents.unlabeledIssueEvent",
        "TimelineIssueEvents.milestonedIssueEvent", "TimelineIssueEvents.demilestonedIssueEvent",
        "TimelineIssueEvents.reviewRequestedIssueEvent", "TimelineIssueEvents.reviewRequestRemovedIssueEvent",
        "TimelineIssueEvents.addedToProjectIssueEvent", "TimelineIssueEvents.movedColumnInProjectIssueEvent",
        "TimelineIssueEvents.removedFromProjectIssueEvent", "TimelineIssueEvents.convertedNoteToIssueIssueEvent",
        "TimelineIssueEvents.timelineLineCommentedEvent",
        "TimelineIssueEvents.timelineAssignedIssueEvent", "TimelineIssueEvents.timelineUnassignedIssueEvent",
        "EnvironmentProtectionRulesItem.object",
    ]
}
