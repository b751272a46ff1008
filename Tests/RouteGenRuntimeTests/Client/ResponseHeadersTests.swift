import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Header text read as the types documented headers have, and `withResponse(headers:_:)`.
@Suite struct ResponseHeadersTests {
    enum Mode: String, Sendable { case fast, careful }
    enum Level: Int, Sendable { case low = 1, high = 2 }

    /// A struct in the shape routegen generates for documented headers.
    struct Limits: ResponseHeaders, Equatable {
        var remaining: Int?
        var mode: Mode?
        init(headers: HTTPHeaders) {
            remaining = headers.value("X-RateLimit-Remaining", as: Int.self)
            mode = headers.value("X-Mode", as: Mode.self)
        }
    }

    @Test func scalars() {
        let headers: HTTPHeaders = [
            "Int": " 4999 ", "Int64": "1590701888", "Double": "0.5", "Bool": "TRUE", "Text": "a, b",
            "UUID": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "Decimal": "12.30", "URL": "https://x.test/a?b=1",
        ]
        #expect(headers.value("int", as: Int.self) == 4999)
        #expect(headers.value("Int64", as: Int64.self) == 1_590_701_888)
        #expect(headers.value("Double", as: Double.self) == 0.5)
        #expect(headers.value("Bool", as: Bool.self) == true)
        #expect(headers.value("Text", as: String.self) == "a, b")
        #expect(headers.value("UUID", as: UUID.self)?.uuidString == "3F2504E0-4F89-11D3-9A0C-0305E82C3301")
        #expect(headers.value("Decimal", as: Decimal.self) == Decimal(string: "12.3"))
        #expect(headers.value("URL", as: URL.self)?.query == "b=1")
    }

    @Test func textThatDoesNotReadAsTheTypeIsNil() {
        let headers: HTTPHeaders = ["Int": "many", "Bool": "yes", "Int32": "99999999999"]
        #expect(headers.value("Int", as: Int.self) == nil)
        #expect(headers.value("Bool", as: Bool.self) == nil)
        #expect(headers.value("Int32", as: Int32.self) == nil)
        #expect(headers.value("Missing", as: String.self) == nil)
    }

    @Test func datesInISO8601AndHTTPForm() {
        let headers: HTTPHeaders = [
            "ISO": "2024-05-01T12:00:00Z", "Fraction": "2024-05-01T12:00:00.250Z", "HTTP": "Wed, 01 May 2024 12:00:00 GMT",
        ]
        let noon = Date(timeIntervalSince1970: 1_714_564_800)
        #expect(headers.value("ISO", as: Date.self) == noon)
        #expect(headers.value("Fraction", as: Date.self) == noon.addingTimeInterval(0.25))
        #expect(headers.value("HTTP", as: Date.self) == noon)
    }

    @Test func arraysAreCommaSeparatedAndEnumsReadTheirRawValues() {
        let headers: HTTPHeaders = ["Ids": "1, 2,3", "Bad": "1,x", "Empty": "", "Mode": "careful", "Level": "2", "Other": "slow"]
        #expect(headers.value("Ids", as: [Int].self) == [1, 2, 3])
        #expect(headers.value("Bad", as: [Int].self) == nil)
        #expect(headers.value("Empty", as: [String].self) == [])
        #expect(headers.value("Mode", as: Mode.self) == .careful)
        #expect(headers.value("Level", as: Level.self) == .high)
        #expect(headers.value("Other", as: Mode.self) == nil)
    }

    @Test func withResponseReadsTheDocumentedHeaders() async throws {
        let client = APIClient(transport: StubTransport([
            Stub(.get, "limits", headers: ["X-RateLimit-Remaining": "12", "X-Mode": "fast", "Request-Id": "req_1"], body: Data()),
        ]))
        let request = URLRequest(url: URL(string: "https://x.test/limits")!)
        let answer = try await client.withResponse(headers: Limits.self) { client throws(APIError) in
            try await client.send(request)
        }
        #expect(answer.headers == Limits(headers: ["X-RateLimit-Remaining": "12", "X-Mode": "fast"]))
        #expect(answer.headers.remaining == 12)
        #expect(answer.headers.mode == .fast)
        #expect(answer.response.headers["request-id"] == "req_1")
        #expect(answer.statusCode == 200)
    }

    @Test func withResponseThrowsTheCallsErrorTyped() async {
        let client = APIClient(transport: StubTransport([Stub(.get, "limits", status: 503, body: Data())]))
        let request = URLRequest(url: URL(string: "https://x.test/limits")!)
        do throws(APIError) {
            _ = try await client.withResponse(headers: Limits.self) { client throws(APIError) in try await client.send(request) }
            Issue.record("a 503 must throw")
        } catch {
            #expect(error.statusCode == 503)
        }
    }
}
