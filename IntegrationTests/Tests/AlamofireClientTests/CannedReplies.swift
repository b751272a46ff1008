import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The canned answers of a ``CannedSession``, and every request it was asked, as sent. The session
/// decides how requests reach these (`CannedSession.swift`: the stand-in's `Session.cannedResponses`;
/// `AlamofireCheck/alt/CannedSession.swift`: a `URLProtocol`, against the real Alamofire).
final class CannedReplies: @unchecked Sendable {
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

    private let lock = NSLock()
    private var routes: [(method: String, path: String, replies: [Reply])] = []
    private var asked: [URLRequest] = []

    /// Answers `method path` with `replies` in order, then with the last one again; `path` is matched
    /// against the end of the request's path, whatever the server's own path (`/api/v3`, `/v1`).
    func on(_ method: String, _ path: String, _ replies: [Reply]) {
        lock.withLock { routes.append((method, path, replies)) }
    }

    /// The requests asked so far.
    var requests: [URLRequest] { lock.withLock { asked } }

    /// Records `request` and gives the reply its route has next; a request no route matches fails as
    /// a bad server response.
    func answer(_ request: URLRequest) -> Result<(HTTPURLResponse, Data), any Error> {
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
