import Foundation

/// Percent-encodes the values a route puts into its path, so that each stays in its segment.
///
/// Every router is one, so a router's cases build their paths with `Self.pathSegment(_:)`:
/// `"/users/\(Self.pathSegment(username))"`.
public protocol PathSegmentEncoding {}

extension PathSegmentEncoding {
    /// Percent-encodes a value so that it forms exactly one path segment.
    ///
    /// Only unreserved characters (`A-Z a-z 0-9 - . _ ~`) are kept; `/`, `?`, `#`, `%`,
    /// `;`, spaces and everything else are encoded as `%XX` of their UTF-8 bytes. The
    /// segments `.` and `..` are written as `%2E` and `%2E%2E`, so a value can never
    /// climb out of, or otherwise change, the route it is placed in.
    ///
    /// The value's text is its description, but a `Date`'s is its RFC 3339 text, as everywhere
    /// (``RFC3339/text(of:)``). An empty description yields an empty string.
    /// - Parameter value: The value to embed, e.g. a user name or an identifier.
    /// - Returns: The encoded segment, e.g. `"..%2Fadmin"` for `"../admin"`.
    public static func pathSegment(_ value: some CustomStringConvertible) -> String {
        let text = segmentText(value)
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
    /// - Parameter allowingReserved: Whether each piece keeps RFC 3986's reserved characters, as
    ///   OpenAPI 3.2's `allowReserved` asks; see ``pathSegment(_:style:explode:allowingReserved:)``.
    public static func pathSegments(_ value: some CustomStringConvertible, allowingReserved: Bool = false) -> String {
        segmentText(value).split(separator: "/", omittingEmptySubsequences: false)
            .map { allowingReserved ? reservedSegment(String($0)) : pathSegment(String($0)) }.joined(separator: "/")
    }

    /// Writes a path value in one of OpenAPI's path styles (see ``PathStyle``): a scalar, an array
    /// or an object (a model or a dictionary) of scalars. Each name and piece of text is
    /// percent-encoded as ``pathSegment(_:)`` encodes a segment, and the style's delimiters (`,` `.`
    /// `;` `=`) are written as they are, so the value stays in its segment:
    /// `pathSegment(["a", "b/c"], style: .label, explode: true)` is `".a.b%2Fc"`, and
    /// `pathSegment([3, 4], style: .matrix(name: "id"))` is `";id=3,4"`.
    /// - Parameters:
    ///   - value: The value; `nil`, an empty array and an empty object write nothing.
    ///   - style: `simple`, `label` or `matrix`.
    ///   - explode: OpenAPI's `explode`: each element or entry on its own (`.a.b`, `;id=3;id=4`).
    ///   - allowingReserved: Whether RFC 3986's reserved characters that a segment may hold (`:` `@`
    ///     `!` `$` `&` `'` `(` `)` `*` `+` `,` `;` `=`) and percent-encoded triples are kept, as
    ///     OpenAPI 3.2's `allowReserved` asks; `/`, `?`, `#`, `[` and `]` are encoded all the same.
    /// - Returns: The text to put in the path.
    public static func pathSegment(
        _ value: some Sendable, style: PathStyle, explode: Bool = false, allowingReserved: Bool = false
    ) -> String {
        let text = StyleExpansion.expand(
            ParameterValue(value), style: style, explode: explode,
            escape: allowingReserved ? reservedSegment : { PercentEncoding.encode($0, keeping: PercentEncoding.isUnreserved) })
        // A bare `.` or `..` (`simple` of `[".."]`, `label` of `""`) would be dropped or climb the path.
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return text
        }
    }

    /// The text of a value in a path: its description, or a date's RFC 3339 text.
    private static func segmentText(_ value: some CustomStringConvertible) -> String {
        (value as? Date).map(RFC3339.text(of:)) ?? value.description
    }

    /// A segment with OpenAPI 3.2's `allowReserved`: the reserved characters a segment may hold and
    /// percent-encoded triples kept, `.` and `..` written as `%2E` and `%2E%2E`.
    private static func reservedSegment(_ text: String) -> String {
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return PercentEncoding.encodeKeepingTriples(text, keeping: PercentEncoding.isAllowedInReservedSegment)
        }
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
