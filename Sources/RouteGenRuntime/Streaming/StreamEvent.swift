/// One event of a response stream, as it arrived, before its data is decoded.
///
/// For `text/event-stream` it is a server-sent event with the fields the WHATWG HTML standard
/// defines. For JSON Lines (`application/jsonl`, `application/x-ndjson`) and JSON text sequences
/// (`application/json-seq`) it is one record: ``data`` holds its JSON text and the other fields
/// keep their defaults.
///
/// A typed stream hands out decoded items; its ``ResponseStream/events`` hands out each item
/// together with its event, for the `event` and `id` fields:
///
/// ```swift
/// for try await (event, item) in stream.events {
///     print(event.type, event.id ?? "-", item)
/// }
/// ```
public struct StreamEvent: Sendable, Equatable, CustomStringConvertible {
    /// The event type: the `event` field, or `"message"` when the event has none.
    public var type: String
    /// The data: the `data` fields joined by line feeds (for JSON records, the record's text).
    public var data: String
    /// The last event ID when the event was dispatched: the latest `id` field of the stream so far
    /// (it carries over to later events), or `nil` when no event has set one.
    public var id: String?
    /// The reconnection time in milliseconds, when a `retry` field of this event set one.
    public var retry: Int?

    /// Creates an event.
    /// - Parameters:
    ///   - type: The event type; `"message"` by default.
    ///   - data: The data.
    ///   - id: The last event ID, if any.
    ///   - retry: The reconnection time in milliseconds, if any.
    public init(type: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
        self.type = type
        self.data = data
        self.id = id
        self.retry = retry
    }

    /// The event in its wire form, e.g. `event: delta` and `data: {…}` lines.
    public var description: String {
        var lines: [String] = []
        if type != "message" { lines.append("event: \(type)") }
        if let id { lines.append("id: \(id)") }
        if let retry { lines.append("retry: \(retry)") }
        lines += data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }
        return lines.joined(separator: "\n")
    }
}
