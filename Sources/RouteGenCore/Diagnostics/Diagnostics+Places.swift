import Foundation

extension Diagnostics {
    /// The same diagnostics, each placed inside its file. libyaml places an empty value at the very
    /// end of a file without a final line break on the line after the last one, where no editor
    /// can show it; such a place becomes the end of the file, as YAML syntax errors do. A place
    /// inside a value written over several lines is counted from where the value starts, and may
    /// pass the end of that line; it becomes the end of the line. `texts` holds files already in
    /// memory, by path; others are read.
    func keptInsideFiles(texts: [String: String]) -> Diagnostics {
        var lines: [String: SourceLines?] = [:]
        var kept = Diagnostics()
        for var diagnostic in all {
            if let location = diagnostic.location {
                if lines[location.file] == nil {
                    let text = texts[location.file] ?? SpecSource.text(ofFileAt: location.file)
                    lines[location.file] = .some(text.map(SourceLines.init))
                }
                if let source = lines[location.file] ?? nil {
                    diagnostic.location = source.clamped(location)
                }
            }
            kept.emit(diagnostic)
        }
        return kept
    }
}

extension SourceLines {
    /// `location` if it is in the text; past the last line, the end of the text; past the end of
    /// its line, the end of that line.
    func clamped(_ location: SourceLocation) -> SourceLocation {
        if location.line > count { return end(file: location.file) }
        let lineEnd = length(ofLine: location.line) + 1
        guard location.column > lineEnd else { return location }
        return SourceLocation(file: location.file, line: location.line, column: lineEnd)
    }
}
