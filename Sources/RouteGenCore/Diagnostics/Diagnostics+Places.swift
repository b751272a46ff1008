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
        var line = 1, column = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r": break
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                line += 1
                column = 1
            default:
                column += 1
            }
            previous = scalar
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
