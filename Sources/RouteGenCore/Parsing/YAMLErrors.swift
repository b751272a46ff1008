import Yams

/// Turns Yams' errors into diagnostics at the place libyaml stopped.
enum YAMLErrors {
    static func diagnostic(for error: any Error, text: String, file: String) -> Diagnostic {
        guard let yamlError = error as? YamlError else {
            return .error("cannot parse the YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _):
            return syntaxError(problem, context: context, mark: mark, text: text, file: file)
        case let .parser(context, problem, mark, _):
            return syntaxError(problem, context: context, mark: mark, text: text, file: file)
        case let .composer(context, problem, mark, _):
            return syntaxError(problem, context: context, mark: mark, text: text, file: file)
        case let .reader(problem, offset, _, yaml):
            let place = offset.map { Self.location(ofCharacter: $0, in: yaml, file: file) }
            return .error("YAML syntax error: \(problem)", at: place ?? SourceLocation(file: file, line: 1, column: 1))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return .error(
                "duplicate \(noun) \(keys) in one mapping; each key may appear once",
                at: SourceLocation(file: file, line: max(context.mark.line, 1), column: max(context.mark.column, 1)))
        default:
            return .error("cannot parse the YAML: \(yamlError)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private static func syntaxError(
        _ problem: String, context: YamlError.Context?, mark: Mark, text: String, file: String
    ) -> Diagnostic {
        if problem.hasPrefix("Maximum nesting level reached") {
            // libyaml's own limit, far above routegen's; checked before Yams builds the tree recursively.
            return .error("the document nests deeper than \(InputLimits.nesting) levels; routegen reads at most "
                + "\(InputLimits.nesting)", at: place(of: mark, in: text, file: file))
        }
        var message = "YAML syntax error: \(problem)"
        if let context {
            message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        return .error(message, at: place(of: mark, in: text, file: file))
    }

    /// The place of `mark`, kept inside the file. At the end of a file that lacks a final line
    /// break, libyaml moves to the line after the last one; that place is the end of the last line.
    private static func place(of mark: Mark, in text: String, file: String) -> SourceLocation {
        let place = SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        let end = SourceLocation.after(text[...], file: file)
        return place.line > end.line ? end : place
    }

    private static func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
        SourceLocation.after(text.prefix(offset), file: file)
    }
}
