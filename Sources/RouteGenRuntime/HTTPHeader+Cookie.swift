extension HTTPHeader {
    /// The value of a `Cookie` header, `name=value; name2=value2`, in name order with `nil` values
    /// left out; `nil` when nothing is left, so that no header is sent.
    ///
    /// Values are written as text the way query items are (numbers, `true`/`false`, enums by raw
    /// value, UUIDs, ISO 8601 dates), with arrays joined by commas. Each byte a cookie value can't
    /// hold (space, `"`, `,`, `;`, `\`, `%`, controls, anything outside ASCII) is percent-encoded,
    /// except CR, LF and NUL: those are kept, so the request is rejected like any other header that
    /// carries them (``RouteGenError/invalidHeaderValue(name:)``).
    /// - Parameter values: Cookie names mapped to values.
    public static func cookieValue(_ values: [String: (any Sendable)?]) -> String? {
        var pairs: [String] = []
        for name in values.keys.sorted() {
            guard let entry = values[name], let value = entry else { continue }
            let pieces = cookieText(ParameterValue(value))
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

    /// The value as text pieces: one for a scalar, one per element of an array, key and value
    /// for each entry of a dictionary.
    private static func cookieText(_ value: ParameterValue) -> [String] {
        switch value {
        case .array(let elements): return elements.flatMap(cookieText)
        case .dictionary(let entries): return entries.flatMap { [$0.key] + cookieText($0.value) }
        default: return value.scalarText(bools: .literal).map { [$0] } ?? []
        }
    }
}
