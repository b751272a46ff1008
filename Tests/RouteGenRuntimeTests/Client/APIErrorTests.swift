import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class APIErrorTests: XCTestCase {
    private let failed: HTTPResponse = {
        var response = HTTPResponse(statusCode: 418, headers: ["Content-Type": "application/json"], body: Data(#"{"error":"teapot"}"#.utf8))
        response.url = URL(string: "https://h/brew")
        return response
    }()

    func testDescriptionsAreSentences() {
        XCTAssertEqual(APIError.invalidRequest("Could not build a valid URL.").description,
                       "Could not build the request: Could not build a valid URL.")
        XCTAssertEqual(APIError.unacceptableStatus(failed).description,
                       #"The server answered 418 for https://h/brew: {"error":"teapot"}"#)
        XCTAssertEqual(APIError.cancelled.description, "The request was cancelled.")
        let failure = DecodingFailure(typeName: "User", codingPath: "name", reason: "Expected String.", bodyExcerpt: "", statusCode: 201)
        XCTAssertEqual(APIError.decoding(failure).description, "Could not decode User at name: Expected String. (status 201, an empty body)")
        let server = ServerError(code: "7", message: nil, statusCode: 200, body: Data())
        XCTAssertEqual(APIError.server(server).description, #"The server reported failure code "7" (status 200)"#)
        XCTAssertEqual(APIError.cancelled.errorDescription, APIError.cancelled.description)
        XCTAssertEqual(APIError.server(server).localizedDescription, APIError.server(server).description)
    }

    func testAccessorsPerCase() {
        let server = APIError.server(ServerError(code: "E", message: "m", statusCode: 200, body: Data(#"{"error":"x"}"#.utf8)))
        let content = APIError.unacceptableContentType(failed, accepted: ["text/plain"])
        XCTAssertEqual(content.response, failed)
        XCTAssertEqual(content.statusCode, 418)
        XCTAssertNil(server.response)
        XCTAssertEqual(server.statusCode, 200)
        XCTAssertEqual(server.decodeBody(as: ErrorBody.self), ErrorBody(error: "x"))
        XCTAssertEqual(content.decodeBody(as: ErrorBody.self), ErrorBody(error: "teapot"))
        XCTAssertNil(content.decodeBody(as: [Int].self), "a body of another shape gives nil")
        XCTAssertNil(APIError.cancelled.statusCode)
        XCTAssertNil(APIError.transport(CancellationError()).urlError)
        XCTAssertNil(APIError.unacceptableStatus(failed).urlError)
        XCTAssertFalse(APIError.transport(URLError(.notConnectedToInternet)).isTimeout)
    }

    func testErrorsCanBeMatchedInCatchClauses() async throws {
        let (client, _) = stubbedClient([Stub(.get, "users/{username}", status: 404, json: #"{"error":"no such user"}"#)])
        var matched = ""
        do {
            _ = try await client.decode(BlogPost.self, from: BlogRouter.user(username: "x"))
        } catch .unacceptableStatus(let response) where response.statusCode == 404 {
            matched = "not found"
        } catch {
            matched = "other: \(error)"
        }
        XCTAssertEqual(matched, "not found")
    }
}
