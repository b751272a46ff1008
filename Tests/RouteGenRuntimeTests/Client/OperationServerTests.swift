import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// A router with one route on the API's server and one on a server of its own, as the generator
/// writes them for Stripe's file uploads.
private enum FilesRouter: RequestRouter {
    case list
    case upload

    static let api = URL(string: "https://api.example.com/v1")!
    static let files = URL(string: "https://files.example.com/")!

    var baseURL: URL { operationServer ?? Self.api }

    var operationServer: URL? {
        switch self {
        case .upload: Self.files
        default: nil
        }
    }

    var method: HTTPMethod { self == .list ? .get : .post }
    var path: String { "/files" }
}

/// Where `APIClient` sends a route: ``APIClient/serverURL(for:)``.
@Suite struct OperationServerTests {
    private let staging = URL(string: "https://staging.example.com/v1")!
    private let mock = URL(string: "http://localhost:12111/")!

    @Test func routesGoToTheirOwnServersByDefault() {
        let client = APIClient()
        #expect(client.serverURL(for: FilesRouter.list) == FilesRouter.api)
        #expect(client.serverURL(for: FilesRouter.upload) == FilesRouter.files)
    }

    /// A base URL takes the place of the API's server: a route with a server of its own keeps it
    /// (issue 32, item 7; it went to the base URL).
    @Test func aBaseURLTakesTheAPIsRoutesOnly() {
        let client = APIClient(baseURL: staging)
        #expect(client.serverURL(for: FilesRouter.list) == staging)
        #expect(client.serverURL(for: FilesRouter.upload) == FilesRouter.files)
    }

    /// `operationServers` moves a route's own server, with or without a base URL, and never the API's.
    @Test func operationServersMoveTheRoutesOwnServer() {
        var client = APIClient(baseURL: staging, operationServers: [FilesRouter.files: mock])
        #expect(client.serverURL(for: FilesRouter.list) == staging)
        #expect(client.serverURL(for: FilesRouter.upload) == mock)
        client.baseURL = nil
        #expect(client.serverURL(for: FilesRouter.list) == FilesRouter.api)
        #expect(client.serverURL(for: FilesRouter.upload) == mock)
        client.operationServers = [FilesRouter.api: mock]
        #expect(client.serverURL(for: FilesRouter.list) == FilesRouter.api)
    }

    /// The client sends to the server it chose, and `asURLRequest()` (Alamofire's way) to the route's own.
    @Test func requestsGoWhereTheClientChose() async throws {
        let transport = StubTransport([Stub(.post, "files", json: "{}"), Stub(.get, "files", json: "[]")])
        let client = APIClient(baseURL: staging, operationServers: [FilesRouter.files: mock], transport: transport)
        try await client.send(FilesRouter.upload)
        try await client.send(FilesRouter.list)
        #expect(transport.receivedRequests.map { $0.url?.absoluteString } == [
            "http://localhost:12111/files", "https://staging.example.com/v1/files",
        ])
        #expect(try FilesRouter.upload.asURLRequest().url?.absoluteString == "https://files.example.com/files")
    }
}
