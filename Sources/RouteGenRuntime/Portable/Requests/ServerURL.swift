import Foundation

/// The URL of a server whose URL has variables: `https://{region}.example.com/{version}`.
enum ServerURL {
    /// `template` with each `{name}` replaced by its value, percent-encoded so that only unreserved
    /// characters (`A-Z a-z 0-9 - . _ ~`) stay as they are: a value can't add a path segment, a port
    /// or a query. A placeholder without a value is left as it is, which makes the URL invalid.
    /// - Returns: `nil` when the result is not a valid URL.
    static func url(template: String, variables: [String: String]) -> URL? {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = variables[name] {
                text += PercentEncoding.encode(value, keeping: PercentEncoding.isUnreserved)
            } else {
                text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return URL(string: text + rest)
    }
}
