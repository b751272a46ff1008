import Foundation

/// One parameter of a call, a router case, an initializer or a static function, as declared:
/// `limit: Swift.Int? = nil`.
struct SurfaceParameter: Sendable, Equatable {
    /// The argument label, escaped as declared; `_` when calls pass the value unlabelled.
    var label: String
    /// The spelled type.
    var type: String
    /// Calls may leave it out.
    var hasDefault: Bool
    /// What finds the same parameter in another version when its label changed: where the value
    /// goes and its name on the wire (`query limit`, `json customer`), or a property's wire name.
    var identity: String

    /// The label as app code writes it, without backticks.
    var plainLabel: String { label.filter { $0 != "`" } }

    /// Splits a declaration's parameter list, `owner: Swift.String, page: Swift.Int? = nil`, at
    /// its top-level commas; `identities` names each parameter in order (its label when missing).
    static func list(_ declaration: String, identities: [String] = []) -> [SurfaceParameter] {
        let pieces = topLevelPieces(of: declaration)
        return pieces.enumerated().compactMap { index, piece in
            guard let colon = topLevelColon(in: piece) else { return nil }
            let names = piece[..<colon].split(separator: " ").map(String.init)
            guard let label = names.first else { return nil }
            var rest = piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            var hasDefault = false
            if let equals = topLevelEquals(in: rest) {
                hasDefault = true
                rest = String(rest[..<equals]).trimmingCharacters(in: .whitespaces)
            }
            let identity = identities.indices.contains(index) ? identities[index] : label.filter { $0 != "`" }
            return SurfaceParameter(label: label, type: rest, hasDefault: hasDefault, identity: identity)
        }
    }

    /// The pieces between top-level commas, trimmed; brackets, parentheses and angle brackets
    /// nest, and the `>` of an arrow (`->`) closes nothing.
    static func topLevelPieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                pieces.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { pieces.append(last) }
        return pieces
    }

    private static func topLevelColon(in piece: String) -> String.Index? {
        var depth = 0
        for index in piece.indices {
            switch piece[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    private static func topLevelEquals(in text: String) -> String.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "=" where depth == 0 && previous == " ": return index
            default: break
            }
            previous = character
        }
        return nil
    }
}
