/// The JSON pointer of a node the translator reads, in the node's file: the steps it took from
/// the file's root (`/paths`, `/~1pets`, `/get`, …), or from the target of the `$ref` it followed.
///
/// Taking a step shares the steps before it, so the translator can carry the pointer of every
/// node it reads and spell it out only for the few that become models.
struct NodePointer: Sendable {
    /// One step: a key of a mapping, an index of a list, or a pointer as a `$ref` writes it.
    private enum Token: Sendable {
        case key(String)
        case index(Int)
        case written(String)
    }

    private final class Step: Sendable {
        let parent: Step?
        let token: Token

        init(parent: Step?, token: Token) {
            self.parent = parent
            self.token = token
        }
    }

    private let last: Step?

    /// The whole file.
    static let root = NodePointer(last: nil)

    private init(last: Step?) {
        self.last = last
    }

    /// A pointer as written after the `#` of a `$ref` (`/components/schemas/Pet`); `""` is the root.
    init(_ written: String) {
        last = written.isEmpty ? nil : Step(parent: nil, token: .written(written))
    }

    /// The pointer of the value under `key`, in the mapping this pointer names.
    func key(_ key: String) -> NodePointer {
        NodePointer(last: Step(parent: last, token: .key(key)))
    }

    /// The pointer of the `index`-th item, in the list this pointer names.
    func index(_ index: Int) -> NodePointer {
        NodePointer(last: Step(parent: last, token: .index(index)))
    }

    /// The unescaped tokens, root first: `["paths", "/pets", "get"]`.
    var tokens: [String] {
        var reversed: [String] = []
        var step = last
        while let current = step {
            switch current.token {
            case let .key(key): reversed.append(key)
            case let .index(index): reversed.append(String(index))
            case let .written(text):
                reversed += text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().reversed()
                    .map { Self.unescaped($0) }
            }
            step = current.parent
        }
        return reversed.reversed()
    }

    /// The pointer's text for `tokens`: each escaped (`~` is `~0`, `/` is `~1`) after a `/`.
    static func text(of tokens: ArraySlice<String>) -> String {
        tokens.map { "/" + escaped($0) }.joined()
    }

    /// A JSON pointer token: `~` is `~0` and `/` is `~1`.
    static func escaped(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count + 8)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func unescaped(_ token: Substring) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        return token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
