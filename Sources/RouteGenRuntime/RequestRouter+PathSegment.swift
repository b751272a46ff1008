extension RequestRouter {
    /// Percent-encodes a value so that it forms exactly one path segment.
    ///
    /// Only unreserved characters (`A-Z a-z 0-9 - . _ ~`) are kept; `/`, `?`, `#`, `%`,
    /// `;`, spaces and everything else are encoded as `%XX` of their UTF-8 bytes. The
    /// segments `.` and `..` are written as `%2E` and `%2E%2E`, so a value can never
    /// climb out of, or otherwise change, the route it is placed in.
    ///
    /// An empty description yields an empty string.
    /// - Parameter value: The value to embed, e.g. a user name or an identifier.
    /// - Returns: The encoded segment, e.g. `"..%2Fadmin"` for `"../admin"`.
    public static func pathSegment(_ value: some CustomStringConvertible) -> String {
        let text = value.description
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved)
        }
    }

    /// Percent-encodes a value that may span several path segments (OpenAPI `x-multi-segment`,
    /// GitHub's `ref` and `path`): each `/` stays, and each piece between them is encoded as
    /// ``pathSegment(_:)`` encodes a segment, so `.` and `..` pieces are `%2E` and `%2E%2E` and the
    /// value stays inside the route it is placed in.
    /// - Parameter value: The value to embed, e.g. `"docs/README.md"` or `"heads/main"`.
    /// - Returns: The encoded segments, e.g. `"docs/README.md"`, or `"a%20b/%2E%2E/c"` for `"a b/../c"`.
    public static func pathSegments(_ value: some CustomStringConvertible) -> String {
        value.description.split(separator: "/", omittingEmptySubsequences: false)
            .map { pathSegment(String($0)) }.joined(separator: "/")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with commas, for an
    /// array in one path segment (OpenAPI's `simple` style): `[1, 2, 3]` gives `"1,2,3"`, and a
    /// comma inside an element is encoded (`"a,b"` gives `"a%2Cb"`).
    /// - Parameter values: The elements, e.g. identifiers.
    /// - Returns: The encoded segment.
    public static func pathSegment(commaSeparated values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: ",")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with `%20`, for an
    /// array in one path segment with Swagger 2.0's `collectionFormat: ssv`: `[1, 2]` gives `"1%202"`.
    public static func pathSegment(spaceDelimited values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: "%20")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with `%7C` (`|`), for
    /// Swagger 2.0's `collectionFormat: pipes`: `[1, 2]` gives `"1%7C2"`.
    public static func pathSegment(pipeDelimited values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: "%7C")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with `%09` (a tab),
    /// for Swagger 2.0's `collectionFormat: tsv`: `[1, 2]` gives `"1%092"`.
    public static func pathSegment(tabDelimited values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: "%09")
    }
}
