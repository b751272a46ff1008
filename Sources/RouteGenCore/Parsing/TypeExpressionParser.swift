/// Parses the type syntax of the routegen spec: `Int`, `Post?`, `[Post]`, `[String: Int]`,
/// `ResponseData<[Post]>`. A problem comes back with the character offset it was found at.
/// Nesting is limited to `InputLimits.typeNesting` levels: deeper types would overflow the stack
/// of this recursive parser, and code using them takes the compiler minutes or fails.
struct TypeExpressionParser {
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func parse(_ text: String) -> Result<TypeReference, Failure> {
        var parser = TypeExpressionParser(text)
        do {
            parser.skipSpaces()
            let type = try parser.parseType()
            parser.skipSpaces()
            guard parser.position == parser.scalars.count else {
                throw parser.failure("unexpected '\(parser.scalars[parser.position])' in type '\(text)'")
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "invalid type '\(text)'", offset: 0))
        }
    }

    private mutating func parseType() throws -> TypeReference {
        depth += 1
        defer { depth -= 1 }
        guard depth <= InputLimits.typeNesting else {
            throw failure("the type nests deeper than \(InputLimits.typeNesting) levels of brackets and generic arguments; "
                + "give an inner part a model of its own")
        }
        var type = try parseBase()
        skipSpaces()
        if peek == "?" {
            position += 1
            type = .optional(type)
            skipSpaces()
            if peek == "?" { throw failure("a type can be optional only once; remove the second '?'") }
        }
        return type
    }

    private mutating func parseBase() throws -> TypeReference {
        skipSpaces()
        guard let first = peek else { throw failure("expected a type name") }
        if first == "[" {
            position += 1
            let keyStart = position
            let element = try parseType()
            skipSpaces()
            if peek == ":" {
                position += 1
                guard element == .named("String") else {
                    throw Failure(message: "dictionary keys must be String, as in [String: \(element.written)]", offset: keyStart)
                }
                let value = try parseType()
                try expect("]")
                return .dictionary(value)
            }
            try expect("]")
            return .array(element)
        }
        let name = try parseName()
        skipSpaces()
        guard peek == "<" else { return .named(name) }
        position += 1
        var arguments = [try parseType()]
        skipSpaces()
        while peek == "," {
            position += 1
            arguments.append(try parseType())
            skipSpaces()
        }
        try expect(">")
        return .named(name, arguments: arguments)
    }

    private mutating func parseName() throws -> String {
        let start = position
        while let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            position += 1
        }
        guard position > start else {
            let found = peek.map { "'\($0)'" } ?? "the end"
            throw failure("expected a type name, found \(found)")
        }
        let name = String(String.UnicodeScalarView(scalars[start..<position]))
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) {
            throw Failure(message: "a type name can't start with a digit: '\(name)'", offset: start)
        }
        return name
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
        skipSpaces()
        guard peek == scalar else {
            let found = peek.map { "'\($0)'" } ?? "the end"
            throw failure("expected '\(scalar)', found \(found)")
        }
        position += 1
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: position)
    }
}
