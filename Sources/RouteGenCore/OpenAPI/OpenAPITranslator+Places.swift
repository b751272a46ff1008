import Yams

/// Where each model's schema is written, as a JSON pointer: `#/components/schemas/customer`,
/// `#/paths/~1v1~1customers/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties/address`.
/// A named schema's place is its `$ref` target; an inline model's is the path the translator took
/// to its schema, recorded as the model is made (`recordPlace`). `Model.places` keeps them for the
/// template context and for comparing two versions of a document (`Scripts/check-renames.py`).
///
/// A place is the first path, depth first, that leads to the schema's node: in a document read as
/// written, where the node is written. The translator's path is that path unless it passed through
/// a YAML alias, which repeats a node written elsewhere, or through a node that stands in another
/// node's place (a Swagger 2.0 document is read converted, and a node made there takes the place of
/// what it is made from: a parameter's schema that of the parameter). `resolvePlaces` checks each
/// path against the tree: a shallower node on it with the same place is the place, and the few
/// paths that pass through an alias or a made node out of order are left to `PlaceSearch`.
extension OpenAPITranslator {
    /// The pointer of a place in `file`, with the file's path in front unless it is the document itself.
    func placeText(_ pointer: String, in file: OpenAPIFile) -> String {
        (file === entry ? "" : file.path) + "#" + pointer
    }

    /// Remembers that the model `name` was made from the schema at `node`, reached by `pointer`.
    func recordPlace(of name: String, node: Node, at pointer: NodePointer, in file: OpenAPIFile) {
        places.recordInline(name, at: file.key(node), pointer: pointer)
    }

    /// Fills in `places` of every model: named schemas from their `$ref` targets, inline ones from
    /// the paths their nodes were reached by.
    func resolvePlaces(_ spec: inout APISpec) {
        var pointers: [NodeKey: String] = [:]
        var unsettled: [Int: Set<NodeKey>] = [:]
        for index in spec.models.indices where spec.models[index].places.isEmpty {
            let name = spec.models[index].name
            guard places.namedPlace(of: name) == nil, let key = places.inlineNodes[name], pointers[key] == nil,
                  let pointer = places.pointers[key] else { continue }
            let file = loaded[key.file]
            if let found = Self.place(of: key, along: pointer.tokens, in: file) {
                pointers[key] = placeText(found, in: file)
            } else {
                unsettled[key.file, default: []].insert(key)
            }
        }
        for (index, keys) in unsettled {
            let file = loaded[index]
            // The search enters the branches whose text holds any recorded node, as it always has.
            let starts = Set(places.inlineNodes.values.filter { $0.file == index })
            for (key, pointer) in PlaceSearch.pointers(of: starts, in: file) where keys.contains(key) {
                pointers[key] = placeText(pointer, in: file)
            }
        }
        for index in spec.models.indices where spec.models[index].places.isEmpty {
            let name = spec.models[index].name
            if let place = places.namedPlace(of: name) ?? places.inlineNodes[name].flatMap({ pointers[$0] }) {
                spec.models[index].places = [place]
            }
        }
    }

    /// The pointer of the node `key` along `tokens` from the root of `file`: the first mapping on
    /// the way whose place is `key`'s. `nil` when that may not be the node's place: when a step on
    /// the way is out of the text's order (a value that starts before its key, an item that starts
    /// before the end of the one before it), which only a YAML alias or a made node does, or leads
    /// to a node whose text doesn't hold `key`'s (one that stands in for another), or when no
    /// mapping on the way is at `key`.
    private static func place(of key: NodeKey, along tokens: [String], in file: OpenAPIFile) -> String? {
        let spot = (key.line, key.column)
        var node = file.root
        var pointer = ""
        var offset = 0
        // Where the text of the current node's next sibling starts.
        var end: Mark?
        while true {
            if case .mapping = node, file.key(node) == key { return pointer }
            guard offset < tokens.count else { return nil }
            let token = tokens[offset]
            offset += 1
            let child: Node
            let next: Mark?
            switch node {
            case let .mapping(mapping):
                guard let position = file.position(of: token, in: mapping, at: pointer),
                      let keyMark = mapping[position].key.mark, let valueMark = mapping[position].value.mark,
                      (valueMark.line, valueMark.column) >= (keyMark.line, keyMark.column) else { return nil }
                child = mapping[position].value
                next = position + 1 < mapping.endIndex ? mapping[position + 1].key.mark : end
            case let .sequence(sequence):
                guard let position = Int(token), sequence.indices.contains(position), let mark = sequence[position].mark,
                      let floor = position == 0 ? node.mark : lastMark(in: sequence[position - 1]) else { return nil }
                let item = (mark.line, mark.column), before = (floor.line, floor.column)
                guard position == 0 ? item >= before : item > before else { return nil }
                child = sequence[position]
                next = position + 1 < sequence.endIndex ? sequence[position + 1].mark : end
            default:
                return nil
            }
            if let start = child.mark {
                guard spot >= (start.line, start.column) else { return nil }
                if let next, spot >= (next.line, next.column) { return nil }
            }
            node = child
            end = next
            pointer += "/" + NodePointer.escaped(token)
        }
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
