import Yams

/// Reads a JSON document into the same tree Yams makes of YAML, with every node's line and
/// column, so the OpenAPI front end reads both alike. libyaml rejects some valid JSON, such as a
/// UTF-16 surrogate pair (`"\ud83d\udc4d"`, one emoji), so JSON documents don't go through it.
///
/// The reader keeps its own stack instead of recursing, so no nesting can overflow the thread's
/// stack; nesting past `InputLimits.nesting` is an error. Every duplicate key is reported, at
/// the duplicate.
struct JSONReader {
    private let file: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var problems = Diagnostics()
    /// One tag for every node, as Yams' composer has one constructor: a `Tag` made with the
    /// defaults builds a new `Constructor` and its tables each time.
    private let tag = Tag(.implicit, .basic, .default)

    /// One open array or object.
    private struct Frame {
        var mark: Mark
        var isObject: Bool
        var items: [Node] = []
        var pairs: [(Node, Node)] = []
        var keys: Set<String> = []
        var pendingKey: Node?
    }

    /// A problem that stops reading: a syntax error, or nesting past the limit.
    private struct SyntaxError: Error {
        var message: String

        init(message: String) {
            self.message = "JSON syntax error: " + message
        }

        init(limit message: String) {
            self.message = message
        }
    }

    private init(text: String, file: String) {
        self.file = file
        bytes = Array(text.utf8)
    }

