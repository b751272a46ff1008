import Yams

/// Where a node of a composed YAML tree starts, and what it is. Yams hands an alias over as the
/// very node its anchor names, and keeps no anchor names, so a place met twice in one walk is an
/// alias. A block mapping starts where its first key does, hence the kind; an empty scalar takes
/// the place of the token after it, hence a scalar's text.
struct NodePlace: Hashable {
    var line: Int
    var column: Int
    var kind: UInt8
    var text: String

    init?(_ node: Node) {
        guard let mark = node.mark else { return nil }
        line = mark.line
        column = mark.column
        switch node {
        case .mapping: (kind, text) = (0, "")
        case .sequence: (kind, text) = (1, "")
        case let .scalar(scalar): (kind, text) = (2, scalar.string)
        case .alias: (kind, text) = (3, "")
        }
    }

    /// True when this place comes before `other` in the file.
    func precedes(_ other: NodePlace) -> Bool {
        (line, column) < (other.line, other.column)
    }
}
