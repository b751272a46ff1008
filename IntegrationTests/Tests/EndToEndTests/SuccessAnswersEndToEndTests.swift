import Foundation
import GitHubResponsesAPI
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// Calls with several documented 2xx answers, generated from a cut of GitHub's document
/// (Tests/Fixtures/openapi/github-responses.json), against a real server on 127.0.0.1.
@Suite struct SuccessAnswersEndToEndTests {
    @Test func contributorStatisticsTellTheirThreeAnswersApart() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/o/r/stats/contributors", replies: [
                .json("{}", status: 202),
                ServerReply(status: 204),
                .json(#"[{"author":null,"total":3,"weeks":[{"w":1367712000,"a":6898,"d":77,"c":10}]}]"#),
            ])

            let computing = try await client.repos.getContributorsStats(owner: "o", repo: "r")
            let none = try await client.repos.getContributorsStats(owner: "o", repo: "r")
            let statistics = try await client.repos.getContributorsStats(owner: "o", repo: "r")

            #expect(computing == .accepted(.object([:])))
            #expect(none == .noContent)
            let week = ContributorActivityWeeksItem(w: 1_367_712_000, a: 6898, d: 77, c: 10)
            #expect(statistics == .ok([ContributorActivity(author: nil, total: 3, weeks: [week])]))
            let requests = await server.requests()
            #expect(requests.map(\.path) == Array(repeating: "/repos/o/r/stats/contributors", count: 3))
        }
    }

    /// The call as routegen generated it before (`client.decode([ContributorActivity].self, …)`,
    /// the 200 body whatever the status) fails on both other answers: the symptom of issue 9.
    @Test func decodingOnlyThe200BodyFailsOnA202AndA204() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/o/r/stats/contributors", replies: [.json("{}", status: 202), ServerReply(status: 204)])

            for status in [202, 204] {
                do throws(APIError) {
                    _ = try await client.decode(
                        [ContributorActivity].self, from: ReposRouter.getContributorsStats(owner: "o", repo: "r"))
                    Issue.record("the \(status) must not decode as the 200 body")
                } catch .decoding(let failure) {
                    #expect(failure.statusCode == status)
                } catch {
                    Issue.record("expected a decoding failure, got \(error)")
                }
            }
        }
    }

    @Test func anUndocumentedSuccessStatusIsADecodingFailureThatNamesTheDocumentedOnes() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/o/r/stats/contributors", replies: [.json("[]", status: 201)])

            do throws(APIError) {
                _ = try await client.repos.getContributorsStats(owner: "o", repo: "r")
                Issue.record("a 201 must not decode")
            } catch .decoding(let failure) {
                #expect(failure.statusCode == 201)
                #expect(failure.reason == "status 201 is not one of the documented answers (200, 202, 204)")
            } catch {
                Issue.record("expected a decoding failure, got \(error)")
            }
        }
    }

    @Test func createDeploymentAnswersAcceptedWhenGitHubMergedTheBranch() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/repos/o/r/deployments", replies: [
                .json(#"{"message":"Auto-merged master into topic-branch on deployment."}"#, status: 202),
            ])

            let answer = try await client.repos.createDeployment(
                owner: "o", repo: "r", body: ReposCreateDeploymentRequest(ref: "topic-branch"))

            #expect(answer == .accepted(ReposCreateDeploymentResponse202(message: "Auto-merged master into topic-branch on deployment.")))
        }
    }
}
