import Foundation

/// Items sent as a JSON Lines or JSON text sequence body (`application/jsonl`,
/// `application/x-ndjson`, `application/json-seq`): one JSON text per line or record.
///
/// Generated calls of operations whose request body is such a stream take one:
///
/// ```swift
/// try await client.books.importBooks(items: SequenceBody([dune, emma]))
/// try await client.books.importBooks(items: SequenceBody(collecting: bookUpdates))   // an AsyncSequence
/// ```
///
/// Each item is encoded when the body is made, so an encoding failure throws there. The body is
/// sent in one request once it is complete: an `AsyncSequence` is read to its end first.
public struct SequenceBody<Item: Encodable>: Sendable {
    /// The JSON text of each item, in order.
    public let records: [Data]

    /// Encodes the items.
    /// - Parameters:
    ///   - items: The items, in the order they are sent.
    ///   - encoder: Encodes each item; keys sorted, slashes unescaped and ISO 8601 dates by default. Its output must be
    ///     one line (not pretty-printed) for JSON Lines.
    /// - Throws: The encoder's error.
    public init(_ items: some Sequence<Item>, encoder: JSONEncoder? = nil) throws {
        let encoder = encoder ?? JSONCoding.encoder()
        records = try items.map { try encoder.encode($0) }
    }

    /// Reads an asynchronous sequence to its end and encodes its items.
    /// - Parameters:
    ///   - items: The items, in the order they are sent.
    ///   - encoder: Encodes each item; keys sorted, slashes unescaped and ISO 8601 dates by default.
    /// - Throws: The sequence's or the encoder's error.
    public init<Items: AsyncSequence>(collecting items: Items, encoder: JSONEncoder? = nil) async throws
    where Items.Element == Item {
        let encoder = encoder ?? JSONCoding.encoder()
        var records: [Data] = []
        for try await item in items {
            records.append(try encoder.encode(item))
        }
        self.records = records
    }

    /// The body in a format's framing: each record and a line feed, after a record separator
    /// (0x1E) for JSON text sequences.
    public func encoded(as format: StreamFormat) -> Data {
        var body = Data()
        for record in records {
            if format.framing == .recordSeparated { body.append(0x1E) }
            body.append(record)
            body.append(0x0A)
        }
        return body
    }
}
