/// The `{placeholder}` syntax of endpoint paths.
enum PathTemplate {
    struct Problem: Equatable {
        var message: String
        var offset: Int
    }

    /// One piece of a path: literal text, or the name of a placeholder.
    enum Piece: Equatable {
        case literal(String)
        case placeholder(String, offset: Int)
    }

    /// Splits a path into literals and placeholders; call `problem(in:)` first.
    static func pieces(of path: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var name: String?
        var start = 0
        for (offset, character) in path.enumerated() {
            switch character {
            case "{":
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                name = ""
                start = offset
            case "}":
                pieces.append(.placeholder(name ?? "", offset: start))
                name = nil
            default:
                if name != nil { name?.append(character) } else { literal.append(character) }
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    static func placeholders(in path: String) -> [(name: String, offset: Int)] {
        pieces(of: path).compactMap { piece in
            if case let .placeholder(name, offset) = piece { return (name, offset) }
            return nil
        }
    }

    /// The first syntax problem of a path, if any.
    static func problem(in path: String) -> Problem? {
        var open: Int?
        for (offset, character) in path.enumerated() {
            switch character {
            case "{":
                if open != nil { return Problem(message: "'{' inside a placeholder; close the first one with '}'", offset: offset) }
                open = offset
            case "}":
                guard let start = open else { return Problem(message: "'}' without a matching '{'", offset: offset) }
                if offset == start + 1 { return Problem(message: "empty placeholder '{}'; name it, as in '{id}'", offset: start) }
                open = nil
            case "?", "#":
                let message = character == "?"
                    ? "the path can't hold a query string; declare query items under 'query'"
                    : "the path can't hold a fragment ('#')"
                return Problem(message: message, offset: offset)
            case " ", "\t", "\n", "\r", "\\", "\"":
                return Problem(message: "the path can't contain spaces, quotes or backslashes", offset: offset)
            default:
                let allowed = character.isLetter || character.isNumber || "_-.".contains(character)
                if open != nil, !allowed {
                    return Problem(message: "a placeholder name can hold letters, digits, '_', '-' and '.' only", offset: offset)
                }
            }
        }
        if let start = open { return Problem(message: "unclosed placeholder; add '}'", offset: start) }
        var offset = 0
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            if segment == "." || segment == ".." {
                return Problem(message: "the path can't contain a '\(segment)' segment", offset: offset)
            }
            offset += segment.count + 1
        }
        return nil
    }
}
