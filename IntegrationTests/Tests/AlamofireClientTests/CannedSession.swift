@testable import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An Alamofire session that answers from canned replies instead of the network, and keeps every
/// request it was asked, as sent (built, then adapted). Everything from the request's building to its
/// answer's validation and serialization is the stand-in's Alamofire logic; only the transfer is
/// missing (`Session.cannedResponses`, internal to the stand-in). Against the real Alamofire,
/// `AlamofireCheck/alt/CannedSession.swift` takes this file's place, with the same API.
final class CannedSession: @unchecked Sendable {
    typealias Reply = CannedReplies.Reply

    let session: Session
    private let replies = CannedReplies()

    /// A session whose own interceptor is `interceptor`.
    init(interceptor: (any RequestInterceptor)? = nil) {
        session = Session(interceptor: interceptor)
        session.cannedResponses = { [replies] request in replies.answer(request).map { response, body in (response, Optional(body)) } }
    }

    /// Answers `method path` with `replies` in order, then with the last one again (``CannedReplies``).
    func on(_ method: String, _ path: String, _ replies: Reply...) {
        self.replies.on(method, path, replies)
    }

    /// The requests asked so far.
    var requests: [URLRequest] { replies.requests }
}
