@testable import Alamofire
import AlamofireServerOverrideAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

typealias GitHubAPIClient = GitHubClient
typealias StripeAPIClient = StripeClient

/// Host names mapped to canned answers: the stand-in Alamofire never sends a request, so its session
/// (`Session.cannedResponses`, internal to the stand-in) answers each request for a host given here
/// and keeps it as it was sent, its URL included. A request for any other host fails as a host that
/// can't be found. The same API as the default output's MappedHosts, which maps hosts to servers on
/// 127.0.0.1.
final class MappedHosts: @unchecked Sendable {
    /// A request as a host received it.
    struct Received: Sendable {
        /// The method and the URL the request was sent to.
        var line: String
        var contentType: String?
        var body: Data
    }

    private let hosts: [String]
    private let lock = NSLock()
    private var routes: [String: Int] = [:]
    private var asked: [URLRequest] = []
    private let session = Session()

    private init(hosts: [String]) {
        self.hosts = hosts
        session.cannedResponses = { [unowned self] request in answer(request) }
    }

    /// Runs `body` with `hosts` mapped.
    static func run(_ hosts: [String], _ body: (MappedHosts) async throws -> Void) async throws {
        try await body(MappedHosts(hosts: hosts))
    }

    /// Answers `method path` at `host` with `status` and an empty JSON object.
    func on(_ method: String, _ path: String, at host: String, status: Int) async {
        lock.withLock { routes["\(method) https://\(host)\(path)"] = status }
    }

    /// What the hosts received, in the order of `hosts`, each host's in the order it came.
    func received() async -> [Received] {
        let requests = lock.withLock { asked }
        return hosts.flatMap { host in
            requests.filter { $0.url?.host == host }.map { request in
                Received(line: "\(request.httpMethod ?? "") \(request.url?.absoluteString ?? "")",
                         contentType: request.value(forHTTPHeaderField: "Content-Type"), body: request.httpBody ?? Data())
            }
        }
    }

    func gitHubClient(baseURL: URL? = nil, operationServers: [URL: URL] = [:]) -> GitHubClient {
        GitHubClient(session: session, baseURL: baseURL, operationServers: operationServers)
    }

    func stripeClient(baseURL: URL? = nil, operationServers: [URL: URL] = [:]) -> StripeClient {
        StripeClient(session: session, baseURL: baseURL, operationServers: operationServers)
    }

    private func answer(_ request: URLRequest) -> Result<(HTTPURLResponse, Data?), any Error> {
        lock.withLock {
            guard let url = request.url, let host = url.host, hosts.contains(host) else { return .failure(URLError(.cannotFindHost)) }
            asked.append(request)
            let route = "\(request.httpMethod ?? "") https://\(host)\(url.path)"
            guard let status = routes[route] else { return .failure(URLError(.badServerResponse)) }
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "application/json"])!
            return .success((response, Data("{}".utf8)))
        }
    }
}
