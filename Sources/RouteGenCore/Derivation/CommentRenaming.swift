/// Renames what a comment says of portable code, as ``RuntimeDerivation`` renames the code itself:
/// type names wherever they stand as a whole word (`RouteGenRuntime.` before one dropped), and
/// member names only in code spans (`` `wrappedAny` ``), since as words they may be plain English.
struct CommentRenaming {
    /// A type's name in the output, or `nil` to keep the word.
    var types: (Substring) -> String?
    var members: [String: String]

    func rename(_ comment: Substring) -> String {
        var output = ""
        var inCode = false
        var rest = comment[...]
        while let first = rest.first {
            if first == "`" {
                let run = rest.prefix { $0 == "`" }
                output += run
                rest = rest.dropFirst(run.count)
                inCode.toggle()
                continue
            }
            guard Self.isWordCharacter(first) else {
                output.append(first)
                rest = rest.dropFirst()
                continue
            }
            let word = rest.prefix(while: Self.isWordCharacter)
            rest = rest.dropFirst(word.count)
            if word == "RouteGenRuntime", rest.first == ".", let next = rest.dropFirst().first, Self.isWordCharacter(next) {
                rest = rest.dropFirst()
                continue
            }
            if let type = types(word) {
                output += type
            } else if inCode, let member = members[String(word)] {
                output += member
            } else {
                output += word
            }
        }
        return output
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
