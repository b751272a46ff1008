/// The JSON pointer of a node the translator reads, in the node's file: the steps it took from
/// the file's root (`/paths`, `/~1pets`, `/get`, …), or from the target of the `$ref` it followed.
///
/// Taking a step shares the steps before it, so the translator can carry the pointer of every
/// node it reads and spell it out only for the few that become models.
struct NodePointer: Sendable {
    /// One step: a key of a mapping, an index of a list, or a pointer as a `$ref` writes it.
    enum Token: Sendable {
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

    /// The steps before the last one, shared with the pointers made from this one.
    private let steps: Step?
    /// The last step, kept out of `steps` until a pointer is made from this one, so that the many
    /// leaves (properties that are only a `$ref` or a string) cost no step of their own.
    private let last: Token?

    /// The whole file.
    static let root = NodePointer(steps: nil, last: nil)

    private init(steps: Step?, last: Token?) {
        self.steps = steps
        self.last = last
    }

    /// A pointer as written after the `#` of a `$ref` (`/components/schemas/Pet`); `""` is the root.
    init(_ written: String) {
        steps = nil
        last = written.isEmpty ? nil : .written(written)
    }

    /// The pointer of the value under `key`, in the mapping this pointer names.
    func key(_ key: String) -> NodePointer {
        NodePointer(steps: allSteps, last: .key(key))
    }

    /// The pointer of the `index`-th item, in the list this pointer names.
    func index(_ index: Int) -> NodePointer {
        NodePointer(steps: allSteps, last: .index(index))
    }

    /// The same pointer, its last step shared too: the base to make the pointers of many children from.
    var shared: NodePointer { NodePointer(steps: allSteps, last: nil) }

    private var allSteps: Step? {
        last.map { Step(parent: steps, token: $0) } ?? steps
    }

    /// The steps, the last one first: each with the identity of the step object that holds it,
    /// which every pointer made from the same prefix shares (`nil` for the last step when it is
    /// not shared yet), so that a reader of many pointers can remember what it found at each.
    var stepsFromLast: [(id: ObjectIdentifier?, token: Token)] {
        var steps: [(id: ObjectIdentifier?, token: Token)] = []
        if let last { steps.append((nil, last)) }
        var step = self.steps
        while let current = step {
            steps.append((ObjectIdentifier(current), current.token))
            step = current.parent
        }
        return steps
    }

    /// The unescaped tokens of a step, root first: one, or several for a `$ref`'s pointer.
    static func tokens(of token: Token) -> [String] {
        switch token {
        case let .key(key): [key]
        case let .index(index): [String(index)]
        case let .written(text): text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { unescaped($0) }
        }
    }

    /// The unescaped tokens, root first: `["paths", "/pets", "get"]`.
    var tokens: [String] {
        stepsFromLast.reversed().flatMap { Self.tokens(of: $0.token) }
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
