/// Swift source spellings of values taken from a spec.
enum SwiftLiteral {
    /// A string literal, quotes included, safe for any input: backslashes, quotes, `\(`,
    /// newlines and control characters are all escaped.
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
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
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
    /// spaces dropped and blank lines kept as paragraph breaks.
    static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        let hasReturns = text.utf8.contains(13)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            (hasReturns ? line.replacingOccurrences(of: "\r", with: "") : String(line)).trimmingTrailingWhitespace()
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var copy = self
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return copy
    }
}
