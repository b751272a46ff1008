import Yams

/// Reads typed values out of a YAML tree and reports every mismatch with its location.
/// Readers return `nil` after reporting, so parsing goes on and finds the next problem too.
struct SpecReader {
    let file: String
    var diagnostics = Diagnostics()

    /// One entry of a mapping whose key is a string.
    struct Entry {
        var key: String
        var keyNode: Node
        var value: Node
    }

    func location(_ node: Node) -> SourceLocation { SourceLocation(of: node, in: file) }

    /// The location of the `offset`-th character inside a one-line scalar, past any opening quote.
    func location(ofOffset offset: Int, in node: Node) -> SourceLocation {
        SourceLocation(ofOffset: offset, in: node, file: file)
    }

    mutating func error(_ message: String, at node: Node) {
        diagnostics.error(message, at: location(node))
    }

    mutating func warning(_ message: String, at node: Node) {
        diagnostics.warning(message, at: location(node))
    }

    /// The entries of a mapping, or `nil` (reported) when `node` is something else.
    mutating func entries(_ node: Node, of what: String) -> [Entry]? {
        guard let mapping = node.mapping else {
            error("\(what) must be a mapping, but it is \(Self.kind(of: node))", at: node)
            return nil
        }
        var entries: [(entry: Entry, isMerged: Bool)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                error("a key in \(what) must be a plain name, but it is \(Self.kind(of: key))", at: key)
                continue
            }
            if name == "<<", key.scalar?.style == .plain {
                entries += mergedEntries(value, of: what).map { ($0, true) }
                continue
            }
            entries.append((Entry(key: name, keyNode: key, value: value), false))
        }
        // A YAML merge key (`<<: *base`) brings its entries in where it stands. Keys written in the
        // mapping itself win over them, and of merged ones the first wins.
        var present = Set(entries.filter { !$0.isMerged }.map(\.entry.key))
        return entries.compactMap { item in
            !item.isMerged || present.insert(item.entry.key).inserted ? item.entry : nil
        }
    }

    /// The entries a merge key brings in: those of a mapping, or of each mapping in a list.
    private mutating func mergedEntries(_ value: Node, of what: String) -> [Entry] {
        let sources = value.sequence.map(Array.init) ?? [value]
        guard sources.allSatisfy({ $0.mapping != nil }) else {
            error("the merge key '<<' in \(what) takes a mapping or a list of mappings, such as '<<: *base', "
                + "but it is \(Self.kind(of: value))", at: value)
            return []
        }
        return sources.flatMap { entries($0, of: what) ?? [] }
    }

    /// Reports each key that is not in `allowed`, suggesting the closest allowed one.
    mutating func rejectUnknownKeys(_ entries: [Entry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let suggestion = Suggestions.closest(to: entry.key, in: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of: \(allowed.joined(separator: ", "))"
            }
            error(message, at: entry.keyNode)
        }
    }

    /// A scalar's text. Numbers and booleans are read as written, since a description or a
    /// name like `404` or `yes` is meant as text.
    mutating func string(_ node: Node, of what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            error("\(what) must be a string, but it is \(Self.kind(of: node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// Like `string`, but an empty or `null` value means "none" rather than a mistake.
    mutating func optionalString(_ node: Node, of what: String) -> String? {
        if node.scalar?.isNull == true { return nil }
        return string(node, of: what)
    }

    mutating func number(_ node: Node, of what: String) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any,
              let value = Double(scalar.string), value.isFinite else {
            error("\(what) must be a number, but it is \(Self.kind(of: node))", at: node)
            return nil
        }
        return value
    }

    mutating func bool(_ node: Node, of what: String) -> Bool? {
        guard let value = node.scalar?.boolValue else {
            error("\(what) must be true or false, but it is \(Self.kind(of: node))", at: node)
            return nil
        }
        return value
    }

    mutating func stringList(_ node: Node, of what: String) -> [(String, Node)]? {
        guard let sequence = node.sequence else {
            error("\(what) must be a list, but it is \(Self.kind(of: node))", at: node)
            return nil
        }
        return sequence.compactMap { item in string(item, of: "an item of \(what)").map { ($0, item) } }
    }

    /// How a node reads to a person: "a mapping", "a list", "the number 3", "the string 'x'".
    static func kind(of node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case let .scalar(scalar):
            if scalar.style == .plain || scalar.style == .any {
                switch scalar.resolvedTag {
                case .null: return "empty"
                case .bool: return "the boolean \(scalar.string)"
                case .int, .float: return "the number \(scalar.string)"
                default: break
                }
            }
            return "the string '\(shortened(scalar.string))'"
        }
    }

    /// At most 60 characters of `text`, so that a message never quotes a whole file.
    static func shortened(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(57) + "..."
    }
}

extension Node.Scalar {
    /// What YAML's core schema makes of this scalar (`int`, `bool`, `null`, `str`, ...): quoted
    /// scalars are strings, plain ones are resolved by their text. `compose` leaves tags unresolved.
    var resolvedTag: Tag.Name {
        switch style {
        case .plain, .any: Resolver.default.resolveTag(of: .scalar(self))
        default: .str
        }
    }

    /// `true`/`false` (and YAML 1.1's yes/no/on/off) written without quotes; otherwise `nil`.
    var boolValue: Bool? {
        guard style == .plain || style == .any else { return nil }
        switch string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// True for a plain empty, `null` or `~` scalar. Checked by hand: it runs for every value
    /// read, and the resolver's regular expressions are slow on large specs.
    var isNull: Bool {
        guard style == .plain || style == .any else { return false }
        switch string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
