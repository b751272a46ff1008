/// The character rules of HTTP (RFC 9110) that spec values must follow.
enum HTTPToken {
    /// A token: header names and methods.
    static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }

    /// A header value: visible ASCII, spaces and tabs; never CR or LF.
    static func isValidHeaderValue(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar == " " || scalar == "\t" || (scalar.value >= 0x21 && scalar.value <= 0x7E)
        }
    }
}
