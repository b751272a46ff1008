import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class EnvelopeTests: XCTestCase {
    /// A client whose `GET posts` answers with `json`.
    private func client(answering json: String, status: Int = 200) -> APIClient {
        stubbedClient([Stub(.get, "posts", status: status, json: json)]).0
    }

    func testSuccessReturnsThePayload() async throws {
        let client = client(answering: #"{"code":"000000","message":"OK","data":[{"id":1,"title":"Hi"}]}"#)
        let posts = try await client.payload([BlogPost].self, in: BackendEnvelope.self, from: BlogRouter.posts)
        XCTAssertEqual(posts, [BlogPost(id: 1, title: "Hi")])
    }

    func testFailureCodeThrowsServerErrorWithCodeAndMessage() async throws {
        let json = #"{"code":"E1001","message":"Not allowed","data":{"unexpected":"shape"}}"#
        let client = client(answering: json)
        let error = await apiError { try await client.payload([BlogPost].self, in: BackendEnvelope.self, from: BlogRouter.posts) }
        guard case .server(let serverError)? = error else {
            return XCTFail("Expected a server error (the payload is not decoded), got \(String(describing: error))")
        }
        XCTAssertEqual(serverError, ServerError(code: "E1001", message: "Not allowed", statusCode: 200, body: Data(json.utf8)))
        XCTAssertEqual(error?.statusCode, 200)
        XCTAssertEqual(error?.description, #"The server reported failure code "E1001" (status 200): Not allowed"#)
    }

    func testFailureWithoutOrWithOddMessage() async throws {
        for json in [#"{"code":"E2"}"#, #"{"code":"E2","message":null}"#, #"{"code":"E2","message":{"en":"x"}}"#] {
            let client = client(answering: json)
            let error = await apiError { try await client.payload(EmptyPayload.self, in: BackendEnvelope.self, from: BlogRouter.posts) }
            guard case .server(let serverError)? = error else {
                return XCTFail("Expected a server error for \(json), got \(String(describing: error))")
            }
            XCTAssertEqual(serverError.code, "E2")
            XCTAssertNil(serverError.message, json)
        }
    }

    func testMissingOrNullPayloadFailsForARequiredType() async throws {
        for json in [#"{"code":"000000"}"#, #"{"code":"000000","data":null}"#] {
            let client = client(answering: json)
            let error = await apiError { try await client.payload([BlogPost].self, in: BackendEnvelope.self, from: BlogRouter.posts) }
            guard case .decoding(let failure)? = error else {
                return XCTFail("Expected a decoding failure for \(json), got \(String(describing: error))")
            }
            XCTAssertEqual(failure.codingPath, "data")
            XCTAssertEqual(failure.typeName, "Array<BlogPost>")
            XCTAssertEqual(failure.bodyExcerpt, json)
        }
    }

    func testMissingOrNullPayloadIsFineForEmptyPayloadAndOptionals() async throws {
        let missing = client(answering: #"{"code":"000000","message":"done"}"#)
        let null = client(answering: #"{"code":"000000","data":null}"#)
        let empty = try await missing.payload(EmptyPayload.self, in: BackendEnvelope.self, from: BlogRouter.posts)
        let absent = try await missing.payload(BlogPost?.self, in: BackendEnvelope.self, from: BlogRouter.posts)
        let nothing = try await null.payload(BlogPost?.self, in: BackendEnvelope.self, from: BlogRouter.posts)
        let ignored = try await client(answering: #"{"code":"000000","data":{"any":[1]}}"#)
            .payload(EmptyPayload.self, in: BackendEnvelope.self, from: BlogRouter.posts)
        XCTAssertEqual(empty, EmptyPayload())
        XCTAssertNil(absent)
        XCTAssertNil(nothing)
        XCTAssertEqual(ignored, EmptyPayload())
    }

    func testNumericAndBooleanCodesAreComparedAsText() async throws {
        let success = try await client(answering: #"{"status":0,"result":{"id":4,"title":"n"}}"#)
            .payload(BlogPost.self, in: NumericEnvelope.self, from: BlogRouter.posts)
        let boolean = try await client(answering: #"{"status":true,"result":{"id":5,"title":"b"}}"#)
            .payload(BlogPost.self, in: NumericEnvelope.self, from: BlogRouter.posts)
        let failing = client(answering: #"{"status":500,"result":null}"#)
        let error = await apiError { try await failing.payload(BlogPost.self, in: NumericEnvelope.self, from: BlogRouter.posts) }
        XCTAssertEqual(success.id, 4)
        XCTAssertEqual(boolean.id, 5)
        guard case .server(let serverError)? = error else {
            return XCTFail("Expected a server error, got \(String(describing: error))")
        }
        XCTAssertEqual(serverError.code, "500")
        XCTAssertNil(serverError.message, "NumericEnvelope has no message key")
    }

    func testMissingOrMistypedCodeIsADecodingFailureAtTheCodeKey() async throws {
        for json in [#"{"message":"OK","data":[]}"#, #"{"code":["x"],"data":[]}"#] {
            let client = client(answering: json)
            let error = await apiError { try await client.payload([BlogPost].self, in: BackendEnvelope.self, from: BlogRouter.posts) }
            guard case .decoding(let failure)? = error else {
                return XCTFail("Expected a decoding failure for \(json), got \(String(describing: error))")
            }
            XCTAssertEqual(failure.codingPath, "code", json)
        }
    }

    func testPayloadTypeMismatchNamesThePathInsideTheEnvelope() async throws {
        let client = client(answering: #"{"code":"000000","data":[{"id":"7","title":"x"}]}"#)
        let error = await apiError { try await client.payload([BlogPost].self, in: BackendEnvelope.self, from: BlogRouter.posts) }
        guard case .decoding(let failure)? = error else {
            return XCTFail("Expected a decoding failure, got \(String(describing: error))")
        }
        XCTAssertEqual(failure.typeName, "Array<BlogPost>")
        XCTAssertEqual(failure.codingPath, "data[0].id")
    }

    func testHTTPStatusIsValidatedBeforeTheEnvelope() async throws {
        let client = client(answering: #"{"code":"E500","message":"down"}"#, status: 503)
        let error = await apiError { try await client.payload(EmptyPayload.self, in: BackendEnvelope.self, from: BlogRouter.posts) }
        guard case .unacceptableStatus(let response)? = error else {
            return XCTFail("Expected unacceptableStatus, got \(String(describing: error))")
        }
        XCTAssertEqual(response.statusCode, 503)
    }

    func testEmptyPayloadDecodesFromAnyValue() throws {
        for json in ["null", "1", #""x""#, "[1,2]", #"{"a":{"b":[]}}"#] {
            XCTAssertEqual(try JSONDecoder().decode(EmptyPayload.self, from: Data(json.utf8)), EmptyPayload(), json)
        }
    }

    func testAnEmptyBodyIsFineWhenNothingIsReturned() async throws {
        let (client, _) = stubbedClient([Stub(.get, "posts", status: 204, headers: [:])])
        let validation = ResponseValidation(statusCodes: [204])
        let empty = try await client.payload(EmptyPayload.self, in: BackendEnvelope.self, from: BlogRouter.posts, validation: validation)
        XCTAssertEqual(empty, EmptyPayload())

        let error = await apiError {
            try await client.payload([BlogPost].self, in: BackendEnvelope.self, from: BlogRouter.posts, validation: validation)
        }
        guard case .decoding? = error else {
            return XCTFail("Expected a decoding failure for a payload type, got \(String(describing: error))")
        }
    }
}
