import Foundation

extension JSONDecoder {
    /// A new decoder for response bodies: dates are ISO 8601 strings, with or without
    /// fractional seconds (`2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123+02:00`).
    ///
    /// Each access returns a fresh instance, so callers may customise it without
    /// affecting anyone else.
    public static var routeGenDefault: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeISO8601Date)
        return decoder
    }
}

/// Reads an ISO 8601 date, trying the form with fractional seconds first.
private func decodeISO8601Date(_ decoder: any Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let styles = [Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle()]
    for style in styles {
        if let date = try? style.parse(text) {
            return date
        }
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected an ISO 8601 date, found \(text.debugDescription).")
}
