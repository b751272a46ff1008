import BlogAPI
import Foundation
import RouteGenRuntime

/// The lines the network log wrote, collected for assertions.
final class LogLines: @unchecked Sendable {
    // `@unchecked Sendable`: `lines` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var lines: [String] = []

    /// Adds a line; the network log's `write`.
    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(line)
    }

    /// Every line so far, in order.
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

extension BlogNetwork {
    /// The app's network layer answering from `transport`: it retries as in the app, but
    /// without waiting, and logs into `log`.
    static func stubbed(_ transport: StubTransport, log: LogLines = LogLines(), tokens: TokenStore = TokenStore()) -> BlogNetwork {
        BlogNetwork(
            transport: transport, tokens: tokens,
            retryPolicy: APIClientRetryPolicy(maxAttempts: 3, initialDelay: .zero), log: log.append)
    }
}

/// Stubs beyond the spec's examples.
enum TestStubs {
    /// The reply of the spec's example for a route, e.g. to serve it after a failure.
    static func sample(_ method: HTTPMethod, _ path: String) -> StubReply {
        guard let reply = BlogSamples.stubs.first(where: { $0.method == method && $0.path == path })?.replies.first else {
            preconditionFailure("blog.routegen.yaml has no example for \(method) \(path)")
        }
        return reply
    }

    /// A response with only a status code, e.g. `503`.
    static func status(_ code: Int) -> StubReply {
        .response(HTTPResponse(statusCode: code))
    }

    /// An envelope reporting a failure code, as the backend sends it with status 200.
    static func failure(_ status: Int, _ message: String?) -> String {
        let error = message.map { #""\#($0)""# } ?? "null"
        return #"{"status":\#(status),"error":\#(error),"result":null}"#
    }
}
