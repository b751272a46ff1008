import Foundation
import Yams

/// One file of an OpenAPI document: the file routegen was given, or one that a `$ref` reaches.
/// Every diagnostic about a node points into the file that holds the node.
final class OpenAPIFile {
    /// The position in the translator's list of files; part of every node's identity.
    let index: Int
    /// The path as diagnostics print it: the user's path for the first file, and for the others
    /// the referring file's folder joined with the reference.
    let path: String
    /// The standardized absolute path, which identifies the file however it is referred to.
    let absolutePath: String
    let root: Node
    /// JSON pointers already followed, with what they found.
    private var pointers: [String: Node?] = [:]
    /// The position of each key of a large mapping (`/components/schemas`), by the mapping's
    /// pointer, built on first lookup, so that following hundreds of pointers into one doesn't scan
    /// it hundreds of times.
    private var indexes: [String: [String: Int]] = [:]

    init(index: Int, path: String, root: Node) {
        self.index = index
        self.path = path
        absolutePath = Self.absolutePath(of: path)
        self.root = root
    }

    func location(_ node: Node) -> SourceLocation { SourceLocation(of: node, in: path) }

    /// The location of the `offset`-th character inside a one-line scalar, past any opening quote.
    func location(ofOffset offset: Int, in node: Node) -> SourceLocation {
        SourceLocation(ofOffset: offset, in: node, file: path)
    }

    /// Identifies a mapping node within all files: its file and where it starts.
    func key(_ node: Node) -> NodeKey {
        let mark = node.mark
        return NodeKey(file: index, line: mark?.line ?? 0, column: mark?.column ?? 0)
    }

    /// The node a JSON pointer such as `/components/schemas/Pet` names; `""` is the whole file.
    func node(at pointer: String) -> Node? {
        if let found = pointers[pointer] { return found }
        var node: Node? = root
        var prefix = ""
        if !pointer.isEmpty {
            for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
                guard let parent = node else { break }
                node = child(of: parent, at: prefix, named: Self.unescape(token))
                prefix += "/" + token
            }
        }
        pointers[pointer] = node
        return node
    }

    private func child(of node: Node, at pointer: String, named token: String) -> Node? {
        guard case let .mapping(mapping) = node else { return Self.child(of: node, named: token) }
        return position(of: token, in: mapping, at: pointer).map { mapping[$0].value }
    }

    /// The position of the first entry under `token` in `mapping`, the mapping at `pointer`
    /// (escaped, as in a `$ref`).
    func position(of token: String, in mapping: Node.Mapping, at pointer: String) -> Int? {
        guard mapping.count > 16 else {
            return mapping.indices.first { mapping[$0].key.scalar?.string == token }
        }
        if indexes[pointer] == nil {
            var index: [String: Int] = [:]
            index.reserveCapacity(mapping.count)
            for position in mapping.indices {
                if let key = mapping[position].key.scalar?.string, index[key] == nil { index[key] = position }
            }
            indexes[pointer] = index
        }
        return indexes[pointer]?[token]
    }

    private static func child(of node: Node, named token: String) -> Node? {
        switch node {
        case let .mapping(mapping):
            for index in mapping.indices where mapping[index].key.scalar?.string == token {
                return mapping[index].value
            }
            return nil
        case let .sequence(sequence):
            guard let position = Int(token), position >= 0, position < sequence.count else { return nil }
            return sequence[sequence.index(sequence.startIndex, offsetBy: position)]
        default:
            return nil
        }
    }

    /// `~1` is `/` and `~0` is `~` in a JSON pointer (percent-encoding is decoded before).
    private static func unescape(_ token: Substring) -> String {
        var text = String(token)
        if token.utf8.contains(UInt8(ascii: "~")) {
            text = text.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return text
    }

    static func absolutePath(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `specs/api.yaml` + `./schemas/pet.yaml` → `specs/schemas/pet.yaml`, with `.` and `..` removed
    /// where the path allows it, so diagnostics show a short path a user can open.
    static func path(_ relative: String, from referringPath: String) -> String {
        if relative.hasPrefix("/") { return normalized(relative) }
        let folder = (referringPath as NSString).deletingLastPathComponent
        return normalized(folder.isEmpty ? relative : folder + "/" + relative)
    }

    private static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

/// A mapping node's identity across files, for caching what was made of it.
struct NodeKey: Hashable {
    var file: Int
    var line: Int
    var column: Int
}
