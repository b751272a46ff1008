import AnswersAPI
import Foundation
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// Documented error bodies read typed from the `APIError` a typed call throws, against real
/// answers of a server on 127.0.0.1 (the GitHub and Stripe cuts in Tests/Fixtures/answers).
@Suite struct DocumentedErrorsEndToEndTests {
    /// What GitHub answers for an issue without a title.
    static let missingTitle = #"""
        {"message":"Validation Failed","errors":[{"resource":"Issue","code":"missing_field","field":"title"}],\#
        "documentation_url":"https://docs.github.com/rest/reference/issues#create-an-issue"}
        """#

    @Test func aGitHub422IsAValidationError() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/repos/octocat/Hello-World/issues", replies: [.json(Self.missingTitle, status: 422)])

            do throws(APIError) {
                _ = try await client.issues.create(owner: "octocat", repo: "Hello-World", body: IssuesCreateRequest(title: .string("")))
                Issue.record("a 422 must throw")
            } catch {
                #expect(error.statusCode == 422)
                #expect(error.documentedBody?.status == "422")
                let failure = try #require(error.validationError)
                #expect(failure.message == "Validation Failed")
                #expect(failure.errors?.map(\.field) == ["title"])
                #expect(failure.errors?.map(\.code) == ["missing_field"])
                // Only the type the call documents for the status is there.
                #expect(error.basicError == nil)
                guard case .unacceptableStatus(let response) = error else {
                    Issue.record("expected unacceptableStatus, got \(error)")
                    return
                }
                #expect(String(decoding: response.body, as: UTF8.self) == Self.missingTitle)
            }
        }
    }

    @Test func aGitHub404IsABasicError() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/octocat/gone/issues", replies: [
                .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404),
            ])

            do throws(APIError) {
                _ = try await client.issues.listForRepo(owner: "octocat", repo: "gone")
                Issue.record("a 404 must throw")
            } catch {
                #expect(error.basicError?.message == "Not Found")
                #expect(error.validationError == nil)
            }
        }
    }

    /// The pages of a list send through the same documenting client.
    @Test func aPageThatFailsCarriesItsDocumentedBody() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/octocat/gone/issues", replies: [
                .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404),
            ])

            do throws(any Error) {
                for try await _ in client.issues.listForRepoPages(owner: "octocat", repo: "gone") {}
                Issue.record("a 404 must throw")
            } catch let error as APIError {
                #expect(error.basicError?.message == "Not Found")
            }
        }
    }

    @Test func anUndocumentedStatusOrABodyThatDoesNotDecodeHasNoDocumentedBody() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/repos/o/r/issues", replies: [
                .json(#"{"message":"Server Error"}"#, status: 500),
                .text("<html>Unprocessable</html>", status: 422, contentType: "text/html"),
            ])

            for status in [500, 422] {
                do throws(APIError) {
                    _ = try await client.issues.create(owner: "o", repo: "r", body: IssuesCreateRequest(title: .string("t")))
                    Issue.record("a \(status) must throw")
                } catch {
                    #expect(error.statusCode == status)
                    #expect(error.documentedBody == nil)
                    #expect(error.validationError == nil)
                    #expect(error.response?.body.isEmpty == false)
                }
            }
        }
    }

    /// Stripe documents one `default` error answer for every operation: `{"error": {...}}`.
    @Test func aStripe402IsACardError() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/v1/charges", replies: [
                .json(#"""
                    {"error":{"charge":"ch_3NpT","code":"card_declined","decline_code":"insufficient_funds",\#
                    "doc_url":"https://stripe.com/docs/error-codes/card-declined","message":"Your card has insufficient funds.",\#
                    "type":"card_error"}}
                    """#, status: 402),
            ])

            do throws(APIError) {
                try await client.charges.create(amount: 2000, currency: "usd", source: "tok_chargeDeclinedInsufficientFunds")
                Issue.record("a 402 must throw")
            } catch {
                #expect(error.statusCode == 402)
                #expect(error.documentedBody?.status == "default")
                let card = try #require(error.stripeError?.error)
                #expect(card.type == .cardError)
                #expect(card.code == "card_declined")
                #expect(card.declineCode == "insufficient_funds")
                #expect(card.message == "Your card has insufficient funds.")
            }
            let requests = await server.requests()
            #expect(requests.first.map { String(decoding: $0.body, as: UTF8.self) }
                == "amount=2000&currency=usd&source=tok_chargeDeclinedInsufficientFunds")
        }
    }
}
