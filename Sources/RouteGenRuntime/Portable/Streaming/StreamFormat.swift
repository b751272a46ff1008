import Foundation

/// How a streamed answer frames its items, and the media type a streaming call asks for.
public struct StreamFormat: Sendable, Equatable {
    /// How the bytes are cut into events.
    public enum Framing: Sendable, Equatable {
        /// `text/event-stream`: server-sent events.
        case serverSentEvents
        /// One JSON text per line.
        case lines
        /// RFC 7464 JSON text sequences.
        case recordSeparated
    }

    /// How the bytes are cut into events.
    public var framing: Framing
    /// The media type sent as `Accept`, which the answer's `Content-Type` must match.
    public var mediaType: String

    /// Creates a format.
    /// - Parameters:
    ///   - framing: How the bytes are cut into events.
    ///   - mediaType: The media type to ask for, e.g. `"application/x-ndjson"`.
    public init(_ framing: Framing, mediaType: String) {
        self.framing = framing
        self.mediaType = mediaType
    }

    /// Server-sent events, `text/event-stream`.
    public static let serverSentEvents = StreamFormat(.serverSentEvents, mediaType: "text/event-stream")
    /// JSON Lines, `application/jsonl`.
    public static let jsonLines = StreamFormat(.lines, mediaType: "application/jsonl")
    /// Newline-delimited JSON, `application/x-ndjson` (the same framing as JSON Lines).
    public static let ndjson = StreamFormat(.lines, mediaType: "application/x-ndjson")
    /// JSON text sequences (RFC 7464), `application/json-seq`.
    public static let jsonSequence = StreamFormat(.recordSeparated, mediaType: "application/json-seq")
}
