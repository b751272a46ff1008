import AnswersAPI
import Foundation
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// Documented response headers read typed from real answers of a server on 127.0.0.1, through the
/// `…WithResponse` calls generated from the GitHub cut in Tests/Fixtures/answers.
@Suite struct ResponseHeadersEndToEndTests {
    @Test func rateLimitHeadersAreIntegers() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/rate_limit", replies: [
                try .json(GitHubExamples.json("rate-limit-overview")).adding([
                    "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999", "X-RateLimit-Reset": "1590701888",
                    "X-GitHub-Request-Id": "CDE8:1F0C:2A9B0B:2C3E4F:64B5F5A1",
                ]),
            ])

            let answer = try await client.rateLimit.getWithResponse()

            #expect(answer.headers == RateLimitHeaders(headers: [
                "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999", "X-RateLimit-Reset": "1590701888",
            ]))
            #expect(answer.headers.rateLimitLimit == 5000)
            #expect(answer.headers.rateLimitRemaining == 4999)
            #expect(answer.headers.rateLimitReset == 1_590_701_888)
            // Undocumented headers stay reachable, as text.
            #expect(answer.response.headers["x-github-request-id"] == "CDE8:1F0C:2A9B0B:2C3E4F:64B5F5A1")
            #expect(answer.statusCode == 200)
            #expect(answer.value.resources.core.remaining == 4999)
        }
    }

    @Test func aMissingOrMalformedHeaderIsNilAndItsTextStays() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/rate_limit", replies: [
                try .json(GitHubExamples.json("rate-limit-overview")).adding(["X-RateLimit-Remaining": "many"]),
            ])

            let answer = try await client.rateLimit.getWithResponse()

            #expect(answer.headers.rateLimitLimit == nil)
            #expect(answer.headers.rateLimitRemaining == nil)
            #expect(answer.response.headers["X-RateLimit-Remaining"] == "many")
        }
    }

    @Test func linkHeaderOfAListAndItsNextPage() async throws {
        try await withServer { server, client async throws in
            let next = server.baseURL.absoluteString + "/repositories/1/issues?per_page=2&page=2"
            let link = "<\(next)>; rel=\"next\", <\(server.baseURL.absoluteString)/repositories/1/issues?per_page=2&page=5>; rel=\"last\""
            await server.on("GET", "/repos/octocat/Hello-World/issues", replies: [
                try .json(GitHubExamples.json("issue-items")).adding(["Link": link]),
            ])

            let answer = try await client.issues.listForRepoWithResponse(owner: "octocat", repo: "Hello-World", perPage: 2)

            #expect(answer.headers.link == link)
            #expect(answer.response.nextPageURL?.absoluteString == next)
            #expect(answer.value.map(\.number) == [1347])
            let requests = await server.requests()
            #expect(requests.map(\.path) == ["/repos/octocat/Hello-World/issues"])
            #expect(requests.first?.query == "per_page=2")
        }
    }

    @Test func theLocationOfACreatedIssue() async throws {
        try await withServer { server, client async throws in
            let location = "https://api.github.com/repos/octocat/Hello-World/issues/1347"
            await server.on("POST", "/repos/octocat/Hello-World/issues", replies: [
                try .json(GitHubExamples.json("issue"), status: 201).adding(["Location": location]),
            ])

            let answer = try await client.issues.createWithResponse(
                owner: "octocat", repo: "Hello-World", body: IssuesCreateRequest(title: .string("Found a bug")))

            #expect(answer.statusCode == 201)
            #expect(answer.headers.location == location)
            #expect(answer.value.number == 1347)
        }
    }

    /// `repos/list-contributors` answers 200 with a `Link` header, or 204 without a body: the
    /// value is an optional, and the headers are read either way.
    @Test func headersOfAnAnswerWithoutABody() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/o/empty/contributors", replies: [ServerReply(status: 204)])

            let answer = try await client.repos.listContributorsWithResponse(owner: "o", repo: "empty")

            #expect(answer.statusCode == 204)
            #expect(answer.value == nil)
            #expect(answer.headers == LinkHeaders(headers: [:]))
        }
    }

    @Test func headersOfAnAnswerThatIsNotJSON() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/markdown", replies: [
                ServerReply(
                    headers: ["Content-Type": "text/html;charset=utf-8", "X-CommonMarker-Version": "0.17.4"],
                    body: Data("<p>Hello <strong>world</strong></p>".utf8)),
            ])

            let answer = try await client.markdown.renderWithResponse(body: MarkdownRenderRequest(text: "Hello **world**"))

            #expect(String(decoding: answer.value, as: UTF8.self) == "<p>Hello <strong>world</strong></p>")
            #expect(answer.headers.commonMarkerVersion == "0.17.4")
            #expect(answer.headers.contentLength == "35")
        }
    }

    /// Stripe's document declares no response headers, so `Request-Id` has no typed property; any
    /// call still hands it back as text through `withResponse`.
    @Test func stripeRequestIdStaysRawText() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/v1/charges", replies: [
                ServerReply(headers: ["Request-Id": "req_8Tz3ZbFq"], body: Data()),
            ])

            let answer = try await client.withResponse { client in
                try await client.charges.create(amount: 2000, currency: "usd", source: "tok_visa")
            }

            #expect(answer.headers["request-id"] == "req_8Tz3ZbFq")
        }
    }
}
