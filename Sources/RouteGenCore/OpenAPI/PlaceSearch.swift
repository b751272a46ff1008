import Yams

/// Finds where nodes sit in a file's tree by walking it: for the few models whose schema the
/// translator reached through a YAML alias or through a node that the Swagger converter made in
/// another node's place, where the path the translator took needn't be the node's place (see
/// `OpenAPITranslator.resolvePlaces`). Every other place is the translator's own path.
enum PlaceSearch {
    /// The pointer of each of `wanted` in `file`: the first path, depth first, that reaches it.
    static func pointers(of wanted: Set<NodeKey>, in file: OpenAPIFile) -> [NodeKey: String] {
        var pointers: [NodeKey: String] = [:]
        var remaining = wanted
        let record = { (key: NodeKey, path: [PathToken]) in
            pointers[key] = path.map(\.pointerText).joined()
        }
        var path: [PathToken] = []
        let starts = wanted.map(Spot.init).sorted()
        walk(file.root, before: nil, starts: starts, path: &path, in: file, wanted: &remaining, found: record)
        // A Swagger 2.0 document is read converted: its schemas keep their places in the text
        // but sit elsewhere in the tree (a body parameter's under `requestBody`), outside the
        // text of the branches that hold them. What the first walk missed, a full walk finds.
        walk(file.root, before: nil, starts: nil, path: &path, in: file, wanted: &remaining, found: record)
        return pointers
    }

    /// One step of the walk's path: a key of a mapping or an index of a list. The pointer's text is
    /// made only for the nodes that are wanted, not for every node the walk passes.
    private enum PathToken {
        case key(String)
        case index(Int)

        /// `/properties`, `/0`, escaped.
        var pointerText: String {
            switch self {
            case let .key(key): "/" + NodePointer.escaped(key)
            case let .index(index): "/" + String(index)
            }
        }
    }

    /// Where a node starts in its file's text. In a document read as written, a node's children
    /// start after it and before its next sibling, so the walk enters only the branches whose text
    /// holds a wanted node (a node a YAML alias repeats starts where its anchor does, in order too).
    private struct Spot: Comparable {
        var line: Int
        var column: Int

        init(_ key: NodeKey) {
            line = key.line
            column = key.column
        }

        init?(_ node: Node) {
            guard let mark = node.mark else { return nil }
            line = mark.line
            column = mark.column
        }

        static func < (lhs: Spot, rhs: Spot) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// Visits the mappings and lists under `node` depth first until every wanted node is found.
    /// With `starts` (the wanted nodes' spots, sorted), a branch is entered only if one of them lies
    /// between its start and `before`, where the text of the next branch begins.
    private static func walk(
        _ node: Node, before end: Spot?, starts: [Spot]?, path: inout [PathToken], in file: OpenAPIFile,
        wanted: inout Set<NodeKey>, found: (NodeKey, [PathToken]) -> Void
    ) {
        guard !wanted.isEmpty else { return }
        switch node {
        case let .mapping(mapping):
            let key = file.key(node)
            if wanted.remove(key) != nil { found(key, path) }
            var index = mapping.startIndex
            while index < mapping.endIndex {
                let (key, value) = mapping[index]
                index += 1
                guard isBranch(value) else { continue }
                let next = index < mapping.endIndex ? Spot(mapping[index].key) : end
                if let starts, !holds(starts, from: Spot(value), before: next) { continue }
                guard let name = key.scalar?.string else { continue }
                path.append(.key(name))
                walk(value, before: next, starts: starts, path: &path, in: file, wanted: &wanted, found: found)
                path.removeLast()
            }
        case let .sequence(sequence):
            for offset in sequence.indices {
                let element = sequence[offset]
                guard isBranch(element) else { continue }
                let next = offset + 1 < sequence.endIndex ? Spot(sequence[offset + 1]) : end
                if let starts, !holds(starts, from: Spot(element), before: next) { continue }
                path.append(.index(offset))
                walk(element, before: next, starts: starts, path: &path, in: file, wanted: &wanted, found: found)
                path.removeLast()
            }
        default:
            return
        }
    }

    /// Whether the walk may find a wanted node under `node`: a mapping or a list, told apart
    /// without copying either.
    private static func isBranch(_ node: Node) -> Bool {
        switch node {
        case .mapping, .sequence: true
        default: false
        }
    }

    /// Whether a wanted spot lies from `start` up to `end`; a branch without a start may hold any.
    private static func holds(_ starts: [Spot], from start: Spot?, before end: Spot?) -> Bool {
        guard let start else { return true }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        guard low < starts.count else { return false }
        guard let end else { return true }
        return starts[low] < end
    }
}
