import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// A router that sends bytes as they are.
private enum UploadRouter: RequestRouter {
    case image(Data)
    case bytes(Data)
    case both(Data)

    var baseURL: URL { TestRouter.production }
    var method: HTTPMethod { .put }
    var path: String { "files" }

    var headers: HTTPHeaders {
        guard case .image = self else { return [:] }
        return ["Content-Type": "image/png"]
    }

    var rawBody: Data? {
        switch self {
        case .image(let data), .bytes(let data), .both(let data): return data
        }
    }

    var body: (any Encodable & Sendable)? {
        guard case .both = self else { return nil }
        return ["ignored": true]
    }
}

@Suite struct RawBodyTests {
    @Test func bytesWithTheirContentType() throws {
        let request = try UploadRouter.image(Data([0x89, 0x50])).asURLRequest()
        #expect(request.httpBody == Data([0x89, 0x50]))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
    }

    @Test func octetStreamWhenNoContentTypeIsSet() throws {
        let request = try UploadRouter.bytes(Data([1])).asURLRequest()
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/octet-stream")
    }

    @Test func rawBodyTakesThePlaceOfBody() throws {
        let request = try UploadRouter.both(Data([2])).asURLRequest()
        #expect(request.httpBody == Data([2]))
    }

    @Test func routersWithoutOneSendNoRawBody() {
        #expect(TestRouter.user(username: "a").rawBody == nil)
    }

    @Test func clientReturnsTheBytes() async throws {
        let transport = StubTransport([Stub(.get, "users/{name}", headers: ["Content-Type": "image/png"], body: Data([7, 8]))])
        let client = APIClient(transport: transport)
        #expect(try await client.data(from: makeRequest("https://api.example.com/v1/users/ada")) == Data([7, 8]))
        #expect(transport.receivedRequests.first?.value(forHTTPHeaderField: "Accept") == nil)
    }
}
