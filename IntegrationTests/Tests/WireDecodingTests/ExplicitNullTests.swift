import DecodingAPI
import Foundation
import GitHubDecodingAPI
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// A nullable request property can be left out, sent as `null` or sent with a value, and each
/// reaches the wire as written (issue 9, item 5). GitHub's issue update removes the milestone for
/// `"milestone": null` and keeps it when the key is missing.
@Suite struct ExplicitNullTests {
    private func body(_ request: IssuesUpdateRequest) throws -> String {
        let urlRequest = try IssuesRouter.update(owner: "o", repo: "r", issueNumber: 7, body: request)
            .asURLRequest()
        return String(decoding: try #require(urlRequest.httpBody), as: UTF8.self)
    }

    @Test func nullAbsentAndAValueAreThreeBodies() throws {
        #expect(try body(IssuesUpdateRequest(milestone: .null)) == #"{"milestone":null}"#)
        #expect(try body(IssuesUpdateRequest()) == "{}")
        #expect(try body(IssuesUpdateRequest(milestone: .value(.int(3)))) == #"{"milestone":3}"#)
        #expect(try body(IssuesUpdateRequest(body: .null, milestone: .null)) == #"{"body":null,"milestone":null}"#)
    }

    @Test func aRequiredNullablePropertyIsAlwaysSent() throws {
        func body(_ request: UpdateAppRequest) throws -> String {
            let urlRequest = try AppsRouter.updateApp(id: 1, body: request).asURLRequest()
            return String(decoding: try #require(urlRequest.httpBody), as: UTF8.self)
        }
        #expect(try body(UpdateAppRequest(team: .null)) == #"{"team":null}"#)
        #expect(try body(UpdateAppRequest(team: "core", owner: .null)) == #"{"owner":null,"team":"core"}"#)
        #expect(try body(UpdateAppRequest(name: "x", team: .value("core"), homepage: "")) == #"{"homepage":"","name":"x","team":"core"}"#)
    }

    @Test func theTypedCallSendsTheNullToTheServer() async throws {
        let issue = try GitHubExamples.value(method: "PATCH", path: "/repos/{owner}/{repo}/issues/{issue_number}", status: "200")
        try await LocalHTTPServer.run { server async throws in
            await server.on("PATCH", "/repos/o/r/issues/7", replies: [.json(issue)])
            let client = APIClient(baseURL: server.baseURL)

            let updated = try await client.issues.update(
                owner: "o", repo: "r", issueNumber: 7, body: IssuesUpdateRequest(milestone: .null))

            #expect(updated.number == 1347)
            let request = try #require(await server.requests().first)
            #expect(request.header("Content-Type") == "application/json")
            #expect(request.bodyText == #"{"milestone":null}"#)
        }
    }

    @Test func nullableDecodesNullAndValues() throws {
        let decoder = JSONDecoder.routeGenDefault
        #expect(try decoder.decode([Nullable<Int>].self, from: Data("[null,3]".utf8)) == [.null, .value(3)])
        #expect(Nullable<Int>(nil) == .null)
        #expect(Nullable(3).wrapped == 3)
        let literals: [Nullable<Int>] = [4, .null]
        #expect(literals == [.value(4), .null])
        let text: Nullable<String> = "a"
        let flag: Nullable<Bool> = true
        #expect(text == .value("a") && flag == .value(true))
    }
}
