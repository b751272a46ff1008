import Yams

/// Rebuilding the nodes of a converted tree; they keep their tag, style and place.
extension Node {
    /// This mapping (or list) with other pairs (items), keeping its tag, style and place.
    func with(pairs: [(Node, Node)]) -> Node {
        guard case let .mapping(mapping) = self else { return self }
        return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    }

    func with(items: [Node]) -> Node {
        guard case let .sequence(sequence) = self else { return self }
        return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
    }

    /// The node with `replacement` at the JSON pointer `pointer` (`/definitions/Pet`), rebuilt
    /// along the way; `nil` when nothing is there.
    func replacing(at pointer: String, with replacement: Node) -> Node? {
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return replacing(at: tokens[...], with: replacement)
    }

    private func replacing(at tokens: ArraySlice<String>, with replacement: Node) -> Node? {
        guard let token = tokens.first else { return replacement }
        switch self {
        case let .mapping(mapping):
            var pairs = mapping.map { ($0.key, $0.value) }
            guard let index = pairs.firstIndex(where: { $0.0.scalar?.string == token }),
                  let value = pairs[index].1.replacing(at: tokens.dropFirst(), with: replacement) else { return nil }
            pairs[index].1 = value
            return with(pairs: pairs)
        case let .sequence(sequence):
            var items = Array(sequence)
            guard let index = Int(token), items.indices.contains(index),
                  let item = items[index].replacing(at: tokens.dropFirst(), with: replacement) else { return nil }
            items[index] = item
            return with(items: items)
        case .scalar, .alias:
            return nil
        }
    }
}
