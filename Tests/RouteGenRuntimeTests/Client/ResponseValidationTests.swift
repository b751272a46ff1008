import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class ResponseValidationTests: XCTestCase {
    private func response(_ status: Int = 200, contentType: String?, body: String = "{}") -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: HTTPHeaders().updating(["Content-Type": contentType]), body: Data(body.utf8))
    }

    private func request(accept: String?) throws -> URLRequest {
        var request = try urlRequest("https://h/x")
        request.setValue(accept, forHTTPHeaderField: "Accept")
        return request
    }

    /// The error `validation` throws, or `nil` when the response passes.
    private func failure(
        _ response: HTTPResponse, validation: ResponseValidation = .default, accept: String? = "application/json"
    ) throws -> APIError? {
        let request = try request(accept: accept)
        do throws(APIError) {
            try validation.validate(response, for: request)
            return nil
        } catch {
            return error
        }
    }

    func testDefaultAccepts2xxAndChecksContentType() {
        XCTAssertEqual(ResponseValidation.default.acceptableStatusCodes, Set(200..<300))
        XCTAssertTrue(ResponseValidation.default.validatesContentType)
        XCTAssertEqual(ResponseValidation.statusCodes([200, 404]), ResponseValidation(statusCodes: [404, 200]))
    }

    func testStatusOutsideTheAcceptedCodesFails() throws {
        let notFound = response(404, contentType: "text/html", body: "<h1>")
        guard case .unacceptableStatus(let failed)? = try failure(notFound) else {
            return XCTFail("The status is checked before the content type")
        }
        XCTAssertEqual(failed, notFound)
        XCTAssertNil(try failure(response(404, contentType: "application/json"), validation: .statusCodes([404])))
    }

    func testWrongContentTypeFails() throws {
        let html = response(contentType: "text/html; charset=utf-8", body: "<html>")
        let error = try failure(html)
        guard case .unacceptableContentType(let failed, let accepted)? = error else {
            return XCTFail("Expected unacceptableContentType, got \(String(describing: error))")
        }
        XCTAssertEqual(failed.statusCode, 200)
        XCTAssertEqual(accepted, ["application/json"])
        XCTAssertEqual(
            error?.description,
            "The server answered with Content-Type text/html; charset=utf-8, but the request accepts only application/json: <html>")
    }

    func testMissingContentTypeWithABodyFails() throws {
        let error = try failure(response(contentType: nil))
        guard case .unacceptableContentType? = error else {
            return XCTFail("Expected unacceptableContentType, got \(String(describing: error))")
        }
        XCTAssertTrue(error?.description.contains("with no Content-Type") == true)
    }

    func testMediaTypeIgnoresCaseAndParameters() throws {
        XCTAssertNil(try failure(response(contentType: "Application/JSON; charset=UTF-8")))
        XCTAssertNil(try failure(response(contentType: "application/json"), accept: "text/html;q=0.9, APPLICATION/JSON;q=1"))
    }

    func testWildcardRanges() throws {
        XCTAssertNil(try failure(response(contentType: "text/plain"), accept: "application/xml, text/*;q=0.5"))
        XCTAssertNil(try failure(response(contentType: "image/png"), accept: "*/*"))
        XCTAssertNotNil(try failure(response(contentType: "textual/plain"), accept: "text/*"))
    }

    func testContentTypeIsNotCheckedWithoutBodyAcceptOrWhenDisabled() throws {
        XCTAssertNil(try failure(response(204, contentType: nil, body: "")))
        XCTAssertNil(try failure(response(contentType: "text/html"), accept: nil))
        XCTAssertNil(try failure(response(contentType: "text/html"), validation: ResponseValidation(validatesContentType: false)))
    }

    func testPerCallStatusCodesWinOverTheClients() async throws {
        let (client, _) = stubbedClient([Stub(.get, "users/{username}", status: 404, json: #"{"error":"gone"}"#)])
        let body = try await client.decode(ErrorBody.self, from: BlogRouter.user(username: "x"), validation: .statusCodes([404]))
        XCTAssertEqual(body, ErrorBody(error: "gone"))
    }

    func testPerRouteStatusCodesWinOverTheClientsAndLoseToTheCalls() async throws {
        let (client, _) = stubbedClient([Stub(.post, "posts/{id}/archive", replies: [
            .response(HTTPResponse(statusCode: 202)),
            .response(HTTPResponse(statusCode: 200)),
        ])])
        let accepted = try await client.response(for: BlogRouter.archive(id: 1))
        let error = await apiError { try await client.response(for: BlogRouter.archive(id: 1)) }
        let overridden = try await client.response(for: BlogRouter.archive(id: 1), validation: .statusCodes([200]))
        XCTAssertEqual(accepted.statusCode, 202)
        XCTAssertEqual(error?.statusCode, 200, "200 is not among the route's accepted codes")
        XCTAssertEqual(overridden.statusCode, 200)
    }

    func testClientValidationAppliesToRoutesWithoutTheirOwn() async throws {
        let transport = StubTransport([Stub(.get, "posts", status: 299, json: "[]")])
        let client = APIClient(transport: transport, validation: .statusCodes([200]))
        let error = await apiError { try await client.decode([BlogPost].self, from: BlogRouter.posts) }
        XCTAssertEqual(error?.statusCode, 299)
        XCTAssertNil(BlogRouter.posts.validation)
    }
}
