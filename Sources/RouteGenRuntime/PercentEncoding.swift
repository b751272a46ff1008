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
            if isAllowed(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
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

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
