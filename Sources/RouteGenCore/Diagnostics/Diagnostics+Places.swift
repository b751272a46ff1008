import Foundation

extension Diagnostics {
    /// The same diagnostics, each placed inside its file. libyaml places an empty value at the very
    /// end of a file without a final line break on the line after the last one, where no editor
    /// can show it; such a place becomes the end of the file, as YAML syntax errors do. `texts`
    /// holds files already in memory, by path; others are read.
    func keptInsideFiles(texts: [String: String]) -> Diagnostics {
        var ends: [String: SourceLocation] = [:]
        var kept = Diagnostics()
        for var diagnostic in all {
            if let location = diagnostic.location {
                if ends[location.file] == nil {
                    let text = texts[location.file] ?? (try? String(contentsOfFile: location.file, encoding: .utf8))
                    ends[location.file] = text.map { SourceLocation.after($0[...], file: location.file) } ?? location
                }
                if let end = ends[location.file], location.line > end.line
                    || (location.line == end.line && location.column > end.column) {
                    diagnostic.location = end
                }
            }
            kept.emit(diagnostic)
        }
        return kept
    }
}

extension SourceLocation {
    /// The place just after `text`, with lines counted as libyaml counts them (LF, CR, CR LF, NEL,
    /// U+2028, U+2029) and columns in Unicode scalars.
    static func after(_ text: Substring, file: String) -> SourceLocation {
        var text = text
        return text.withUTF8 { bytes in
            // A column is a byte that starts a scalar. Every line break but LF and CR is several
            // bytes long: it is told by its first bytes, and its other bytes are skipped like any
            // continuation byte.
            var line = 1, column = 1
            for index in bytes.indices where bytes[index] & 0xC0 != 0x80 {
                let byte = bytes[index]
                let breaks: Bool
                switch byte {
                case 0x0A: breaks = index == 0 || bytes[index - 1] != 0x0D
                case 0x0D: breaks = true
                case 0xC2: breaks = index + 1 < bytes.count && bytes[index + 1] == 0x85
                case 0xE2:
                    breaks = index + 2 < bytes.count && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                default: breaks = false
                }
                if breaks {
                    line += 1
                    column = 1
                } else if byte != 0x0A {
                    column += 1
                }
            }
            return SourceLocation(file: file, line: line, column: column)
        }
    }
}
