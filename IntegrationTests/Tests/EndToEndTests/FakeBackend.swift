import ExampleAPI
import Foundation
import LocalHTTPServer
import RouteGenRuntime

/// A local server that answers the routes of specs/api.yaml the way the real backend would,
/// and a client pointed at it. Each test starts its own, on a free port.
struct FakeBackend {
    let server: LocalHTTPServer
    let client: APIClient

    static let posts = #"[{"id":1,"userId":7,"title":"Hello","body":"First."},{"id":2,"userId":7,"title":"Again","body":"Second."}]"#

    /// Teaches `server` the backend's routes and points a client at it.
    private static func answering(
        on server: LocalHTTPServer, interceptor: (any APIClientInterceptor)?, eventMonitors: [any APIClientEventMonitor]
    ) async -> FakeBackend {
        await server.on("GET", "/posts", replies: [.json(#"{"code":"000000","message":"OK","data":\#(posts)}"#)])
        await server.on("POST", "/login") { request in
            .json(#"{"code":"000000","message":"Welcome","data":\#(String(decoding: request.body, as: UTF8.self))}"#)
        }
        await server.on("GET", "/userInfo", replies: [.json(#"{"code":"000000","message":"OK"}"#)])
        await server.on("POST", "/users", replies: [ServerReply(status: 201)])
        await server.on("GET", "/users/*") { request in
            let name = request.path.split(separator: "/").last.map(String.init) ?? ""
            return .json(#"{"username":"\#(name.removingPercentEncoding ?? name)","password":"secret"}"#)
        }
        await server.on("PUT", "/users/*") { request in
            .json(String(decoding: request.body, as: UTF8.self))
        }
        await server.on("DELETE", "/users/*", replies: [ServerReply(status: 204)])
        await server.on("GET", "/search", replies: [.json(posts)])
        let client = APIClient(
            baseURL: server.baseURL, interceptor: interceptor, eventMonitors: eventMonitors)
        return FakeBackend(server: server, client: client)
    }

    /// Runs `body` against a fresh backend, and stops the server however `body` ends.
    static func run(
        interceptor: (any APIClientInterceptor)? = nil, eventMonitors: [any APIClientEventMonitor] = [],
        _ body: (FakeBackend) async throws -> Void
    ) async throws {
        try await LocalHTTPServer.run { server async throws in
            try await body(await answering(on: server, interceptor: interceptor, eventMonitors: eventMonitors))
        }
    }

    /// The one request the server received.
    func onlyRequest() async throws -> RecordedRequest {
        let requests = await server.requests()
        guard requests.count == 1, let request = requests.first else {
            throw UnexpectedRequests(count: requests.count)
        }
        return request
    }

    struct UnexpectedRequests: Error {
        var count: Int
    }
}
