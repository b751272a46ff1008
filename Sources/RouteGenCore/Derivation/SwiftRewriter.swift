/// Rewrites Swift source text token by token, for deriving the Alamofire output's support code
/// from `RouteGenRuntime`'s portable sources (``RuntimeDerivation``).
///
/// It reads just enough of Swift to tell code from comments and string literals: identifiers in
/// code (and in the code of string interpolations, `"\(Swift.Int(x))"`) and whole comments are
/// handed to the callbacks; everything else, string text included, is copied as it is. Numbers are
/// read whole, so `0x0D` is not an identifier `x0D`; a backticked identifier (`` `default` ``) is
/// kept as written.
struct SwiftRewriter {
    /// An identifier of code, with what stands around it.
    struct Identifier {
        var text: Substring
        /// The last byte before it that isn't a space: `.` for a member (`value.count`), `@` for an attribute.
        var before: UInt8?
        /// The byte right after it.
        var after: UInt8?
        /// How many `{` of code enclose it: 0 at the top level of the file.
        var depth: Int
        /// The identifier of code before it (`struct` for the name of a struct).
        var previous: Substring?
    }

    /// What to do with an identifier.
    enum Action: Equatable {
        case keep
        /// Writes this text instead.
        case replace(String)
        /// Writes this text instead and drops the `count` bytes after the identifier (the `.` of a
        /// module qualifier, the space after a keyword that is removed).
        case replaceDropping(String, count: Int)
    }

    var identifier: (Identifier) -> Action = { _ in .keep }
    /// Gets a whole comment, `//` or `/* */` included, and returns its text.
    var comment: (Substring) -> String = { String($0) }

    func rewrite(_ text: String) -> String {
        var scanner = Scanner(text: text, rewriter: self)
        scanner.code(interpolation: false)
        return String(decoding: scanner.output, as: UTF8.self)
    }

    private struct Scanner {
        let text: String
        let bytes: [UInt8]
        let rewriter: SwiftRewriter
        var index = 0
        var output: [UInt8] = []
        var depth = 0
        var lastSignificant: UInt8?
        var previousIdentifier: Substring?

        init(text: String, rewriter: SwiftRewriter) {
            self.text = text
            bytes = Array(text.utf8)
            self.rewriter = rewriter
            output.reserveCapacity(bytes.count + bytes.count / 8)
        }

        func byte(at offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        /// Code, until the end of the text or, in an interpolation, the `)` that closes it (not copied).
        mutating func code(interpolation: Bool) {
            var parentheses = 0
            while index < bytes.count {
                let current = bytes[index]
                switch current {
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                    let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    emitComment(upTo: end)
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    emitComment(upTo: blockCommentEnd())
                case UInt8(ascii: "\""):
                    string(hashes: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if byte(at: index + hashes) == UInt8(ascii: "\"") {
                        string(hashes: hashes)
                    } else {
                        copy(count: 1)
                    }
                case UInt8(ascii: "`"):
                    let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "`")).map { $0 + 1 } ?? bytes.count
                    copy(count: end - index)
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    var end = index
                    while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                    copy(count: end - index)
                case UInt8(ascii: "("):
                    parentheses += 1
                    copy(count: 1)
                case UInt8(ascii: ")"):
                    if interpolation, parentheses == 0 { return }
                    parentheses -= 1
                    copy(count: 1)
                case UInt8(ascii: "{"):
                    depth += 1
                    copy(count: 1)
                case UInt8(ascii: "}"):
                    depth -= 1
                    copy(count: 1)
                default:
                    if Self.isIdentifierStart(current) {
                        identifier()
                    } else {
                        copy(count: 1)
                    }
                }
            }
        }

        private mutating func identifier() {
            var end = index
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let utf8 = text.utf8
            let word = text[utf8.index(utf8.startIndex, offsetBy: index)..<utf8.index(utf8.startIndex, offsetBy: end)]
            let found = Identifier(text: word, before: lastSignificant, after: byte(at: end), depth: depth, previous: previousIdentifier)
            switch rewriter.identifier(found) {
            case .keep:
                output += bytes[index..<end]
                index = end
            case let .replace(replacement):
                output += Array(replacement.utf8)
                index = end
            case let .replaceDropping(replacement, count):
                output += Array(replacement.utf8)
                index = min(end + count, bytes.count)
            }
            previousIdentifier = word
            lastSignificant = bytes[end - 1]
        }

        /// A string literal with `hashes` `#` before its opening quote (a raw string), which stands at `index`.
        private mutating func string(hashes: Int) {
            let multiline = (0..<3).allSatisfy { byte(at: index + hashes + $0) == UInt8(ascii: "\"") }
            let quotes = multiline ? 3 : 1
            copy(count: hashes + quotes)
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                    let after = index + 1 + hashes
                    if byte(at: after) == UInt8(ascii: "(") {
                        copy(count: after + 1 - index)
                        code(interpolation: true)
                        copy(count: 1)
                    } else {
                        copy(count: min(after + 1, bytes.count) - index)
                    }
                    continue
                }
                if current == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ byte(at: index + $0) == UInt8(ascii: "\"") }),
                   (0..<hashes).allSatisfy({ byte(at: index + quotes + $0) == UInt8(ascii: "#") }) {
                    copy(count: quotes + hashes)
                    return
                }
                copy(count: 1)
            }
        }

        /// The end of the block comment that starts at `index`; block comments nest.
        private func blockCommentEnd() -> Int {
            var level = 0
            var position = index
            while position + 1 < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "*") {
                    level += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                    level -= 1
                    position += 2
                    if level == 0 { return position }
                } else {
                    position += 1
                }
            }
            return bytes.count
        }

        private mutating func emitComment(upTo end: Int) {
            let utf8 = text.utf8
            let range = utf8.index(utf8.startIndex, offsetBy: index)..<utf8.index(utf8.startIndex, offsetBy: end)
            output += Array(rewriter.comment(text[range]).utf8)
            index = end
        }

        private mutating func copy(count: Int) {
            for byte in bytes[index..<(index + count)] {
                output.append(byte)
                if byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D { lastSignificant = byte }
            }
            index += count
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...: true
            default: false
            }
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
