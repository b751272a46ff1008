// Takes the place of IntegrationTests/Tests/AlamofireClientTests/CannedSession.swift when AlamofireClientTests is
// compiled against the real Alamofire, which has no `Session.cannedResponses`. The same API, but the
// answers come through URLSession itself: the session's configuration registers a URLProtocol that
// plays the canned replies, so every request goes through real Alamofire and real URLSession
// (FoundationNetworking on Linux), and nothing leaves the process.
//
// Differences from the stand-in's version: the session is built from `URLSessionConfiguration.af.default`
// (Alamofire's own default), and it has an interceptor of its own, an adapter that adds the header
// `X-Canned-Session` naming the CannedSession; that header is removed before a request is recorded.
@testable import Alamofire
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class CannedSession: @unchecked Sendable {
    typealias Reply = CannedReplies.Reply

    static let idHeader = "X-Canned-Session"

    let session: Session
    let id = UUID().uuidString
    private let replies = CannedReplies()

    /// A session whose own interceptor is `interceptor`, after the adapter that names the CannedSession.
    init(interceptor: (any RequestInterceptor)? = nil) {
        let configuration = URLSessionConfiguration.af.default
        configuration.protocolClasses = [CannedURLProtocol.self]
        // FoundationNetworking doesn't hand a URLProtocol the configuration's headers, so the session's
        // own adapter (which real Alamofire runs before a request's) names the CannedSession.
        let id = id
        let naming = Adapter { request, _, completion in
            var request = request
            request.setValue(id, forHTTPHeaderField: CannedSession.idHeader)
            completion(.success(request))
        }
        session = Session(configuration: configuration, interceptor: interceptor.map { Interceptor(interceptors: [naming, $0]) } ?? naming)
        CannedURLProtocol.register(self)
    }

    func on(_ method: String, _ path: String, _ replies: Reply...) {
        self.replies.on(method, path, replies)
    }

    var requests: [URLRequest] { replies.requests }

    /// Records the request as the stand-in's session would have sent it: without the naming header,
    /// and with a streamed body read into `httpBody`.
    fileprivate func answer(_ request: URLRequest) -> Result<(HTTPURLResponse, Data), any Error> {
        var recorded = request
        recorded.setValue(nil, forHTTPHeaderField: Self.idHeader)
        if recorded.httpBody == nil, let stream = request.httpBodyStream {
            recorded.httpBody = Self.read(stream)
        }
        return replies.answer(recorded)
    }

    private static func read(_ stream: InputStream) -> Data {
        var data = Data()
        stream.open()
        defer { stream.close() }
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}

/// Answers each request from the CannedSession named by its `X-Canned-Session` header.
final class CannedURLProtocol: URLProtocol, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sessions: [String: WeakCanned] = [:]

    private struct WeakCanned { weak var canned: CannedSession? }

    static func register(_ canned: CannedSession) {
        lock.withLock { sessions[canned.id] = WeakCanned(canned: canned) }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let id = request.value(forHTTPHeaderField: CannedSession.idHeader) ?? ""
        let canned = Self.lock.withLock { Self.sessions[id]?.canned }
        guard let canned else {
            client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
            return
        }
        switch canned.answer(request) {
        case let .success((response, data)):
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            if !data.isEmpty { client?.urlProtocol(self, didLoad: data) }
            client?.urlProtocolDidFinishLoading(self)
        case let .failure(error):
            client?.urlProtocol(self, didFailWithError: error)
        }
    }

    override func stopLoading() {}
}
