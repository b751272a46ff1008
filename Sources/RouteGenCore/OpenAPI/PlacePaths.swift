import Yams

/// Follows the pointers the translator recorded down one file's tree, to tell each recorded node's
/// place (see `OpenAPITranslator.resolvePlaces`). What it finds after a shared step of a pointer is
/// remembered, so the many pointers below one schema follow its path once.
struct PlacePaths {
    let file: OpenAPIFile
    private var reached: [ObjectIdentifier: Passed] = [:]
    /// What each prefix of a `$ref`'s pointer leads to, by its text.
    private var reachedByText: [String: Passed] = [:]

    init(file: OpenAPIFile) {
        self.file = file
    }

    /// A node on the way down, and how the walk over the text would have reached it.
    private final class Passed {
        let parent: Passed?
        let node: Node
        /// The node's place when it is a mapping.
        let key: NodeKey?
        let pointer: String
        /// Where the text of the node's next sibling starts.
        let end: Mark?
        /// Where the node's text starts, when the step to it counts.
        let start: Mark?
        /// The step to it was in the text's order.
        let inOrder: Bool

        init(parent: Passed?, node: Node, key: NodeKey?, pointer: String, end: Mark?, start: Mark?, inOrder: Bool) {
            self.parent = parent
            self.node = node
            self.key = key
            self.pointer = pointer
            self.end = end
            self.start = start
            self.inOrder = inOrder
        }

        /// The nodes from the root to this one.
        var path: [Passed] {
            var path: [Passed] = []
            var current: Passed? = self
            while let passed = current {
                path.append(passed)
                current = passed.parent
            }
            return path.reversed()
        }
    }

    /// The pointer of the node `key` along `pointer`: the first mapping on the way whose place is
    /// `key`'s. `nil` when that may not be the node's place: when a step on the way is out of the
    /// text's order (a value that starts before its key, an item that starts before the end of the
    /// one before it), which only a YAML alias or a made node does, or leads to a node whose text
    /// doesn't hold `key`'s (one that stands in for another), or when no mapping on the way is at `key`.
    mutating func place(of key: NodeKey, along pointer: NodePointer) -> String? {
        let spot = (key.line, key.column)
        for passed in last(of: pointer).path {
            guard passed.inOrder else { return nil }
            if let start = passed.start {
                guard spot >= (start.line, start.column) else { return nil }
                if let end = passed.end, spot >= (end.line, end.column) { return nil }
            }
            if passed.key == key { return passed.pointer }
        }
        return nil
    }

    /// The last node along `pointer` from the root, or the step that leads nowhere or out of order.
    private mutating func last(of pointer: NodePointer) -> Passed {
        let steps = pointer.stepsFromLast
        let known = steps.firstIndex { $0.id.map { reached[$0] != nil } ?? false }
        var passed = known.flatMap { steps[$0].id.flatMap { reached[$0] } } ?? root
        var index = (known ?? steps.count) - 1
        while index >= 0 {
            let step = steps[index]
            if passed.parent == nil, case .written = step.token {
                // A `$ref`'s pointer from the root: what each of its prefixes leads to is shared by
                // every pointer that starts with it (`/components/schemas`).
                for token in NodePointer.tokens(of: step.token) where passed.inOrder {
                    let prefix = passed.pointer + "/" + NodePointer.escaped(token)
                    if let found = reachedByText[prefix] {
                        passed = found
                    } else {
                        passed = self.step(from: passed, token: token)
                        reachedByText[prefix] = passed
                    }
                }
            } else {
                for token in NodePointer.tokens(of: step.token) where passed.inOrder {
                    passed = self.step(from: passed, token: token)
                }
            }
            if let id = step.id { reached[id] = passed }
            index -= 1
        }
        return passed
    }

    private var root: Passed {
        let root = file.root
        let key: NodeKey? = if case .mapping = root { file.key(root) } else { nil }
        return Passed(parent: nil, node: root, key: key, pointer: "", end: nil, start: nil, inOrder: true)
    }

    /// The node under `token` of `from`'s node, as the walk over the text would reach it.
    private func step(from passed: Passed, token: String) -> Passed {
        let failed = Passed(
            parent: passed, node: passed.node, key: nil, pointer: passed.pointer, end: nil, start: nil, inOrder: false)
        let child: Node
        let start: Mark
        let end: Mark?
        switch passed.node {
        case let .mapping(mapping):
            guard let position = file.position(of: token, in: mapping, at: passed.pointer) else { return failed }
            let entry = mapping[position]
            guard let keyMark = entry.key.mark, let valueMark = entry.value.mark,
                  (valueMark.line, valueMark.column) >= (keyMark.line, keyMark.column) else { return failed }
            child = entry.value
            start = valueMark
            end = position + 1 < mapping.endIndex ? mapping[position + 1].key.mark : passed.end
        case let .sequence(sequence):
            guard let position = Int(token), sequence.indices.contains(position), let mark = sequence[position].mark,
                  let floor = position == 0 ? passed.node.mark : Self.lastMark(in: sequence[position - 1]) else { return failed }
            let item = (mark.line, mark.column), before = (floor.line, floor.column)
            guard position == 0 ? item >= before : item > before else { return failed }
            child = sequence[position]
            start = mark
            end = position + 1 < sequence.endIndex ? sequence[position + 1].mark : passed.end
        default:
            return failed
        }
        let key: NodeKey? = if case .mapping = child { file.key(child) } else { nil }
        return Passed(
            parent: passed, node: child, key: key, pointer: passed.pointer + "/" + NodePointer.escaped(token), end: end, start: start,
            inOrder: true)
    }

    /// Where the last node written inside `node` starts: following the last entry or item down.
    private static func lastMark(in node: Node) -> Mark? {
        var node = node
        while true {
            switch node {
            case let .mapping(mapping):
                guard !mapping.isEmpty else { return node.mark }
                node = mapping[mapping.endIndex - 1].value
            case let .sequence(sequence):
                guard let last = sequence.last else { return node.mark }
                node = last
            default:
                return node.mark
            }
        }
    }
}
