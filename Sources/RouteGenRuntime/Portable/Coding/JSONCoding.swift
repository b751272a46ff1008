import Foundation

/// How request bodies are encoded and answers decoded, unless a caller gives its own coder.
enum JSONCoding {
    /// A new encoder for request bodies: keys sorted, slashes unescaped, ISO 8601 dates.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A new decoder for answers: dates are ISO 8601 strings, with or without fractional seconds
    /// (`2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123+02:00`).
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeDate)
        return decoder
    }

    /// Reads an ISO 8601 date, trying the form with fractional seconds first.
    private static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        for style in [Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle()] {
            if let date = try? style.parse(text) {
                return date
            }
        }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "Expected an ISO 8601 date, found \(text.debugDescription).")
    }
}
