extension SwiftLiteral {
    /// The lines of `text` cut at each LF, with trailing whitespace dropped, when LF is its only
    /// line break and tab its only control character: most descriptions. Works on UTF-8 bytes,
    /// which is several times faster than `docLines`' walk over scalars (a twentieth of a
    /// GitHub-sized run was spent there). `nil` for any other text.
    static func plainLines(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var lines: [String] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    lines.append(trimmedLine(bytes[start..<index]))
                    start = index + 1
                } else if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
                    return nil
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    // U+0080 to U+009F: C1 controls, NEL among them.
                    return nil
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                    return nil
                }
                index += 1
            }
            lines.append(trimmedLine(bytes[start..<bytes.count]))
            return lines
        }
    }

    /// One line without its trailing spaces and tabs. When the text before them ends in a
    /// non-ASCII byte, the line is trimmed by `Character` instead, which also drops Unicode
    /// spaces and keeps a space that a grapheme cluster joins to what precedes it.
    private static func trimmedLine(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        if end > line.startIndex, line[end - 1] >= 0x80 {
            return String(decoding: line, as: UTF8.self).trimmingTrailingWhitespace()
        }
        return String(decoding: line[line.startIndex..<end], as: UTF8.self)
    }
}
