/// The text of request header fields: values in OpenAPI's `simple` style, `Cookie` values, and the
/// check that keeps a value from adding header lines.
enum HeaderText {
    /// A header's value in OpenAPI's `simple` style, the only style headers have: a scalar as
    /// text, an array's elements joined by commas, and an object's (a model's or a dictionary's)
    /// keys and values joined by commas in key order (`G,200,R,100`), or its `key=value` pairs with
    /// `explode` (`G=200,R=100`). Nothing is percent-encoded: a header carries its text as it is, and
    /// a CR, LF or NUL in it is refused when the request is made
    /// (``RouteGenError/invalidHeaderValue(name:)``).
    /// - Parameters:
    ///   - value: The value.
    ///   - explode: OpenAPI's `explode`, which only changes how an object is written.
    /// - Returns: The text, or `nil` for `nil`, an empty array and an empty object, so that the
    ///   header is left out.
    static func simpleValue(_ value: (any Sendable)?, explode: Bool = false) -> String? {
        guard let value else { return nil }
        let parameter = ParameterValue(value)
        switch parameter {
        case .null: return nil
        case .array(let elements) where elements.isEmpty: return nil
        case .dictionary(let entries) where entries.isEmpty: return nil
        default: return StyleExpansion.expand(parameter, style: .simple, explode: explode) { $0 }
        }
    }

    /// The value of a `Cookie` header, `name=value; name2=value2`, in name order with `nil` values
    /// left out; `nil` when nothing is left, so that no header is sent.
    ///
    /// Values are written as text the way query items are (numbers, `true`/`false`, enums by raw
    /// value, UUIDs, ISO 8601 dates), with arrays joined by commas. Each byte a cookie value can't
    /// hold (space, `"`, `,`, `;`, `\`, `%`, controls, anything outside ASCII) is percent-encoded,
    /// except CR, LF and NUL: those are kept, so the request is rejected like any other header that
    /// carries them (``RouteGenError/invalidHeaderValue(name:)``).
    /// - Parameter values: Cookie names mapped to values.
    static func cookieValue(_ values: [String: (any Sendable)?]) -> String? {
        var pairs: [String] = []
        for name in values.keys.sorted() {
            guard let entry = values[name], let value = entry else { continue }
            let pieces = ParameterValue(value).pieces
            guard !pieces.isEmpty else { continue }
            pairs.append("\(name)=\(pieces.map(escapeCookieValue).joined(separator: ","))")
        }
        return pairs.isEmpty ? nil : pairs.joined(separator: "; ")
    }

    /// Percent-encodes what RFC 6265 doesn't allow in a cookie value, keeping CR, LF and NUL.
    static func escapeCookieValue(_ text: String) -> String {
        PercentEncoding.encode(text) { byte in
            switch byte {
            case 0x0D, 0x0A, 0x00: return true
            case 0x21, 0x23...0x24, 0x26...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: return true
            default: return false
            }
        }
    }

    /// `false` when the text contains CR, LF or NUL, which could inject extra header
    /// lines. Checked on UTF-8 bytes because `"\r\n"` is a single `Character` and would
    /// not match a `"\r"` search.
    static func isSafe(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }
}
