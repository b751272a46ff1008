/// Reads `text/event-stream` bytes as they arrive and hands back the events they complete.
///
/// It follows the WHATWG HTML standard's "Parsing an event stream" and "Interpreting an event
/// stream":
/// - lines end with CR LF, LF or CR, and a CR LF split between two reads is one line end;
/// - one UTF-8 byte order mark at the very start is skipped; invalid UTF-8 becomes U+FFFD;
/// - a line starting with `:` is a comment; a line without `:` is a field with an empty value;
///   one space after the `:` is dropped;
/// - `event` sets the type, `data` adds a line to the data, `id` sets the last event ID (unless it
///   holds U+0000; an empty one clears it, and it carries over to later events), `retry` with only
///   ASCII digits sets the reconnection time; other fields are ignored;
/// - a blank line dispatches the event, unless it has no `data` field at all;
/// - at the end of the stream an event that no blank line ended is discarded (``finish()``).
///
/// Memory is bounded by the longest event, not by the stream.
public struct ServerSentEventParser: Sendable {
    /// The bytes of the line read so far.
    private var line: [UInt8] = []
    /// The data buffer: each `data` value followed by a line feed.
    private var data: [UInt8] = []
    private var eventType = ""
    private var lastEventID: String?
    private var pendingRetry: Int?
    /// The last line ended with CR, so a LF that comes next belongs to it.
    private var skipsLineFeed = false
    /// The bytes of a possible byte order mark at the start, until it is known whether it is one.
    private var markBytes: [UInt8] = []
    private var checkedMark = false

    /// The reconnection time in milliseconds the stream asked for last, if any.
    public private(set) var reconnectionTime: Int?

    /// Creates a parser for a new stream.
    public init() {}

    /// Reads the next bytes of the stream.
    /// - Parameter bytes: The bytes, however the network split them.
    /// - Returns: The events that these bytes complete, in order.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [StreamEvent] {
        var events: [StreamEvent] = []
        for byte in bytes {
            if !checkedMark, acceptsMarkByte(byte, into: &events) { continue }
            switch byte {
            case 0x0A where skipsLineFeed:
                skipsLineFeed = false
            case 0x0A, 0x0D:
                skipsLineFeed = byte == 0x0D
                endLine(into: &events)
            default:
                skipsLineFeed = false
                line.append(byte)
            }
        }
        return events
    }

    /// Ends the stream. An event that no blank line ended is discarded, as the standard says.
    /// - Returns: No events: there are none left to dispatch.
    public mutating func finish() -> [StreamEvent] {
        line = []
        data = []
        eventType = ""
        return []
    }

    /// Holds back the bytes of a leading byte order mark (EF BB BF) and drops it once complete.
    /// - Returns: `true` when the byte was taken as part of the mark.
    private mutating func acceptsMarkByte(_ byte: UInt8, into events: inout [StreamEvent]) -> Bool {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if byte == mark[markBytes.count] {
            markBytes.append(byte)
            if markBytes.count == mark.count {
                checkedMark = true
                markBytes = []
            }
            return true
        }
        checkedMark = true
        // Not a mark after all: the held bytes are ordinary text (neither is a line end).
        line += markBytes
        markBytes = []
        return false
    }

    private mutating func endLine(into events: inout [StreamEvent]) {
        defer { line.removeAll(keepingCapacity: true) }
        guard let first = line.first else {
            dispatch(into: &events)
            return
        }
        if first == UInt8(ascii: ":") { return }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let name = line[..<(colon ?? line.endIndex)]
        var valueStart = colon.map { line.index(after: $0) } ?? line.endIndex
        if valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") {
            valueStart += 1
        }
        let value = line[valueStart...]
        switch String(decoding: name, as: UTF8.self) {
        case "event":
            eventType = String(decoding: value, as: UTF8.self)
        case "data":
            data += value
            data.append(0x0A)
        case "id":
            if !value.contains(0) {
                lastEventID = value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
            }
        case "retry":
            if !value.isEmpty, value.count <= 9, value.allSatisfy({ (0x30...0x39).contains($0) }) {
                let milliseconds = value.reduce(0) { $0 * 10 + Int($1 - 0x30) }
                pendingRetry = milliseconds
                reconnectionTime = milliseconds
            }
        default:
            break
        }
    }

    private mutating func dispatch(into events: inout [StreamEvent]) {
        defer {
            data.removeAll(keepingCapacity: true)
            eventType = ""
        }
        guard !data.isEmpty else { return }
        data.removeLast()  // the line feed after the last `data` value
        events.append(StreamEvent(
            type: eventType.isEmpty ? "message" : eventType,
            data: String(decoding: data, as: UTF8.self),
            id: lastEventID,
            retry: pendingRetry))
        pendingRetry = nil
    }
}
