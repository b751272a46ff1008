import FlyingFox
import FlyingSocks
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP server on 127.0.0.1 and a free port, started and stopped by a test.
///
/// It records every request and answers from routes the test registers:
///
/// ```swift
/// let server = try await LocalHTTPServer.start()
/// await server.on("GET", "/users/*", reply: { _ in .json(#"{"name":"ada"}"#) })
/// // ... send requests to server.baseURL ...
/// #expect(await server.requests().map(\.path) == ["/users/ada"])
/// await server.stop()
/// ```
///
/// Routes match the method and the raw, percent-encoded path (the query is ignored); a `*`
/// segment matches any one non-empty segment. Among the routes that match, the one with the
/// most literal segments wins, and the later registered on a tie. Anything else gets a 404
/// with the body `{"error":"no route for METHOD /path"}`.
///
/// A server dropped without ``stop()`` stops when it is released; nothing it runs keeps a
/// test process from exiting.
public final class LocalHTTPServer: Sendable {
    /// `http://127.0.0.1:<port>/`.
    public let baseURL: URL
    /// The port the server listens on.
    public let port: UInt16

    private let server: HTTPServer
    private let script: ServerScript
    private let runTask: Task<Void, any Error>
    private let streamLog: StreamLog

    private init(server: HTTPServer, script: ServerScript, runTask: Task<Void, any Error>, port: UInt16, streamLog: StreamLog) {
        self.server = server
        self.script = script
        self.runTask = runTask
        self.streamLog = streamLog
        self.port = port
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    deinit {
        runTask.cancel()
    }

    /// Starts a server, runs `body` with it and stops it, whether `body` throws or not.
    ///
    /// Callers spell the closure `{ server async throws in`: a closure whose only `try` is inside
    /// `#expect` is otherwise not taken as throwing, and the build fails.
    public static func run(_ body: (LocalHTTPServer) async throws -> Void) async throws {
        let server = try await start()
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Methods beyond RFC 9110's that the server answers: the safe method with a body (QUERY) and
    /// WebDAV's, which OpenAPI 3.2's `additionalOperations` may describe.
    public static let extraMethods = ["QUERY", "COPY", "MOVE", "PURGE", "LINK", "UNLINK", "PROPFIND", "MKCOL", "LOCK", "UNLOCK"]

    /// Starts a server on 127.0.0.1 and a port the system picks, and returns once it listens.
    public static func start() async throws -> LocalHTTPServer {
        let script = ServerScript()
        let streamLog = StreamLog()
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0),
            // FlyingFox answers 500 when a handler takes longer; keep it well above any scripted delay.
            timeout: 60,
            logger: .disabled
        )
        // FlyingFox's `*` route takes the nine methods of RFC 9110 only; QUERY and the methods of
        // OpenAPI 3.2's `additionalOperations` that the tests send are added.
        let methods = HTTPMethod.allMethods.union(extraMethods.map { HTTPMethod($0) })
        await server.appendRoute(HTTPRoute(methods: methods, path: "*")) { request in
            let recorded = try await RecordedRequest(request)
            let reply = await script.reply(to: recorded)
            try await Task.sleep(for: reply.delay)
            return HTTPResponse(reply, method: recorded.method, log: streamLog)
        }
        let runTask = Task { try await server.run() }
        do {
            // FlyingFox waits 5 s by default; a loaded machine running the suites in parallel can take longer
            // to start listening, and the wait then fails with a bare CancellationError.
            try await server.waitUntilListening(timeout: 60)
            guard case .ip4(_, let port) = await server.listeningAddress else {
                throw SocketError.unsupportedAddress
            }
            return LocalHTTPServer(server: server, script: script, runTask: runTask, port: port, streamLog: streamLog)
        } catch {
            runTask.cancel()
            // A failure to bind or listen explains more than the wait's time-out.
            if case .failure(let runError) = await runTask.result { throw runError }
            throw error
        }
    }

    /// Answers requests for `method` and `path` with a closure.
    /// - Parameters:
    ///   - method: The method, e.g. `"GET"` (compared case-insensitively).
    ///   - path: The raw percent-encoded path without query; a `*` segment matches any one segment.
    ///   - reply: Returns the reply for each matching request.
    public func on(_ method: String, _ path: String, reply: @escaping @Sendable (RecordedRequest) async -> ServerReply) async {
        await script.add(RoutePattern(method: method, path: path), .closure(reply))
    }

    /// Answers requests for `method` and `path` with `replies`, in order; the last one repeats.
    /// - Parameters:
    ///   - method: The method, e.g. `"GET"` (compared case-insensitively).
    ///   - path: The raw percent-encoded path without query; a `*` segment matches any one segment.
    ///   - replies: At least one reply.
    public func on(_ method: String, _ path: String, replies: [ServerReply]) async {
        precondition(!replies.isEmpty, "on(_:_:replies:) needs at least one reply")
        await script.add(RoutePattern(method: method, path: path), .replies(replies))
    }

    /// Every request received so far, in the order they arrived (matched or not).
    public func requests() async -> [RecordedRequest] {
        await script.requests()
    }

    /// How far each streamed reply (``ServerReply/stream(_:status:contentType:interval:)``) got,
    /// in the order they started.
    public func streams() -> [StreamProgress] {
        streamLog.all
    }

    /// Forgets all routes and recorded requests.
    public func reset() async {
        await script.reset()
    }

    /// Stops listening, closes open connections and returns when the server has stopped.
    /// Connecting afterwards is refused. Calling it again does nothing.
    public func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
        _ = await runTask.result
    }
}

extension RecordedRequest {
    /// Records a FlyingFox request from its raw request target. FlyingFox's own `path` is
    /// percent-decoded and has its dot segments removed, so it cannot show what was sent.
    /// FlyingFox keeps one value per header name (the last sent), trimmed of spaces.
    init(_ request: HTTPRequest) async throws {
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.rawValue.lowercased()] = value
        }
        self.init(
            method: request.method.rawValue,
            path: request.target.path(),
            query: request.target.query(),
            headers: headers,
            body: try await request.bodyData
        )
    }
}

extension HTTPResponse {
    /// The response for a scripted reply. A reply to `HEAD` keeps its `Content-Length` but
    /// sends no body, which FlyingFox would otherwise write out.
    init(_ reply: ServerReply, method: String, log: StreamLog) {
        var headers = HTTPHeaders()
        for (name, value) in reply.headers {
            headers[HTTPHeader(name)] = value
        }
        if let pieces = reply.pieces {
            let body = HTTPBodySequence(from: PacedPieces(pieces: pieces, interval: reply.interval, gate: reply.gate, log: log))
            self.init(statusCode: HTTPStatusCode(reply.status, phrase: Self.phrase(for: reply.status)), headers: headers, body: body)
            return
        }
        var body = reply.body
        if method == "HEAD" {
            if headers[.contentLength] == nil {
                headers[.contentLength] = String(body.count)
            }
            body = Data()
        }
        self.init(statusCode: HTTPStatusCode(reply.status, phrase: Self.phrase(for: reply.status)), headers: headers, body: body)
    }

    private static func phrase(for status: Int) -> String {
        status == 200 ? "OK" : HTTPURLResponse.localizedString(forStatusCode: status).capitalized
    }
}
