import Foundation

extension JSONDecoder {
    /// A new decoder for response bodies: dates are RFC 3339 strings, with any number of
    /// fraction digits or none, any offset, `T` and `Z` in either case (``RFC3339/date(from:)``:
    /// `2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123+02:00`).
    ///
    /// Each access returns a fresh instance, so callers may customise it without
    /// affecting anyone else.
    public static var routeGenDefault: JSONDecoder { JSONCoding.decoder() }
}
