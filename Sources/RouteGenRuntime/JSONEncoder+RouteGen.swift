import Foundation

extension JSONEncoder {
    /// A new encoder configured for request bodies: sorted keys, unescaped slashes
    /// and ISO 8601 dates. Each access returns a fresh instance, so callers may
    /// customise it without affecting anyone else.
    public static var routeGenDefault: JSONEncoder { JSONCoding.encoder() }
}
