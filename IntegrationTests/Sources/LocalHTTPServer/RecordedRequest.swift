import Foundation

/// What the server received, exactly as sent.
///
/// The path and query are the raw, still percent-encoded text of the request line, so a test
/// can check what generated code really put on the wire (`..%2F` stays `..%2F`).
public struct RecordedRequest: Sendable, Equatable {
    /// The method, e.g. `"GET"`. The server upper-cases it.
    public var method: String
    /// The raw percent-encoded path, e.g. `"/users/..%2Fadmin"`.
    public var path: String
    /// The raw query without the `?`, or `""` when there is none.
    public var query: String
    /// The header fields, names lower-cased. A name sent twice keeps its last value.
    public var headers: [String: String]
    /// The body, empty when none was sent.
    public var body: Data

    /// Creates a recorded request, for comparisons in tests.
    public init(method: String, path: String, query: String = "", headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of a header field, its name compared case-insensitively.
    /// - Parameter name: The field name, e.g. `"Content-Type"`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The query as names and values, percent-decoded (`+` is left as it is).
    ///
    /// A name without `=` has the value `""`; a name sent twice keeps its last value.
    /// Read ``query`` to see order, repeats and the exact encoding.
    public var queryItems: [String: String] {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? Self.percentDecoded(parts[1]) : ""
            items[Self.percentDecoded(parts[0])] = value
        }
        return items
    }

    private static func percentDecoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }

    /// The body as UTF-8 text, or `nil` if it is not valid UTF-8.
    public var bodyText: String? {
        String(data: body, encoding: .utf8)
    }
}
