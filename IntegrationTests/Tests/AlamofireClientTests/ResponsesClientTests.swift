@testable import Alamofire
import AlamofireResponsesAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Every shape of success answers (responses.yaml) and a Stripe cursor list, in the Alamofire output,
/// below the network.
@Suite struct ResponsesClientTests {
    let canned = CannedSession()
    var client: ResponsesClient { ResponsesClient(session: canned.session) }

    @Test func answersAreToldApartByStatus() async throws {
        canned.on("GET", "/pets", .json(#"[{"name":"Rex"}]"#), .json(#""later""#, status: 201))

        #expect(try await client.pets.listPets() == .ok([Pet(name: "Rex")]))
        #expect(try await client.pets.listPets() == .created("later"))
    }

    /// `404` and `default` document `ResponsesError`, `4XX` a problem document.
    @Test func documentedErrorsByStatusClassAndDefault() async throws {
        canned.on("GET", "/pets", .json(#"{"message":"gone"}"#, status: 404),
                  CannedSession.Reply(status: 409, headers: ["Content-Type": "application/problem+json"], body: Data(#"{"title":"conflict"}"#.utf8)),
                  .json(#"{"message":"boom"}"#, status: 500))

        for expected in ["gone", "conflict", "boom"] {
            do throws(AFError) {
                _ = try await client.pets.listPets()
                Issue.record("must throw")
            } catch {
                #expect((error.responsesError?.message ?? error.listPetsResponse4XX?.title) == expected)
            }
        }
    }

    @Test func anEmptyStatusIsNil() async throws {
        canned.on("GET", "/pets/1/owner", .empty(status: 204), .json(#"{"name":"Ann"}"#))

        #expect(try await client.pets.getOwner(id: "1") == nil)
        #expect(try await client.pets.getOwner(id: "1") == Pet(name: "Ann"))
    }

    @Test func bytesComeAsTheyAre() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        canned.on("GET", "/pets/1/photo", CannedSession.Reply(status: 200, headers: ["Content-Type": "image/png"], body: png))

        #expect(try await client.pets.getPhoto(id: "1") == png)
        #expect(canned.requests.first?.value(forHTTPHeaderField: "Accept") == nil)
    }

    /// `200` is JSON, any other 2XX text; the text's media type is not refused.
    @Test func aTextAnswerBesideAJSONOne() async throws {
        canned.on("GET", "/reports", .json(#"{"name":"r"}"#),
                  CannedSession.Reply(status: 203, headers: ["Content-Type": "text/plain"], body: Data("report".utf8)))

        #expect(try await client.reports.getReport() == .ok(Pet(name: "r")))
        #expect(try await client.reports.getReport() == .success(Data("report".utf8)))
    }

    @Test func anUndocumentedSuccessIsADecodingFailure() async throws {
        canned.on("GET", "/reports", CannedSession.Reply(status: 302, headers: [:], body: Data()))

        do throws(AFError) {
            _ = try await client.reports.getReport()
            Issue.record("a 302 must throw")
        } catch {
            #expect(error.responseCode == 302)
        }
    }

    @Test func aVoidCallAcceptsNoBody() async throws {
        canned.on("DELETE", "/pets/1", .empty(status: 204))

        try await client.pets.deletePet(id: "1")
        #expect(canned.requests.first?.httpMethod == "DELETE")
    }

    /// A Stripe cursor list: while a page has more, the next asks for what starts after its last item.
    @Test func cursorPagesStartAfterTheLastItem() async throws {
        let page = { (ids: [String], more: Bool) in
            #"{"object":"list","url":"/v1/tax_codes","has_more":\#(more),"data":["#
                + ids.map { #"{"id":"\#($0)","object":"tax_code","name":"n","description":"d"}"# }.joined(separator: ",") + "]}"
        }
        let canned = CannedSession()
        canned.on("GET", "/v1/tax_codes", .json(page(["obj_1", "obj_2"], true)), .json(page(["obj_3"], false)))

        var ids: [String] = []
        for try await page in StripeListClient(session: canned.session).taxCodes.listPages(limit: 2) {
            ids += page.data.map(\.id)
        }

        #expect(ids == ["obj_1", "obj_2", "obj_3"])
        #expect(canned.requests.map { $0.url?.query } == ["limit=2", "limit=2&starting_after=obj_2"])
    }

    @Test func linkPagesOfAFeed() async throws {
        canned.on("GET", "/feed", .json(#"[{"name":"a"}]"#, headers: ["Link": #"<https://api.example.com/feed?page=2>; rel="next""#]),
                  .json(#"[{"name":"b"}]"#))

        var names: [String?] = []
        for try await pets in client.feed.retrievePages(perPage: 1) { names += pets.map(\.name) }

        #expect(names == ["a", "b"])
        #expect(canned.requests.map { $0.url?.absoluteString } == ["https://api.example.com/feed?per_page=1", "https://api.example.com/feed?page=2"])
    }
}
