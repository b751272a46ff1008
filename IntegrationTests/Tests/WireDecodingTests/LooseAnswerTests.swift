import DecodingAPI
import Foundation
import GitHubDecodingAPI
import RouteGenRuntime
import Testing

/// Answers that real servers send and their schemas only loosely describe decode (issue 9, item 5).
@Suite struct LooseAnswerTests {
    private let decoder = JSONDecoder.routeGenDefault

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try decoder.decode(type, from: Data(json.utf8))
    }

    private func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder.routeGenDefault.encode(value), as: UTF8.self)
    }

    // MARK: format: uri

    @Test func anEmptyURIDecodes() throws {
        let app = try decode(App.self, #"{"id":1,"homepage":"","permissions":{}}"#)
        #expect(app.homepage == "")
    }

    @Test func gitHubsEmptyTargetURLDecodes() throws {
        var status = try JSONSerialization.jsonObject(with: Data(
            try GitHubExamples.value(method: "GET", path: "/repos/{owner}/{repo}/deployments/{deployment_id}/statuses", status: "200")
                .utf8)) as! [[String: Any]]
        status[0]["target_url"] = ""
        status[0]["log_url"] = ""
        let statuses = try decoder.decode([DeploymentStatus].self, from: JSONSerialization.data(withJSONObject: status))
        #expect(statuses.first?.targetUrl == "")
        #expect(statuses.first?.logUrl == "")
    }

    // MARK: properties and additionalProperties

    @Test func keysBesideThePropertiesAreKept() throws {
        let json = #"{"checks":"write","issues":"read","pages":"write","workflows":"read"}"#
        let permissions = try decode(AppPermissions.self, json)

        #expect(permissions.issues == "read")
        #expect(permissions.checks == "write")
        #expect(permissions.additionalProperties == ["pages": "write", "workflows": "read"])
        #expect(try encode(permissions) == json)
    }

    @Test func gitHubIntegrationPermissionsKeepEveryKey() throws {
        let json = #"{"contents":"read","issues":"write","metadata":"read","organization_projects":"admin","single_file":"write"}"#
        let permissions = try decode(IntegrationPermissions.self, json)

        #expect(permissions.issues == "write")
        #expect(permissions.additionalProperties == ["organization_projects": "admin", "single_file": "write"])
        #expect(try encode(permissions) == json)
    }

    @Test func aWrongExtraValueIsADecodingError() {
        #expect(throws: DecodingError.self) { try decode(AppPermissions.self, #"{"pages":1}"#) }
    }

    // MARK: variants told apart by a single-valued property

    @Test func thePropertyWithOneAllowedValueChoosesTheVariant() throws {
        let events = try decode([Event].self, """
            [{"event":"labeled","label":"bug"},{"event":"unlabeled","label":"bug"},{"event":"commented","label":"x"}]
            """)
        #expect(events == [
            .labeledEvent(LabeledEvent(event: .labeled, label: "bug")),
            .unlabeledEvent(UnlabeledEvent(event: .unlabeled, label: "bug")),
            .commentEvent(CommentEvent(event: .commented, label: "x")),
        ])
        #expect(try encode(events[1]) == #"{"event":"unlabeled","label":"bug"}"#)
    }

    /// A value whose `event` names no variant is kept, and encodes back the same.
    @Test func anUnlistedValueIsKept() throws {
        let closed = try decode(Event.self, #"{"event":"closed","label":"bug"}"#)
        #expect(closed == .unknown(["event": "closed", "label": "bug"]))
        #expect(try encode(closed) == #"{"event":"closed","label":"bug"}"#)
    }

    /// GitHub's examples of issue events decode; each is a variant that fits it alone, or kept as
    /// JSON when it fits several lookalikes (labeled and unlabeled can't be told apart).
    @Test func gitHubIssueEventsDecodeWithoutGuessing() throws {
        let events = try decode([IssueEventForIssue].self, try GitHubExamples.value(
            method: "GET", path: "/repos/{owner}/{repo}/issues/{issue_number}/events", status: "200"))
        #expect(!events.isEmpty)
        for event in events {
            if case .labeledIssueEvent = event { Issue.record("a labeled event can't be told from an unlabeled one: \(event)") }
        }
    }
}
