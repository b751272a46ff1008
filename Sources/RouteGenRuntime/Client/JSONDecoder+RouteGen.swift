import Foundation

extension JSONDecoder {
    /// A new decoder for response bodies: dates are ISO 8601 strings, with or without
    /// fractional seconds (`2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123+02:00`).
    ///
    /// Each access returns a fresh instance, so callers may customise it without
    /// affecting anyone else.
    public static var routeGenDefault: JSONDecoder { JSONCoding.decoder() }
}
