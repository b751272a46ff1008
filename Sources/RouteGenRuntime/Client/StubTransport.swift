import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport for tests: answers from canned ``Stub``s and records every request.
///
/// For each request it picks the matching stub with the most literal path segments; on
/// a tie the stub added last wins, so a test can override a shared setup by adding a
/// stub later. Each stub serves its replies in order and then repeats the last one.
/// A request that no stub matches throws ``NoMatch`` (which ``APIClient`` reports as
/// ``APIError/transport(_:)``).
///
/// Thread-safe: all state sits behind a lock, so one instance can serve concurrent tasks.
public final class StubTransport: HTTPTransport, @unchecked Sendable {
    /// The error thrown for a request that no stub matches.
    public struct NoMatch: Error, CustomStringConvertible {
        /// The request's method.
        public var method: HTTPMethod
        /// The request's percent-encoded path.
        public var path: String
        /// The stubs there were, as `"METHOD template"`, in the order they were added.
        public var stubs: [String]

        /// Creates the error.
        /// - Parameters:
        ///   - method: The request's method.
        ///   - path: The request's percent-encoded path.
        ///   - stubs: The stubs there were, described as `"METHOD template"`.
        public init(method: HTTPMethod, path: String, stubs: [String]) {
            self.method = method
            self.path = path
            self.stubs = stubs
        }

        /// A sentence naming the request and listing the stubs, e.g.
        /// `No stub matches GET /v1/users/ada; stubs: GET users/{username}`.
        public var description: String {
            let known = stubs.isEmpty ? "none" : stubs.joined(separator: ", ")
            return "No stub matches \(method) \(path); stubs: \(known)"
        }
    }

    /// The mutable state; only touched while `lock` is held.
    private struct State {
        var stubs: [Stub] = []
        var served: [Int] = []
        var requests: [URLRequest] = []
    }

    // `@unchecked Sendable` is safe because `state` is private and every read and write
    // of it happens inside `lock.locking`, never across an `await`.
    private let lock = NSLock()
    private var state = State()

    /// Creates a transport with the given stubs.
    /// - Parameter stubs: The stubs, in order of addition; none by default.
    public init(_ stubs: [Stub] = []) {
        add(stubs)
    }

    /// Adds a stub. It wins over earlier stubs that match a request equally well.
    /// - Parameter stub: The stub to add.
    public func add(_ stub: Stub) {
        add([stub])
    }

    /// Adds stubs in order; each wins over earlier ones that match equally well.
    /// - Parameter stubs: The stubs to add.
    public func add(_ stubs: [Stub]) {
        lock.locking {
            state.stubs.append(contentsOf: stubs)
            state.served.append(contentsOf: repeatElement(0, count: stubs.count))
        }
    }

    /// Every request received so far, in the order they arrived (unmatched ones too).
    public var receivedRequests: [URLRequest] {
        lock.locking { state.requests }
    }

    /// Records the request, then answers with the next reply of the best matching stub.
    /// - Throws: ``NoMatch`` when no stub matches, or the stub's ``StubReply/failure(_:)``.
    public func send(_ request: URLRequest) async throws -> HTTPResponse {
        let reply = try lock.locking { () throws -> StubReply in
            state.requests.append(request)
            return try nextReply(for: request)
        }
        switch reply {
        case .response(let response):
            return response
        case .failure(let error):
            throw error
        case .stream(var response, let pieces):
            response.body = pieces.reduce(into: Data()) { $0 += $1 }
            return response
        }
    }

    /// Records the request, then answers with the next reply of the best matching stub, its body
    /// delivered in the stub's pieces (a ``StubReply/response(_:)`` as one piece).
    /// - Throws: As ``send(_:)``.
    public func streamingResponse(for request: URLRequest) async throws -> StreamingResponse {
        let reply = try lock.locking { () throws -> StubReply in
            state.requests.append(request)
            return try nextReply(for: request)
        }
        switch reply {
        case .response(let response):
            return StreamingResponse(response: response, pieces: response.body.isEmpty ? [] : [response.body])
        case .failure(let error):
            throw error
        case .stream(let response, let pieces):
            return StreamingResponse(response: response, pieces: pieces)
        }
    }

    /// Picks the stub and advances its reply counter. Call only while holding `lock`.
    private func nextReply(for request: URLRequest) throws -> StubReply {
        let method = request.method ?? .get
        let path = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedPath } ?? ""
        let segments = StubPath.segments(path)

        var best: (index: Int, specificity: Int)?
        for (index, stub) in state.stubs.enumerated() {
            guard let specificity = stub.specificity(method: method, pathSegments: segments) else { continue }
            // `>=` lets a later stub win a tie.
            if specificity >= (best?.specificity ?? 0) {
                best = (index, specificity)
            }
        }
        guard let index = best?.index else {
            throw NoMatch(method: method, path: path, stubs: state.stubs.map(\.description))
        }

        let replies = state.stubs[index].replies
        let served = state.served[index]
        state.served[index] = served + 1
        guard let reply = replies.dropFirst(served).first ?? replies.last else {
            return .failure(URLError(.resourceUnavailable))
        }
        return reply
    }
}
