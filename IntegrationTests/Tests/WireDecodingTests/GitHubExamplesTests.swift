import Foundation
import GitHubExampleModels
import RouteGenRuntime
import Testing

/// Every JSON example that GitHub's document gives a response decodes with the model the response
/// declares, except the known exceptions below, each with its reason. The table from response to
/// model (`GitHubExampleTypes.decode`) is generated with the models, from the document.
@Suite struct GitHubExamplesTests {
    @Test func everyExampleDecodesWithItsResponsesModel() throws {
        let examples = try GitHubExamples.all()
        var failures: [String: String] = [:]
        var decoded = 0
        for example in examples {
            do {
                guard try GitHubExampleTypes.decode(example.json, as: example.response, with: JSONDecoder.routeGenDefault)
                else {
                    failures[example.id] = "no model: the call doesn't decode this response"
                    continue
                }
                decoded += 1
            } catch {
                failures[example.id] = "\(error)"
            }
        }
        let unexpected = failures.keys.filter { Self.knownExceptions[$0] == nil }.sorted()
        let fixed = Self.knownExceptions.keys.filter { failures[$0] == nil }.sorted()
        #expect(unexpected.isEmpty, "examples that fail to decode: \(unexpected.map { "\($0): \(failures[$0]!)" })")
        #expect(fixed.isEmpty, "known exceptions that decode now; remove them from the list: \(fixed)")
        #expect(examples.count == 632)
        #expect(decoded == examples.count - Self.knownExceptions.count)
    }

    /// Examples that contradict their own schema, by `METHOD path status name`, with the reason.
    /// Each is also invalid for a JSON Schema validator (draft 7, with `nullable` read as a `null`
    /// type and `oneOf` as `anyOf`, which is how the generated enums decode).
    static let contradictions: [String: String] = [
        "GET /orgs/{org}/external-group/{group_id} 200 default":
            "'group_id' is a string; the schema says an integer",
        "GET /orgs/{org}/external-groups 200 default":
            "'groups[0].group_id' is a string; the schema says an integer",
        "GET /orgs/{org}/migrations 200 default":
            "omits the required 'exclude_metadata' in [0]",
        "GET /orgs/{org}/migrations/{migration_id} 200 default":
            "omits the required 'exclude_metadata'",
        "GET /orgs/{org}/teams/{team_slug}/external-groups 200 default":
            "'groups[0].group_id' is a string; the schema says an integer",
        "GET /repos/{owner}/{repo}/actions/runs 200 default":
            "omits the required 'path' in workflow_runs[0]",
        "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs 200 default":
            "omits the required 'path' in workflow_runs[0]",
        "GET /repos/{owner}/{repo}/branches 200 default":
            "omits the required 'checks' in [0].protection.required_status_checks",
        "GET /repos/{owner}/{repo}/branches/{branch}/protection 200 default":
            "omits the required 'checks' in required_status_checks",
        "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews 200 default":
            "omits the required 'html_url' in dismissal_restrictions.apps[0].owner",
        "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks 200 default":
            "omits the required 'checks'",
        "GET /repos/{owner}/{repo}/commits/{ref} 200 default":
            "omits the required 'sha' in files[0]",
        "GET /repos/{owner}/{repo}/keys 200 default":
            "the body is an object; the schema says an array",
        "GET /repos/{owner}/{repo}/replicas/caches 200 default":
            "'[0].git' is an array; the schema says an object",
        "GET /user/migrations 200 default":
            "omits the required 'exclude_metadata' in [0]",
        "GET /user/teams 200 default":
            "omits the required 'updated_at' in [0].organization",
        "PATCH /orgs/{org}/teams/{team_slug}/external-groups 200 default":
            "'group_id' is a string; the schema says an integer",
        "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews 200 default":
            "omits the required 'html_url' in dismissal_restrictions.apps[0].owner",
        "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks 200 default":
            "omits the required 'checks'",
        "POST /orgs/{org}/migrations 201 default":
            "omits the required 'exclude_metadata'",
        "POST /repos/{owner}/{repo}/branches/{branch}/rename 201 default":
            "omits the required 'checks' in protection.required_status_checks",
        "POST /repos/{owner}/{repo}/merges 201 default":
            "omits the required 'sha' in files[0]",
        "POST /repos/{owner}/{repo}/tags/protection 201 default":
            "omits the required 'pattern'",
        "POST /user/migrations 201 default":
            "omits the required 'exclude_metadata'",
    ]

    static var knownExceptions: [String: String] {
        contradictions
    }
}
