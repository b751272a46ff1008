import Foundation

extension JSONEncoder {
    /// A new encoder configured for request bodies: sorted keys, unescaped slashes
    /// and RFC 3339 dates with the fraction digits they need (``RFC3339/text(of:)``:
    /// `2024-05-01T12:00:00.123Z`). Each access returns a fresh instance, so callers may
    /// customise it without affecting anyone else.
    public static var routeGenDefault: JSONEncoder { JSONCoding.encoder() }
}
