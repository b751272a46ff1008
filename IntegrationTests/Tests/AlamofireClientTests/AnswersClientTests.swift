@testable import Alamofire
import AlamofireAnswersAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The Alamofire output of the answers fixtures (cuts of GitHub and Stripe that document error bodies
/// and response headers) and of the streaming fixture, below the network.
@Suite struct AnswersClientTests {
    let canned = CannedSession()
    var github: GitHubClient { GitHubClient(session: canned.session) }

    static let missingTitle = #"""
        {"message":"Validation Failed","errors":[{"resource":"Issue","code":"missing_field","field":"title"}],\#
        "documentation_url":"https://docs.github.com/rest/reference/issues#create-an-issue"}
        """#

    /// A documented error answer fails Alamofire's validation with the body decoded; `error.validationError` reads it.
    @Test func aGitHub422CarriesItsValidationError() async throws {
        canned.on("POST", "/repos/octocat/Hello-World/issues", .json(Self.missingTitle, status: 422))

        do throws(AFError) {
            _ = try await github.issues.create(owner: "octocat", repo: "Hello-World", body: IssuesCreateRequest(title: .string("")))
            Issue.record("a 422 must throw")
        } catch {
            let failure = try #require(error.validationError)
            #expect(failure.message == "Validation Failed")
            #expect(failure.errors?.map(\.code) == ["missing_field"])
            #expect(error.basicError == nil)
            let documented = try #require(error.underlyingError as? GitHubDocumentedError)
            #expect(documented.statusCode == 422)
            #expect(documented.status == "422")
            #expect(String(decoding: documented.data, as: UTF8.self) == Self.missingTitle)
        }
    }

    /// An answer the call doesn't document, or whose body doesn't decode as documented, is Alamofire's
    /// plain unacceptable status.
    @Test func anUndocumentedAnswerIsAnUnacceptableStatus() async throws {
        canned.on("POST", "/repos/o/r/issues", .json(#"{"message":"Server Error"}"#, status: 500),
                  CannedSession.Reply(status: 422, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8)))

        for status in [500, 422] {
            do throws(AFError) {
                _ = try await github.issues.create(owner: "o", repo: "r", body: IssuesCreateRequest(title: .string("t")))
                Issue.record("\(status) must throw")
            } catch {
                #expect(error.responseCode == status)
                #expect(error.validationError == nil)
            }
        }
    }

    @Test func aStripeDeclineCarriesItsError() async throws {
        canned.on("POST", "/v1/charges", .json(#"{"error":{"type":"card_error","code":"card_declined","decline_code":"insufficient_funds"}}"#, status: 402))

        do throws(AFError) {
            try await StripeClient(session: canned.session).charges.create(amount: 2000, currency: "usd", source: "tok_chargeDeclined")
            Issue.record("a 402 must throw")
        } catch {
            let card = try #require(error.stripeError?.error)
            #expect(card.type == .cardError)
            #expect(card.declineCode == "insufficient_funds")
        }
        #expect(canned.requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) } == "amount=2000&currency=usd&source=tok_chargeDeclined")
    }

    @Test func documentedHeadersAreTyped() async throws {
        canned.on("GET", "/rate_limit", .json(try GitHubExamples.json("rate-limit-overview"), headers: [
            "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999", "X-RateLimit-Reset": "1590701888",
            "X-GitHub-Request-Id": "CDE8",
        ]))

        let answer = try await github.rateLimit.getWithResponse()

        #expect(answer.headers.rateLimitLimit == 5000)
        #expect(answer.headers.rateLimitRemaining == 4999)
        #expect(answer.headers.rateLimitReset == 1_590_701_888)
        #expect(answer.response.headers["x-github-request-id"] == "CDE8")
        #expect(answer.value.resources.core.remaining == 4999)
    }

    @Test func aMalformedHeaderIsNilAndItsTextStays() async throws {
        canned.on("GET", "/rate_limit", .json(try GitHubExamples.json("rate-limit-overview"), headers: ["X-RateLimit-Remaining": "many"]))

        let answer = try await github.rateLimit.getWithResponse()

        #expect(answer.headers.rateLimitRemaining == nil)
        #expect(answer.response.headers["X-RateLimit-Remaining"] == "many")
    }

    /// The pages follow each answer's `Link: <…>; rel="next"` exactly as written; a date in the query
    /// is ISO 8601, as the default output writes it.
    @Test func pagesFollowTheLinkHeader() async throws {
        let next = "https://api.github.com/repositories/1/issues?per_page=2&page=2"
        canned.on("GET", "/repos/octocat/Hello-World/issues",
                  .json(try GitHubExamples.json("issue-items"), headers: ["Link": "<\(next)>; rel=\"next\", <https://api.github.com/x?page=5>; rel=\"last\""]))
        canned.on("GET", "/repositories/1/issues", .json("[]"))

        var pages = 0
        let since = Date(timeIntervalSince1970: 1_704_067_200)
        let client = GitHubClient(session: canned.session, baseURL: URL(string: "https://api.github.com")!)
        for try await _ in client.issues.listForRepoPages(owner: "octocat", repo: "Hello-World", since: since, perPage: 2) { pages += 1 }

        #expect(pages == 2)
        #expect(canned.requests.map { $0.url?.absoluteString } == [
            "https://api.github.com/repos/octocat/Hello-World/issues?per_page=2&since=2024-01-01T00%3A00%3A00Z", next,
        ])
        #expect(canned.requests.last?.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    /// A streaming call returns Alamofire's stream request, asking for the stream and with the body's
    /// `stream` flag set; the plain call sends the body as given.
    @Test func aStreamingCallIsAStreamRequest() throws {
        let client = StreamsClient(session: canned.session)
        let stream = client.completions.createCompletionStream(body: CompletionRequest(prompt: "Hi"))

        // What Alamofire builds the request from once it is resumed.
        let request = try stream.convertible.asURLRequest()
        #expect(request.value(forHTTPHeaderField: "Accept") == "text/event-stream")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"prompt":"Hi","stream":true}"#)
        #expect(request.url?.absoluteString == "https://streams.example/v1/completions")
    }

    /// A JSON text sequence body (RFC 7464): each record after RS and before a line feed.
    @Test func aSequenceBodyIsOneRecordALine() async throws {
        canned.on("POST", "/exports/sequence/import", .empty(status: 204))

        try await StreamsClient(session: canned.session).exports.importSequence(items: try StreamsSequenceBody([Record(n: 1), Record(n: 2, name: "b")]))

        #expect(canned.requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) } == "\u{1E}{\"n\":1}\n\u{1E}{\"n\":2,\"name\":\"b\"}\n")
        #expect(canned.requests.first?.value(forHTTPHeaderField: "Content-Type") == "application/json-seq")
    }
}
