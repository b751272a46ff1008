import Yams

/// Finds every duplicate key of a YAML document, each at the duplicate. Yams stops at the first
/// mapping that has one and points at the key's first occurrence; so the duplicate is found in
/// the text after it, renamed in a copy of the text, and the copy read again, up to `maxPasses` times.
/// Lines are split as libyaml counts them (`SourceLines`), so the places agree with its marks
/// whatever ends the lines.
enum DuplicateKeys {
    static let maxPasses = 20

    /// One diagnostic per duplicate found, or `nil` when `error` is not about duplicate keys.
    static func diagnostics(for error: YamlError, text: String, file: String) -> Diagnostics? {
        guard case .duplicatedKeysInMapping = error else { return nil }
        var found = Diagnostics()
        var current = error
        let source = SourceLines(text)
        var lines = (1...source.count).map { Array(String(decoding: source.content(ofLine: $0), as: UTF8.self).unicodeScalars) }
        for pass in 0..<maxPasses {
            guard case let .duplicatedKeysInMapping(duplicates, context) = current, let key = duplicates.first else { break }
            let mark = (line: max(context.mark.line, 1), column: max(context.mark.column, 1))
            guard mark.line <= lines.count, let place = duplicate(of: key, after: mark, in: lines) else {
                found.error("duplicate key '\(key)' in one mapping; each key may appear once",
                            at: SourceLocation(file: file, line: mark.line, column: mark.column))
                break
            }
            found.error("duplicate key '\(key)' in one mapping (first at line \(mark.line)); each key may appear once",
                        at: SourceLocation(file: file, line: place.line, column: place.column))
            rename(at: place, pass: pass, in: &lines)
            var copy = String.UnicodeScalarView()
            for (index, line) in lines.enumerated() {
                copy.append(contentsOf: line)
                copy.append(contentsOf: String(decoding: source.lineBreak(ofLine: index + 1), as: UTF8.self).unicodeScalars)
            }
            do {
                _ = try Yams.compose(yaml: String(copy), Resolver.basic)
                break
            } catch let next as YamlError {
                current = next
            } catch {
                break
            }
        }
        return found
    }

    /// Renames the key at `place` in the copy without moving anything after it, so that the next
    /// duplicates keep their places: its first character (past an opening quote) becomes a
    /// private-use character of this pass, an alias's `*` too (the alias becomes a plain key), and
    /// an empty quoted key (`""`) becomes two of them.
    private static func rename(at place: (line: Int, column: Int), pass: Int, in lines: inout [[Unicode.Scalar]]) {
        let marker = Unicode.Scalar(0xE000 + UInt32(pass))!
        var index = place.column - 1
        let line = lines[place.line - 1]
        if line[index] == "\"" || line[index] == "'" {
            if index + 1 < line.count, line[index + 1] == line[index] { lines[place.line - 1][index] = marker }
            index += 1
        }
        if index < line.count { lines[place.line - 1][index] = marker }
    }

    /// The next occurrence of `key` written as a key (`key:`, `"key":`, `'key':`, or `*anchor :` when
    /// the first one has the anchor) after the first one at `mark`: in the same column when there is
    /// one (a block mapping), else anywhere (a flow mapping).
    private static func duplicate(
        of key: String, after mark: (line: Int, column: Int), in lines: [[Unicode.Scalar]]
    ) -> (line: Int, column: Int)? {
        // The first key's mark is where its properties start (`&anchor`, `!tag`); the key follows them.
        let (first, anchor) = skipProperties(at: mark, in: lines[mark.line - 1])
        var spellings = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        if let anchor { spellings.append(["*"] + anchor) }
        var anywhere: (line: Int, column: Int)?
        for lineIndex in (mark.line - 1)..<lines.count {
            let scalars = lines[lineIndex]
            for start in scalars.indices {
                if lineIndex == mark.line - 1, start <= first { continue }
                guard spellings.contains(where: { isKey($0, at: start, in: scalars) }) else { continue }
                let place = (line: lineIndex + 1, column: start + 1)
                if start == mark.column - 1 { return place }
                if anywhere == nil { anywhere = place }
            }
        }
        return anywhere
    }

    /// The index where the node at `mark` has its content, past `&anchor` and `!tag` and the
    /// spaces after them, and the anchor's name if there is one.
    private static func skipProperties(
        at mark: (line: Int, column: Int), in scalars: [Unicode.Scalar]
    ) -> (index: Int, anchor: [Unicode.Scalar]?) {
        var index = mark.column - 1
        var anchor: [Unicode.Scalar]?
        while index < scalars.count, scalars[index] == "&" || scalars[index] == "!" {
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
            if scalars[start] == "&" { anchor = Array(scalars[(start + 1)..<index]) }
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }
        return (index, anchor)
    }

    /// True when `spelling` stands at `start`, after a break, and is followed by spaces and `:`.
    private static func isKey(_ spelling: [Unicode.Scalar], at start: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let end = start + spelling.count
        guard end <= scalars.count, scalars[start..<end].elementsEqual(spelling) else { return false }
        if start > 0, !" \t{,-?".unicodeScalars.contains(scalars[start - 1]) { return false }
        var index = end
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index < scalars.count && scalars[index] == ":"
    }
}
