@testable import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An Alamofire session that answers from canned responses instead of the network, and keeps every
/// request it was asked, as sent (built, then adapted). Everything from the request's building to its
/// answer's validation and serialization is the stand-in's Alamofire logic; only the transfer is
/// missing (`Session.cannedResponses`, internal to the stand-in).
final class CannedSession: @unchecked Sendable {
    /// A canned answer.
    struct Reply: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data

        static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            Reply(status: status, headers: ["Content-Type": "application/json"].merging(headers) { _, new in new }, body: Data(text.utf8))
        }

        static func empty(status: Int) -> Reply {
            Reply(status: status, headers: [:], body: Data())
        }
    }

    let session = Session()
    private let lock = NSLock()
    private var routes: [(method: String, path: String, replies: [Reply])] = []
    private var asked: [URLRequest] = []

    init() {
        session.cannedResponses = { [unowned self] request in answer(request) }
    }

    /// Answers `method path` with `replies` in order, then with the last one again; `path` is matched
    /// against the end of the request's path, whatever the server's own path (`/api/v3`, `/v1`).
    func on(_ method: String, _ path: String, _ replies: Reply...) {
        lock.withLock { routes.append((method, path, replies)) }
    }

    /// The requests asked so far.
    var requests: [URLRequest] { lock.withLock { asked } }

    private func answer(_ request: URLRequest) -> Result<(HTTPURLResponse, Data?), any Error> {
        lock.withLock {
            asked.append(request)
            guard let url = request.url,
                  let index = routes.firstIndex(where: { $0.method == request.httpMethod && url.path.hasSuffix($0.path) }) else {
                return .failure(URLError(.badServerResponse))
            }
            let reply = routes[index].replies.first!
            if routes[index].replies.count > 1 { routes[index].replies.removeFirst() }
            let response = HTTPURLResponse(url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)!
            return .success((response, reply.body))
        }
    }
}

/// The response examples of the GitHub cut (Tests/Fixtures/answers/github.json).
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

extension AFError {
    /// The error a custom validation or serializer failed with.
    var customError: (any Error)? {
        switch self {
        case let .responseValidationFailed(reason: .customValidationFailed(error)): error
        case let .responseSerializationFailed(reason: .customSerializationFailed(error)): error
        default: nil
        }
    }
}
