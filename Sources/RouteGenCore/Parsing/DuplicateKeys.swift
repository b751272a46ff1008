import Yams

/// Finds every duplicate key of a YAML document, each at the duplicate. Yams stops at the first
/// mapping that has one and points at the key's first occurrence; so the duplicate is found in
/// the text after it, renamed in a copy of the text, and the copy read again, up to `maxPasses` times.
enum DuplicateKeys {
    static let maxPasses = 20

    /// One diagnostic per duplicate found, or `nil` when `error` is not about duplicate keys.
    static func diagnostics(for error: YamlError, text: String, file: String) -> Diagnostics? {
        guard case .duplicatedKeysInMapping = error else { return nil }
        var found = Diagnostics()
        var current = error
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for pass in 0..<maxPasses {
            guard case let .duplicatedKeysInMapping(duplicates, context) = current, let key = duplicates.first else { break }
            let first = context.mark
            guard let place = duplicate(of: key, after: first, in: lines) else {
                found.error("duplicate key '\(key)' in one mapping; each key may appear once",
                            at: SourceLocation(file: file, line: max(first.line, 1), column: max(first.column, 1)))
                break
            }
            found.error("duplicate key '\(key)' in one mapping (first at line \(first.line)); each key may appear once",
                        at: SourceLocation(file: file, line: place.line, column: place.column))
            // Rename this occurrence in the copy, past its first character (or opening quote).
            var scalars = Array(lines[place.line - 1].unicodeScalars)
            scalars.insert(contentsOf: "\u{E000}\(pass)".unicodeScalars, at: place.column)
            lines[place.line - 1] = String(String.UnicodeScalarView(scalars))
            do {
                _ = try Yams.compose(yaml: lines.joined(separator: "\n"), Resolver.basic)
                break
            } catch let next as YamlError {
                current = next
            } catch {
                break
            }
        }
        return found
    }

    /// The next occurrence of `key` written as a key (`key:`, `"key":`, `'key':`) after `first`:
    /// in the same column when there is one (a block mapping), else anywhere (a flow mapping).
    private static func duplicate(of key: String, after first: Mark, in lines: [String]) -> (line: Int, column: Int)? {
        let spellings = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        var anywhere: (line: Int, column: Int)?
        for lineIndex in max(first.line - 1, 0)..<lines.count {
            let scalars = Array(lines[lineIndex].unicodeScalars)
            for start in scalars.indices {
                if lineIndex == first.line - 1, start < first.column { continue }
                guard spellings.contains(where: { isKey($0, at: start, in: scalars) }) else { continue }
                let place = (line: lineIndex + 1, column: start + 1)
                if start == first.column - 1 { return place }
                if anywhere == nil { anywhere = place }
            }
        }
        return anywhere
    }

    /// True when `spelling` stands at `start`, after a break, and is followed by spaces and `:`.
    private static func isKey(_ spelling: [Unicode.Scalar], at start: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let end = start + spelling.count
        guard end <= scalars.count, Array(scalars[start..<end]) == spelling else { return false }
        if start > 0, !" \t{,-?".unicodeScalars.contains(scalars[start - 1]) { return false }
        var index = end
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index < scalars.count && scalars[index] == ":"
    }
}
