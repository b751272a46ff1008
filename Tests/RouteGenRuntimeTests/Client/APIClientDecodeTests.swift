import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class APIClientDecodeTests: XCTestCase {
    func testDecodesTheBody() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", json: #"[{"id":1,"title":"Hello"},{"id":2,"title":"Again"}]"#)])
        let posts = try await client.decode([BlogPost].self, from: BlogRouter.posts)
        XCTAssertEqual(posts, [BlogPost(id: 1, title: "Hello"), BlogPost(id: 2, title: "Again")])
    }

    func testNotFoundCarriesStatusCodeAndBody() async throws {
        let (client, _) = stubbedClient([Stub(.get, "users/{username}", status: 404, json: #"{"error":"no such user"}"#)])
        let error = await apiError { try await client.decode(BlogPost.self, from: BlogRouter.user(username: "x")) }
        guard case .unacceptableStatus(let response)? = error else {
            return XCTFail("Expected unacceptableStatus, got \(String(describing: error))")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(text(response.body), #"{"error":"no such user"}"#)
        XCTAssertEqual(error?.statusCode, 404)
        XCTAssertEqual(error?.decodeBody(as: ErrorBody.self), ErrorBody(error: "no such user"))
        XCTAssertEqual(
            error?.description,
            #"The server answered 404 Not Found for GET https://blog.example.com/v1/users/x: {"error":"no such user"}"#)
    }

    func testServerErrorWithoutBody() async throws {
        let (client, _) = stubbedClient([Stub(.post, "posts", status: 500, body: Data())])
        let error = await apiError { try await client.send(BlogRouter.createPost(BlogPost(id: 1, title: "t"))) }
        XCTAssertEqual(error?.response?.statusCode, 500)
        XCTAssertEqual(error?.response?.body, Data())
        XCTAssertNil(error?.decodeBody(as: ErrorBody.self))
        XCTAssertEqual(error?.description, "The server answered 500 Internal Server Error for POST https://blog.example.com/v1/posts")
    }

    func testMalformedJSONReportsTheRootAndAnExcerpt() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", json: "<html>oops</html>")])
        let error = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        guard case .decoding(let failure)? = error else {
            return XCTFail("Expected a decoding failure, got \(String(describing: error))")
        }
        XCTAssertEqual(failure, DecodingFailure(
            typeName: "Array<BlogPost>", codingPath: "", reason: "the data is not valid JSON",
            bodyExcerpt: "<html>oops</html>", statusCode: 200))
        XCTAssertEqual(
            error?.description,
            "Could not decode Array<BlogPost> at the top level: the data is not valid JSON (status 200, body <html>oops</html>)")
    }

    func testTypeMismatchNamesTheCodingPath() async throws {
        struct Page: Decodable { var data: [BlogPost] }
        let (client, _) = stubbedClient([Stub(.get, "posts", json: #"{"data":[{"id":"one","title":"x"}]}"#)])
        let error = await apiError { try await client.decode(Page.self, from: BlogRouter.posts) }
        guard case .decoding(let failure)? = error else {
            return XCTFail("Expected a decoding failure, got \(String(describing: error))")
        }
        XCTAssertEqual(failure.typeName, "Page")
        XCTAssertEqual(failure.codingPath, "data[0].id")
        XCTAssertTrue(failure.reason.contains("Int"), failure.reason)
        XCTAssertEqual(error?.statusCode, 200)
        XCTAssertTrue(failure.description.hasPrefix("Could not decode Page at data[0].id: "), failure.description)
    }

    func testMissingKeyIsPartOfTheCodingPath() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", json: #"[{"id":1,"title":"a"},{"id":2}]"#)])
        let error = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        guard case .decoding(let failure)? = error else {
            return XCTFail("Expected a decoding failure, got \(String(describing: error))")
        }
        XCTAssertEqual(failure.codingPath, "[1].title")
    }

    func testLongBodiesAreCutInTheExcerpt() async throws {
        let long = String(repeating: "x", count: 600)
        let (client, _) = stubbedClient([Stub(.get, "posts", json: long)])
        let error = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        guard case .decoding(let failure)? = error else {
            return XCTFail("Expected a decoding failure, got \(String(describing: error))")
        }
        XCTAssertEqual(failure.bodyExcerpt, String(repeating: "x", count: 512) + "…")
    }

    func testAnEmptyBodyDecodesAsEmptyPayload() async throws {
        let (client, _) = stubbedClient([Stub(.post, "posts/{id}/archive", status: 202, headers: [:])])
        let payload = try await client.decode(EmptyPayload.self, from: BlogRouter.archive(id: 3))
        XCTAssertEqual(payload, EmptyPayload())
    }

    func testSendIgnoresTheBody() async throws {
        let (client, transport) = stubbedClient([Stub(.post, "posts", status: 201, json: "not json at all")])
        try await client.send(BlogRouter.createPost(BlogPost(id: 9, title: "New")))
        let sent = try XCTUnwrap(transport.receivedRequests.first)
        XCTAssertEqual(text(sent.httpBody), #"{"id":9,"title":"New"}"#)
    }

    func testDecodeAsksForJSONWhenTheRequestDoesNotSay() async throws {
        let (client, transport) = stubbedClient([Stub(.get, "feed", json: "[]")])
        let plain = try urlRequest("https://h/feed")
        _ = try await client.response(for: plain)
        _ = try await client.decode([BlogPost].self, from: plain)
        var custom = plain
        custom.setValue("application/vnd.blog+json", forHTTPHeaderField: "Accept")
        let error = await apiError { try await client.decode([BlogPost].self, from: custom) }
        let accepts = transport.receivedRequests.map { $0.value(forHTTPHeaderField: "Accept") }
        XCTAssertEqual(accepts, [nil, "application/json", "application/vnd.blog+json"])
        guard case .unacceptableContentType(_, let accepted)? = error else {
            return XCTFail("The explicit Accept is kept and checked, got \(String(describing: error))")
        }
        XCTAssertEqual(accepted, ["application/vnd.blog+json"])
    }

    func testDefaultDecoderReadsISO8601DatesWithAndWithoutFractions() throws {
        struct Stamped: Decodable { var at: [Date] }
        let json = #"{"at":["2023-11-14T22:13:20Z","2023-11-14T22:13:20.250Z","2023-11-15T00:13:20+02:00"]}"#
        let stamped = try JSONDecoder.routeGenDefault.decode(Stamped.self, from: Data(json.utf8))
        XCTAssertEqual(stamped.at.map(\.timeIntervalSince1970), [1_700_000_000, 1_700_000_000.25, 1_700_000_000])
        XCTAssertThrowsError(try JSONDecoder.routeGenDefault.decode(Stamped.self, from: Data(#"{"at":["yesterday"]}"#.utf8)))
        XCTAssertFalse(JSONDecoder.routeGenDefault === JSONDecoder.routeGenDefault, "a fresh decoder each time")
    }
}
