/// Cuts JSON Lines and JSON text sequences into records as their bytes arrive.
///
/// - JSON Lines (`application/jsonl`, `application/x-ndjson`): one JSON text per line; lines end
///   with LF or CR LF; blank lines are skipped.
/// - JSON text sequences (RFC 7464, `application/json-seq`): each record starts with the record
///   separator (0x1E) and ends with a line feed. A record may span several lines (pretty-printed
///   JSON): it ends at the first line feed where its brackets are closed and no string is open,
///   so an item is handed on as soon as it is complete rather than when the next one starts.
///   Empty records are skipped.
///
/// Memory is bounded by the longest record, not by the stream.
public struct JSONRecordSplitter: Sendable {
    /// How records are delimited.
    public enum Framing: Sendable {
        /// One JSON text per line.
        case lines
        /// RFC 7464: a record separator before each JSON text.
        case recordSeparated
    }

    private let framing: Framing
    private var record: [UInt8] = []
    /// For `recordSeparated`: the bracket depth and string state of the record so far.
    private var depth = 0
    private var inString = false
    private var escaped = false

    /// Creates a splitter for a new stream.
    /// - Parameter framing: How the stream delimits its records.
    public init(_ framing: Framing) {
        self.framing = framing
    }

    /// Reads the next bytes of the stream.
    /// - Parameter bytes: The bytes, however the network split them.
    /// - Returns: The text of each record these bytes complete, in order.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [String] {
        var records: [String] = []
        switch framing {
        case .lines:
            for byte in bytes {
                if byte == 0x0A {
                    emit(into: &records)
                } else {
                    record.append(byte)
                }
            }
        case .recordSeparated:
            for byte in bytes {
                if byte == 0x1E {
                    emit(into: &records)
                    continue
                }
                record.append(byte)
                track(byte)
                if byte == 0x0A, depth <= 0, !inString {
                    emit(into: &records)
                }
            }
        }
        return records
    }

    /// Ends the stream.
    /// - Returns: The last record, when the stream ended without its line feed.
    public mutating func finish() -> [String] {
        var records: [String] = []
        emit(into: &records)
        return records
    }

    /// Follows strings and brackets, so that a line feed inside a value doesn't end the record.
    private mutating func track(_ byte: UInt8) {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
    }

    /// Hands on the record read so far unless it is blank, and starts the next one.
    private mutating func emit(into records: inout [String]) {
        defer {
            record.removeAll(keepingCapacity: true)
            depth = 0
            inString = false
            escaped = false
        }
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let start = record.firstIndex(where: { !isBlank($0) }),
              let end = record.lastIndex(where: { !isBlank($0) }) else { return }
        records.append(String(decoding: record[start...end], as: UTF8.self))
    }
}
