import Foundation

/// Cuts a stream's bytes into events, in the framing of a ``StreamFormat``.
struct EventFramer: Sendable {
    private var events: ServerSentEventParser?
    private var records: JSONRecordSplitter?

    init(_ framing: StreamFormat.Framing) {
        switch framing {
        case .serverSentEvents: events = ServerSentEventParser()
        case .lines: records = JSONRecordSplitter(.lines)
        case .recordSeparated: records = JSONRecordSplitter(.recordSeparated)
        }
    }

    /// The events that these bytes complete.
    mutating func parse(_ bytes: Data) -> [StreamEvent] {
        if events != nil { return events!.parse(bytes) }
        return records!.parse(bytes).map { StreamEvent(data: $0) }
    }

    /// The events left at the end of the stream.
    mutating func finish() -> [StreamEvent] {
        if events != nil { return events!.finish() }
        return records!.finish().map { StreamEvent(data: $0) }
    }
}
