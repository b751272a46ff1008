import LocalHTTPServer
import RouteGenRuntime

/// Runs `body` with a client pointed at a fresh server on 127.0.0.1, and stops the server however it ends.
func withServer(_ body: (LocalHTTPServer, APIClient) async throws -> Void) async throws {
    try await LocalHTTPServer.run { server async throws in
        try await body(server, APIClient(baseURL: server.baseURL))
    }
}
