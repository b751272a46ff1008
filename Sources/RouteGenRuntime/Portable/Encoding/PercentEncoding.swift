/// Byte-level percent-encoding shared by query and path encoding.
///
/// Works on the UTF-8 bytes of the input, so every Unicode scalar (including emoji)
/// is encoded as its UTF-8 sequence, and the operation can never fail.
enum PercentEncoding {
    /// Percent-encodes every byte of `string` for which `isAllowed` returns `false`,
    /// using uppercase hexadecimal digits.
    static func encode(_ string: String, keeping isAllowed: (UInt8) -> Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            append(byte, to: &output, keeping: isAllowed)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Percent-encodes as ``encode(_:keeping:)`` does, except that a `%` followed by two hexadecimal
    /// digits (a percent-encoded triple) is kept as it is, as RFC 6570's reserved expansion keeps it:
    /// `"a%2Fb"` stays `"a%2Fb"`, while `"50%"` becomes `"50%25"`.
    static func encodeKeepingTriples(_ string: String, keeping isAllowed: (UInt8) -> Bool) -> String {
        let bytes = Array(string.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                output += bytes[index...(index + 2)]
                index += 3
            } else {
                append(bytes[index], to: &output, keeping: isAllowed)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ byte: UInt8, to output: inout [UInt8], keeping isAllowed: (UInt8) -> Bool) {
        if isAllowed(byte) {
            output.append(byte)
        } else {
            output.append(UInt8(ascii: "%"))
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
            return true
        default:
            return false
        }
    }

    /// RFC 3986 unreserved characters: `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Characters left as they are in query keys and values: the unreserved
    /// characters plus `/` and `?` (everything else, including `&`, `=` and `+`,
    /// is encoded).
    static func isAllowedInQuery(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }

    /// Characters left as they are in a query value with OpenAPI's `allowReserved`: those of
    /// ``isAllowedInQuery(_:)`` and RFC 3986's reserved `:` `@` `!` `$` `'` `(` `)` `*` `,` `;`.
    /// The other reserved characters are still encoded: `[`, `]` and `#`, which a query can't hold
    /// (RFC 3986 §3.4), and `&`, `=` and `+`, which separate pairs, keys and values or stand for a
    /// space in a form-encoded query.
    static func isAllowedInReservedQuery(_ byte: UInt8) -> Bool {
        isAllowedInQuery(byte) || isKeptInSegment(byte) && !"&=+".utf8.contains(byte)
    }

    /// Characters left as they are in a path segment with OpenAPI 3.2's `allowReserved`: the
    /// unreserved characters and RFC 3986's `pchar` delimiters `:` `@` `!` `$` `&` `'` `(` `)` `*` `+`
    /// `,` `;` `=`. `/`, `?`, `#`, `[` and `]` are still encoded, so the value stays one segment.
    static func isAllowedInReservedSegment(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isKeptInSegment(byte)
    }

    /// RFC 3986's sub-delimiters and `:` and `@`, which a path segment may hold as they are.
    private static func isKeptInSegment(_ byte: UInt8) -> Bool {
        ":@!$&'()*+,;=".utf8.contains(byte)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
