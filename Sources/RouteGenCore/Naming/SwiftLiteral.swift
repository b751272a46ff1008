/// Swift source spellings of values taken from a spec.
enum SwiftLiteral {
    /// A string literal, quotes included, safe for any input: backslashes, quotes, `\(`,
    /// every line break (LF, CR, NEL, U+2028, U+2029) and control characters (NUL, DEL) are all escaped.
    static func string(_ text: String) -> String {
        "\"" + escapedContent(text) + "\""
    }

    /// The inside of a string literal, without the quotes.
    static func escapedContent(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A raw string literal (`#"..."#`) of one line of text without newlines, with as many `#`
    /// as it takes that neither `"#…` nor `\#…` inside ends the literal or starts an escape.
    static func rawString(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// A number as Swift writes it: `10`, `2.5`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `///` lines for paragraphs of text; empty paragraphs are dropped, and a bare `///`
    /// separates the rest.
    static func docComment(_ paragraphs: [String?]) -> [String] {
        let blocks = paragraphs.map { docLines($0) }.filter { !$0.isEmpty }
        return blocks.enumerated().flatMap { index, lines in
            (index == 0 ? [] : ["///"]) + lines.map { $0.isEmpty ? "///" : "/// \($0)" }
        }
    }

    /// The lines of a description: one `///` line per line of text, with trailing
    /// spaces dropped and blank lines kept as paragraph breaks; HTML becomes Markdown (``DocMarkdown``).
    ///
    /// Swift ends a comment at LF and at CR, so CR LF, a lone CR and LF all break lines here
    /// (a CR LF is one `Character`, so splitting on `"\n"` alone would keep it). The other
    /// Unicode line breaks (U+0085, U+2028, U+2029, VT, FF) break lines too, for readers;
    /// other control characters, NUL among them, become U+FFFD.
    static func docLines(_ text: String?) -> [String] {
        guard let text = text.map(DocMarkdown.fromHTML) else { return [] }
        var lines = plainLines(text) ?? scalarLines(text)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `docLines` one scalar at a time, for text with line breaks other than LF or with
    /// control characters.
    static func scalarLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n", afterReturn { continue }
            if isLineBreak(scalar) {
                lines.append(String(line).trimmingTrailingWhitespace())
                line = String.UnicodeScalarView()
            } else {
                line.append(commentSafe(scalar))
            }
        }
        lines.append(String(line).trimmingTrailingWhitespace())
        return lines
    }

    /// One line of text for a `//` comment: line breaks become spaces, other control
    /// characters U+FFFD, so the text can't end the comment.
    static func commentLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isLineBreak($0) ? " " : commentSafe($0) }))
    }

    /// LF, CR, VT, FF, NEL (U+0085), LINE SEPARATOR (U+2028), PARAGRAPH SEPARATOR (U+2029).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Tabs and printable text as they are; any other control character as U+FFFD.
    private static func commentSafe(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) ? scalar : "\u{FFFD}"
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var copy = self
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return copy
    }
}
