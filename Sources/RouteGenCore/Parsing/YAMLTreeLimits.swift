import Yams

/// Checks a composed YAML tree against `InputLimits` before anything walks it. Yams shares an
/// anchored node with each alias of it, so the tree is small, but every walk that follows the
/// aliases sees them expanded: nine levels of ten aliases each are a billion nodes.
enum YAMLTreeLimits {
    /// The first limit the tree passes, as an error at the place that passes it; `nil` if none.
    static func check(_ root: Node, file: String) -> Diagnostic? {
        // Only mappings and lists are counted as aliases: an alias of a scalar adds one node.
        var places: Set<NodePlace> = []
        var aliases: [Node] = []
        var stack: [(node: Node, depth: Int)] = [(root, 1)]
        // Only mappings and lists go on the stack: copying a node costs several reference counts,
        // and most nodes are scalars. A scalar child is checked for depth with its parent, and
        // the error is placed where the walk with every node on the stack would have met it first:
        // at the last child, which such a walk takes next.
        while let (node, depth) = stack.popLast() {
            if depth > InputLimits.nesting { return tooDeep(node, file: file) }
            switch node {
            case let .mapping(mapping):
                guard places.insert(NodePlace(node)!).inserted else {
                    aliases.append(node)
                    continue
                }
                if depth == InputLimits.nesting, !mapping.isEmpty {
                    return tooDeep(mapping[mapping.endIndex - 1].key, file: file)
                }
                // Indexing: a mapping's `makeIterator()` builds an array of its pairs first.
                var index = mapping.startIndex
                while index < mapping.endIndex {
                    let pair = mapping[index]
                    if pair.value.isCollection { stack.append((pair.value, depth + 1)) }
                    if pair.key.isCollection { stack.append((pair.key, depth + 1)) }
                    index += 1
                }
            case let .sequence(sequence):
                guard places.insert(NodePlace(node)!).inserted else {
                    aliases.append(node)
                    continue
                }
                if depth == InputLimits.nesting, let last = sequence.last { return tooDeep(last, file: file) }
                for item in sequence where item.isCollection { stack.append((item, depth + 1)) }
            case .scalar, .alias:
                break
            }
        }
        // Which occurrence of a node is the anchor and which are aliases doesn't change the count.
        var sizes: [NodePlace: Int] = [:]
        var expanded = 0
        for alias in aliases {
            expanded += size(of: alias, known: &sizes)
            if expanded > InputLimits.aliasExpansion {
                return .error(
                    "YAML aliases in this document expand to more than \(InputLimits.aliasExpansion) nodes, and one of "
                        + "those passing the limit repeats the value anchored here; write the values out or use fewer aliases",
                    at: SourceLocation(of: alias, in: file))
            }
        }
        return nil
    }

    /// The error for a node past `InputLimits.nesting`, at that node.
    private static func tooDeep(_ node: Node, file: String) -> Diagnostic {
        .error("the document nests deeper than \(InputLimits.nesting) levels; routegen reads at most "
            + "\(InputLimits.nesting)", at: SourceLocation(of: node, in: file))
    }

    /// The nodes `node` stands for with its aliases expanded, counted up to just past the limit.
    private static func size(of node: Node, known: inout [NodePlace: Int]) -> Int {
        let place = NodePlace(node)
        if let place, let size = known[place] { return size }
        var total = 0
        var stack = [node]
        while let next = stack.popLast(), total <= InputLimits.aliasExpansion {
            total += 1
            switch next {
            case let .mapping(mapping):
                for pair in mapping {
                    stack.append(pair.key)
                    stack.append(pair.value)
                }
            case let .sequence(sequence): stack.append(contentsOf: sequence)
            case .scalar, .alias: break
            }
        }
        let size = min(total, InputLimits.aliasExpansion + 1)
        if let place { known[place] = size }
        return size
    }
}

private extension Node {
    /// A mapping or a list.
    var isCollection: Bool {
        switch self {
        case .mapping, .sequence: true
        case .scalar, .alias: false
        }
    }
}
