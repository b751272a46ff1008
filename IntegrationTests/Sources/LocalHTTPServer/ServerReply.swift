import Foundation

/// A scripted reply: status, headers, body and how long to wait before sending it.
public struct ServerReply: Sendable {
    /// The status code, e.g. `200`.
    public var status: Int
    /// Header fields to send. `Content-Length` is added from the body unless given here.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// How long to wait before answering, to test client timeouts.
    /// On Linux `URLSession` timeouts are whole seconds, so a test with a 1 s timeout wants a delay of 2 s or more.
    public var delay: Duration
    /// When set, the body is these pieces instead, sent with chunked transfer encoding and
    /// `interval` between them (see ``stream(_:status:contentType:interval:)``).
    public var pieces: [Data]?
    /// The pause before each piece of ``pieces`` after the first.
    public var interval: Duration = .zero
    /// Holds the pieces from one of them on until the test opens it.
    public var gate: StreamGate?

    /// Creates a reply.
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: Header fields to send.
    ///   - body: The body.
    ///   - delay: How long to wait before answering.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A reply with a JSON body and `Content-Type: application/json`.
    /// - Parameters:
    ///   - text: The JSON text, sent as UTF-8.
    ///   - status: The status code.
    public static func json(_ text: String, status: Int = 200) -> ServerReply {
        self.text(text, status: status, contentType: "application/json")
    }

    /// A streamed reply: the pieces are written one by one, `interval` apart, with chunked transfer
    /// encoding, as a server of server-sent events or JSON Lines does. ``LocalHTTPServer/streams()``
    /// tells how far each stream got.
    /// - Parameters:
    ///   - pieces: The body's pieces, sent as UTF-8.
    ///   - status: The status code.
    ///   - contentType: The `Content-Type` header.
    ///   - interval: The pause before each piece after the first.
    ///   - gate: Holds the pieces from one of them on until the test opens it; none by default.
    public static func stream(
        _ pieces: [String], status: Int = 200, contentType: String = "text/event-stream", interval: Duration = .zero,
        gate: StreamGate? = nil
    ) -> ServerReply {
        var reply = ServerReply(status: status, headers: ["Content-Type": contentType])
        reply.pieces = pieces.map { Data($0.utf8) }
        reply.interval = interval
        reply.gate = gate
        return reply
    }

    /// A reply with a text body.
    /// - Parameters:
    ///   - text: The body, sent as UTF-8.
    ///   - status: The status code.
    ///   - contentType: The `Content-Type` header.
    public static func text(_ text: String, status: Int = 200, contentType: String = "text/plain") -> ServerReply {
        ServerReply(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }
}
