import Foundation

/// How request bodies are encoded and answers decoded, unless a caller gives its own coder.
enum JSONCoding {
    /// A new encoder for request bodies: keys sorted, slashes unescaped, dates as RFC 3339 text with
    /// the fraction digits they need (``RFC3339/text(of:)``: `2024-05-01T12:00:00.123Z`).
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom(encodeDate)
        return encoder
    }

    /// A new decoder for answers: dates are RFC 3339 text, with any number of fraction digits or none,
    /// any offset, `T` and `Z` in either case (``RFC3339/date(from:)``: `2024-05-01T12:00:00Z`,
    /// `2014-10-05T01:42:11.054+02:00`).
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeDate)
        return decoder
    }

    private static func encodeDate(_ date: Date, _ encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(RFC3339.text(of: date))
    }

    private static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = RFC3339.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected an RFC 3339 date-time, found \(text.debugDescription).")
        }
        return date
    }
}
