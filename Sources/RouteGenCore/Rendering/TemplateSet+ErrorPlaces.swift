import Mustache

extension TemplateSet {
    /// The place of a template syntax error in `source`, with lines counted as for every other
    /// place (`SourceLines`). swift-mustache counts lines at every `Character` that is a newline
    /// (CR LF and VT too) but columns from the last LF only, so with CR LF or CR endings its column
    /// runs on from an earlier line; the error's index in the text is found again from both numbers.
    static func location(of context: MustacheParserContext, in source: String, file: String) -> SourceLocation {
        let text = textPragma + source
        // After the newline that starts the error's line, as swift-mustache counts them.
        var lineStart = text.startIndex
        var newlines = 0
        while newlines < context.lineNumber - 1, lineStart < text.endIndex {
            if text[lineStart].isNewline { newlines += 1 }
            text.formIndex(after: &lineStart)
        }
        // Columns count back to the last LF, which may be on an earlier line.
        var columnStart = text[..<lineStart].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        columnStart = text.index(columnStart, offsetBy: max(context.columnNumber - 1, 0), limitedBy: text.endIndex) ?? text.endIndex
        let sourceStart = text.index(text.startIndex, offsetBy: textPragma.count)
        return SourceLocation.after(text[sourceStart..<max(columnStart, sourceStart)], file: file)
    }
}
