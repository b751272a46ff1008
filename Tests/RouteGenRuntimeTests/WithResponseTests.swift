import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// `APIClient.withResponse`: a call's value with the response it came from.
@Suite struct WithResponseTests {
    private let client = APIClient(
        baseURL: URL(string: "https://x.test"),
        transport: StubTransport([
            Stub(.get, "a", headers: ["Content-Type": "application/json", "Request-Id": "req_a"], body: Data(#"{"n":1}"#.utf8)),
            Stub(.get, "b", status: 202, headers: ["Content-Type": "application/json", "Request-Id": "req_b"], body: Data("{}".utf8)),
        ]))

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: URL(string: "https://x.test/" + path)!)
    }

    @Test func returnsTheValueWithTheLastResponse() async throws {
        let answer = try await client.withResponse { client in
            _ = try await client.data(from: request("a"))
            return try await client.decode([String: Int].self, from: request("b"))
        }
        #expect(answer.value == [:])
        #expect(answer.statusCode == 202)
        #expect(answer.headers["request-id"] == "req_b")
    }

    @Test func aClosureThatSendsNothingThroughItsClientThrows() async throws {
        await #expect(throws: APIError.self) {
            try await client.withResponse { _ in try await client.data(from: request("a")) }
        }
    }
}
