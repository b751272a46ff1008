import Foundation
import LocalHTTPServer
import RouteGenRuntime
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

typealias GitHubAPIClient = APIClient
typealias StripeAPIClient = APIClient

/// Host names mapped to 127.0.0.1: a local server stands for each host, and the clients' transport
/// sends a request for `https://uploads.github.com/…` to the server standing for uploads.github.com.
/// A request for any other host fails, so nothing leaves the machine.
final class MappedHosts: Sendable {
    /// A request as a host received it.
    struct Received: Sendable {
        /// `POST https://uploads.github.com/repos/o/r/releases/7/assets?name=dist.zip`: the method and
        /// the URL the request was sent to.
        var line: String
        var contentType: String?
        var body: Data
    }

    private let servers: [(host: String, server: LocalHTTPServer)]

    private init(servers: [(host: String, server: LocalHTTPServer)]) {
        self.servers = servers
    }

    /// Starts a server for each of `hosts`, runs `body` and stops them.
    static func run(_ hosts: [String], _ body: (MappedHosts) async throws -> Void) async throws {
        var servers: [(host: String, server: LocalHTTPServer)] = []
        for host in hosts { servers.append((host, try await LocalHTTPServer.start())) }
        let mapped = MappedHosts(servers: servers)
        do {
            try await body(mapped)
        } catch {
            for (_, server) in servers { await server.stop() }
            throw error
        }
        for (_, server) in servers { await server.stop() }
    }

    /// Answers `method path` at `host` with `status` and an empty JSON object.
    func on(_ method: String, _ path: String, at host: String, status: Int) async {
        await server(for: host)?.on(method, path, replies: [.json("{}", status: status)])
    }

    /// What the hosts received, in the order of `hosts`, each host's in the order it came.
    func received() async -> [Received] {
        var all: [Received] = []
        for (host, server) in servers {
            for request in await server.requests() {
                let query = request.query.isEmpty ? "" : "?" + request.query
                all.append(Received(line: "\(request.method) https://\(host)\(request.path)\(query)",
                                    contentType: request.header("Content-Type"), body: request.body))
            }
        }
        return all
    }

    func gitHubClient(baseURL: URL? = nil, operationServers: [URL: URL] = [:]) -> APIClient {
        APIClient(baseURL: baseURL, operationServers: operationServers, transport: Transport(hosts: self))
    }

    func stripeClient(baseURL: URL? = nil, operationServers: [URL: URL] = [:]) -> APIClient {
        gitHubClient(baseURL: baseURL, operationServers: operationServers)
    }

    private func server(for host: String) -> LocalHTTPServer? {
        servers.first { $0.host == host }?.server
    }

    /// Sends each request to the server of its host, over HTTP on 127.0.0.1.
    private struct Transport: HTTPTransport {
        let hosts: MappedHosts

        func send(_ request: URLRequest) async throws -> HTTPResponse {
            guard let url = request.url, let host = url.host, let server = hosts.server(for: host),
                  var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                throw URLError(.cannotFindHost)
            }
            components.scheme = "http"
            components.host = "127.0.0.1"
            components.port = Int(server.port)
            var local = request
            local.url = components.url
            return try await URLSessionTransport().send(local)
        }
    }
}