    /// True when `path` ends in `.json`, or the text starts with `{` like a JSON document.
    static func isJSON(path: String, text: String) -> Bool {
        if path.lowercased().hasSuffix(".json") { return true }
        return text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) == UInt8(ascii: "{")
    }

    /// The document's tree, or every problem found (a syntax error stops at the first).
    static func read(_ text: String, file: String) -> Result<Node, GenerationFailed> {
        var reader = JSONReader(text: text, file: file)
        do {
            let root = try reader.document()
            if reader.problems.hasErrors { return .failure(GenerationFailed(reader.problems)) }
            return .success(root)
        } catch {
            reader.problems.error(error.message, at: reader.here)
            return .failure(GenerationFailed(reader.problems))
        }
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func document() throws(SyntaxError) -> Node {
        var stack: [Frame] = []
        skipSpaces()
        while true {
            var value: Node
            let mark = Mark.at(line: line, column: column)
            guard let byte = peek else { throw SyntaxError(message: "expected a value, found the end of the file") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < InputLimits.nesting else {
                    throw SyntaxError(limit: "the document nests deeper than \(InputLimits.nesting) levels; "
                        + "routegen reads at most \(InputLimits.nesting)")
                }
                advance()
                stack.append(Frame(mark: mark, isObject: byte == UInt8(ascii: "{")))
                skipSpaces()
                if peek == (byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    advance()
                    value = close(stack.removeLast())
                } else {
                    if byte == UInt8(ascii: "{") { try key(into: &stack) }
                    continue
                }
            case UInt8(ascii: "\""):
                value = .scalar(Node.Scalar(try string(), tag, .doubleQuoted, mark))
            default:
                value = .scalar(Node.Scalar(try bareValue(), tag, .plain, mark))
            }
            // Hand the finished value to its container; close containers that end here.
            while true {
                guard !stack.isEmpty else {
                    skipSpaces()
                    if peek != nil { throw SyntaxError(message: "unexpected text after the document's value") }
                    return value
                }
                let last = stack.count - 1
                if stack[last].isObject, let key = stack[last].pendingKey {
                    stack[last].pairs.append((key, value))
                    stack[last].pendingKey = nil
                } else {
                    stack[last].items.append(value)
                }
                skipSpaces()
                let closing = stack[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if peek == UInt8(ascii: ",") {
                    advance()
                    skipSpaces()
                    if stack[last].isObject { try key(into: &stack) }
                    break
                }
                guard peek == closing else {
                    let what = stack[last].isObject ? "an object" : "an array"
                    throw SyntaxError(message: "expected ',' or '\(Character(Unicode.Scalar(closing)))' after a value in \(what), found \(found)")
                }
                advance()
                value = close(stack.removeLast())
            }
        }
    }

    /// Reads `"key":` of the innermost object, reporting a key it already has.
    private mutating func key(into stack: inout [Frame]) throws(SyntaxError) {
        let mark = Mark.at(line: line, column: column)
        let location = here
        guard peek == UInt8(ascii: "\"") else { throw SyntaxError(message: "expected a quoted key, found \(found)") }
        let name = try string()
        let last = stack.count - 1
        if !stack[last].keys.insert(name).inserted {
            problems.error("duplicate key '\(name)' in one object; each key may appear once", at: location)
        }
        stack[last].pendingKey = .scalar(Node.Scalar(name, tag, .doubleQuoted, mark))
        skipSpaces()
        guard peek == UInt8(ascii: ":") else { throw SyntaxError(message: "expected ':' after a key, found \(found)") }
        advance()
        skipSpaces()
    }

    private func close(_ frame: Frame) -> Node {
        frame.isObject
            ? .mapping(Node.Mapping(frame.pairs, tag, .flow, frame.mark))
            : .sequence(Node.Sequence(frame.items, tag, .flow, frame.mark))
    }

    /// How the next character reads in a message.
    private var found: String {
        guard let byte = peek else { return "the end of the file" }
        guard byte >= 0x20, byte < 0x7F else { return "a byte 0x" + String(byte, radix: 16, uppercase: true) }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    /// Moves past one byte; UTF-8 continuation bytes don't count as columns, as in libyaml.
    private mutating func advance() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    private mutating func skipSpaces() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
                column += 1
            case 0x0A, 0x0D:
                index += SourceLines.breakLength(at: index, in: bytes)
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    /// `true`, `false`, `null` or a number, as written.
    private mutating func bareValue() throws(SyntaxError) -> String {
        let start = index
        while let byte = peek, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) {
            advance()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard text == "true" || text == "false" || text == "null" || JSONText.isJSONNumber(text) else {
            index = start
            throw SyntaxError(message: "expected a value (a string, number, object, array, true, false or null), found \(found)")
        }
        return text
    }

    /// A string literal's value, escapes decoded; a surrogate pair becomes one character.
    private mutating func string() throws(SyntaxError) -> String {
        advance()
        var decoded: [UInt8]?
        var start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if var escaped = decoded {
                    escaped.append(contentsOf: bytes[start..<index])
                    text = String(decoding: escaped, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[start..<index], as: UTF8.self)
                }
                advance()
                return text
            }
            if byte < 0x20 { throw SyntaxError(message: "a control character in a string must be escaped, as in '\\n'") }
            if byte == UInt8(ascii: "\\") {
                if decoded == nil { decoded = [] }
                decoded!.append(contentsOf: bytes[start..<index])
                advance()
                try escape(into: &decoded!)
                start = index
                continue
            }
            // NEL, U+2028 and U+2029 end a line for libyaml, and so for every place routegen prints
            // (`SourceLines`); JSON allows them unescaped in strings.
            if byte >= 0xC2, case let length = SourceLines.breakLength(at: index, in: bytes), length > 0 {
                line += 1
                column = 1
                index += length
                continue
            }
            // Columns count characters: UTF-8 continuation bytes don't start one.
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        throw SyntaxError(message: "a string is not closed; add '\"'")
    }

    private mutating func escape(into decoded: inout [UInt8]) throws(SyntaxError) {
        guard let byte = peek else { throw SyntaxError(message: "a string is not closed; add '\"'") }
        if let value = Self.simpleEscapes[byte] {
            advance()
            decoded.append(value)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw SyntaxError(message: "unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string; "
                + "JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        advance()
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
            guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw SyntaxError(message: "a lone UTF-16 surrogate in a string; follow '\\u\(String(code, radix: 16))' with its low surrogate")
            }
            advance()
            advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw SyntaxError(message: "'\\u\(String(code, radix: 16))' must be followed by a low surrogate (\\udc00 to \\udfff)")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw SyntaxError(message: "a lone UTF-16 low surrogate '\\u\(String(code, radix: 16))' in a string")
        }
        decoded.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
    }

    /// `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t`: the escaped byte → the byte it stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
    ]

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw SyntaxError(message: "'\\u' must be followed by four hex digits")
            }
            value = value << 4 + UInt32(digit)
            advance()
        }
        return value
    }
}

extension Mark {
    /// A mark at a 1-based line and column. Yams makes marks only while parsing YAML and has no
    /// public initializer; `Mark` is two `Int`s, so one is laid out from the same two values.
    static func at(line: Int, column: Int) -> Mark {
        unsafeBitCast(MarkLayout(line: line, column: column), to: Mark.self)
    }

    private struct MarkLayout {
        var line: Int
        var column: Int
    }
}
