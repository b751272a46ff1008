import Foundation

extension URL {
    /// A server URL from its template, each `{name}` replaced by its value:
    /// `URL(template: "https://{region}.example.com/{version}", variables: ["region": "eu", "version": "v2"])`.
    ///
    /// Values are percent-encoded so that only unreserved characters (`A-Z a-z 0-9 - . _ ~`) stay as
    /// they are: a value can't add a path segment, a port or a query. A placeholder without a value
    /// is left as it is, which makes the URL invalid.
    /// - Returns: `nil` when the result is not a valid URL.
    public init?(template: String, variables: [String: String]) {
        guard let url = ServerURL.url(template: template, variables: variables) else { return nil }
        self = url
    }
}
