import Foundation
import LocalHTTPServer
import RouteGenRuntime

/// Runs `body` with a client pointed at a fresh server on 127.0.0.1, and stops the server however it ends.
func withServer(_ body: (LocalHTTPServer, APIClient) async throws -> Void) async throws {
    try await LocalHTTPServer.run { server async throws in
        try await body(server, APIClient(baseURL: server.baseURL))
    }
}

/// The response examples of the GitHub cut (Tests/Fixtures/answers/github.json), as the server sends them.
enum GitHubExamples {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../../Tests/Fixtures/answers/github.json")

    /// The JSON text of `components.examples.<name>.value`.
    static func json(_ name: String) throws -> String {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let examples = (document?["components"] as? [String: Any])?["examples"] as? [String: Any]
        guard let value = (examples?[name] as? [String: Any])?["value"] else { throw MissingExample(name: name) }
        return String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
    }

    struct MissingExample: Error {
        var name: String
    }
}

extension ServerReply {
    /// `reply` with more header fields.
    func adding(_ headers: [String: String]) -> ServerReply {
        var reply = self
        reply.headers.merge(headers) { _, new in new }
        return reply
    }
}
