/// The imports at the top of a Swift file, split from the code after them, so that several
/// files can be joined into one with each import stated once.
///
/// The preamble is the run of leading blank lines, `import` lines (attributes such as
/// `@preconcurrency` allowed) and `#if … #endif` blocks that hold only imports. It ends at the
/// first line of anything else; an import further down stays where it is.
struct ImportPreamble: Equatable {
    /// Each import line, and each conditional block of imports, as written, without blank lines.
    var imports: [String]
    /// The text from the first line after the preamble to the end, unchanged.
    var body: String

    init(splitting text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var imports: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if Self.isBlank(line) {
                index += 1
            } else if Self.isImport(line) {
                imports.append(String(line))
                index += 1
            } else if let end = Self.endOfConditionalImports(in: lines, from: index) {
                imports.append(lines[index...end].joined(separator: "\n"))
                index = end + 1
            } else {
                break
            }
        }
        self.imports = imports
        body = index < lines.count ? String(text[lines[index].startIndex...]) : ""
    }

    static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// `import Foundation`, `@preconcurrency import Foundation`, `import struct Foundation.URL`.
    static func isImport(_ line: Substring) -> Bool {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        while rest.hasPrefix("@") {
            rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        }
        return rest.hasPrefix("import ") || rest.hasPrefix("import\t")
    }

    /// The index of the `#endif` closing an `#if` at `start` when every line between is an
    /// import, a blank line, `#else` or `#elseif`; `nil` otherwise, nested blocks included.
    static func endOfConditionalImports(in lines: [Substring], from start: Int) -> Int? {
        guard directive(lines[start]).hasPrefix("#if ") else { return nil }
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            let word = directive(line)
            if word == "#endif" { return index }
            guard isBlank(line) || isImport(line) || word == "#else" || word.hasPrefix("#elseif ") else { return nil }
            index += 1
        }
        return nil
    }

    private static func directive(_ line: Substring) -> Substring {
        var trimmed = line.drop { $0 == " " || $0 == "\t" }
        while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
