import BlogAPI
import Foundation
import XCTest

final class ModelTests: XCTestCase {
    func testModelsReadTheServersSnakeCaseKeys() throws {
        let json = """
            {"items": [{"id": 1, "title": "Hi", "body": "…", "author_id": 4, "tags": ["swift"], "visibility": "unlisted"}],
             "next_cursor": "abc"}
            """
        let page = try JSONDecoder().decode(Page<Post>.self, from: Data(json.utf8))
        XCTAssertEqual(page.nextCursor, "abc")
        XCTAssertEqual(page.items.first?.authorID, 4)
        XCTAssertEqual(page.items.first?.visibility, .unlisted)
        XCTAssertEqual(page.items.first?.isReadable, true)
    }

    func testOptionalPropertiesMayBeMissing() throws {
        let author = try JSONDecoder().decode(Author.self, from: Data(#"{"id": 2, "display_name": "Ada"}"#.utf8))
        XCTAssertEqual(author, Author(id: 2, displayName: "Ada"))
        let session = try JSONDecoder().decode(Session.self, from: Data(#"{"access_token": "t", "expires_in": 60}"#.utf8))
        XCTAssertEqual(session.expiresIn, 60)
    }

    func testTheEnvelopeModelReadsFailures() throws {
        let json = #"{"status": 40101, "error": "Your session has expired.", "result": null}"#
        let reply = try JSONDecoder().decode(Reply<Post>.self, from: Data(json.utf8))
        XCTAssertEqual(reply.status, 40101)
        XCTAssertEqual(reply.error, "Your session has expired.")
        XCTAssertNil(reply.result)
        XCTAssertEqual(BlogEnvelope.payloadKey, "result")
        XCTAssertEqual(BlogEnvelope.successCodes, ["0"])
    }

    func testStringEnumsListTheirCases() {
        XCTAssertEqual(Visibility.allCases.map(\.rawValue), ["public", "unlisted", "draft"])
    }
}
