import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// `APIClient.documenting(_:)`: a failed answer's body decoded as the call documents its status.
@Suite struct DocumentedErrorsTests {
    struct NotFound: Decodable, Sendable, Equatable { var message: String }
    struct Problem: Decodable, Sendable, Equatable { var title: String }
    struct Fallback: Decodable, Sendable, Equatable { var error: String }

    private let errors: DocumentedErrors = ["404": NotFound.self, "410": nil, "4XX": Problem.self, "default": Fallback.self]

    private func client(status: Int, body: String) -> APIClient {
        APIClient(transport: StubTransport([
            Stub(.get, "thing", status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8)),
        ]))
    }

    private func failure(status: Int, body: String, documenting: DocumentedErrors? = nil) async -> APIError? {
        var client = client(status: status, body: body)
        if let documenting { client = client.documenting(documenting) }
        do throws(APIError) {
            _ = try await client.data(from: URLRequest(url: URL(string: "https://x.test/thing")!))
            return nil
        } catch {
            return error
        }
    }

    /// The status itself, else its class, else `default`; an answer documented without a body
    /// covers its status with nothing.
    @Test func theMostSpecificDocumentedAnswerWins() {
        #expect(errors.answer(for: 404)?.status == "404")
        #expect(errors.answer(for: 404).map { ObjectIdentifier($0.type) } == ObjectIdentifier(NotFound.self))
        #expect(errors.answer(for: 422)?.status == "4XX")
        #expect(errors.answer(for: 500)?.status == "default")
        #expect(errors.answer(for: 410) == nil)
        let lowercase: DocumentedErrors = ["4xx": Problem.self]
        #expect(lowercase.answer(for: 409)?.status == "4XX")
        #expect(lowercase.answer(for: 500) == nil)
    }

    @Test func aDocumentedStatusCarriesItsBodyDecoded() async throws {
        let error = try #require(await failure(status: 404, body: #"{"message":"no such thing"}"#, documenting: errors))
        #expect(error.statusCode == 404)
        #expect(error.documentedBody?.status == "404")
        #expect(error.documentedBody?.value as? NotFound == NotFound(message: "no such thing"))
        let byClass = try #require(await failure(status: 422, body: #"{"title":"invalid"}"#, documenting: errors))
        #expect(byClass.documentedBody?.value as? Problem == Problem(title: "invalid"))
        let byDefault = try #require(await failure(status: 503, body: #"{"error":"later"}"#, documenting: errors))
        #expect(byDefault.documentedBody?.value as? Fallback == Fallback(error: "later"))
    }

    @Test func nothingIsDecodedWithoutDocumentationOrWhenTheBodyDoesNotFit() async throws {
        let undocumented = try #require(await failure(status: 404, body: #"{"message":"x"}"#))
        #expect(undocumented.documentedBody == nil)
        let withoutBody = try #require(await failure(status: 410, body: #"{"title":"gone"}"#, documenting: errors))
        #expect(withoutBody.documentedBody == nil)
        let misfit = try #require(await failure(status: 404, body: "<html>Not Found</html>", documenting: errors))
        #expect(misfit.documentedBody == nil)
        #expect(misfit.response.map { String(decoding: $0.body, as: UTF8.self) } == "<html>Not Found</html>")
        // The case and the response are what they were: only the decoded body is added.
        guard case .unacceptableStatus(let response) = misfit else {
            Issue.record("expected unacceptableStatus, got \(misfit)")
            return
        }
        #expect(response.statusCode == 404)
    }

    /// The body is decoded with the client's decoder, so its date strategy and the like apply.
    @Test func theClientsDecoderReadsTheBody() async throws {
        struct Stamped: Decodable, Sendable { var at: Date }
        var client = client(status: 400, body: #"{"at":"2024-05-01T12:00:00Z"}"#).documenting(["400": Stamped.self])
        client.decoder = .routeGenDefault
        do throws(APIError) {
            _ = try await client.data(from: URLRequest(url: URL(string: "https://x.test/thing")!))
            Issue.record("a 400 must throw")
        } catch {
            let stamped = try #require(error.documentedBody?.value as? Stamped)
            #expect(stamped.at == Date(timeIntervalSince1970: 1_714_564_800))
        }
    }
}
