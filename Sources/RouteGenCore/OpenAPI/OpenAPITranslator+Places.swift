import Yams

/// Where each model's schema is written, as a JSON pointer: `#/components/schemas/customer`,
/// `#/paths/~1v1~1customers/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties/address`.
/// Inline models are remembered by their node while the document is read, and their pointers are
/// found in one walk over the files at the end; `Model.places` keeps them for the template context
/// and for comparing two versions of a document (`Scripts/check-renames.py`).
extension OpenAPITranslator {
    /// The pointer of a place in `file`, with the file's path in front unless it is the document itself.
    func placeText(_ pointer: String, in file: OpenAPIFile) -> String {
        (file === entry ? "" : file.path) + "#" + pointer
    }

    /// Remembers that the model `name` was made from the schema at `node`.
    func recordPlace(of name: String, node: Node, in file: OpenAPIFile) {
        if placeNodes[name] == nil { placeNodes[name] = file.key(node) }
    }

    /// Fills in `places` of every model: named schemas from their `$ref` targets, inline ones from
    /// the nodes they were made from.
    func resolvePlaces() {
        var wanted: [Int: Set<NodeKey>] = [:]
        for key in placeNodes.values { wanted[key.file, default: []].insert(key) }
        var pointers: [NodeKey: String] = [:]
        for (index, keys) in wanted {
            let file = files[index]
            var remaining = keys
            var path: [PathToken] = []
            Self.walk(file.root, path: &path, in: file, wanted: &remaining) { key, path in
                pointers[key] = placeText(path.map(\.pointerText).joined(), in: file)
            }
        }
        for index in spec.models.indices where spec.models[index].places.isEmpty {
            let name = spec.models[index].name
            if let place = namedPlaces[name] ?? placeNodes[name].flatMap({ pointers[$0] }) {
                spec.models[index].places = [place]
            }
        }
    }

    /// One step of the walk's path: a key of a mapping or an index of a list. The pointer's text is
    /// made only for the nodes that are wanted, not for every node the walk passes.
    private enum PathToken {
        case key(String)
        case index(Int)

        /// `/properties`, `/0`, escaped.
        var pointerText: String {
            switch self {
            case let .key(key): "/" + OpenAPITranslator.escaped(key)
            case let .index(index): "/" + String(index)
            }
        }
    }

    /// Visits the mappings and lists under `node` depth first until every wanted node is found.
    private static func walk(
        _ node: Node, path: inout [PathToken], in file: OpenAPIFile, wanted: inout Set<NodeKey>,
        found: (NodeKey, [PathToken]) -> Void
    ) {
        guard !wanted.isEmpty else { return }
        switch node {
        case let .mapping(mapping):
            let key = file.key(node)
            if wanted.remove(key) != nil { found(key, path) }
            mapping.forEachEntry { name, _, value in
                guard value.mapping != nil || value.sequence != nil else { return }
                path.append(.key(name))
                walk(value, path: &path, in: file, wanted: &wanted, found: found)
                path.removeLast()
            }
        case let .sequence(sequence):
            for (offset, element) in sequence.enumerated() where element.mapping != nil || element.sequence != nil {
                path.append(.index(offset))
                walk(element, path: &path, in: file, wanted: &wanted, found: found)
                path.removeLast()
            }
        default:
            return
        }
    }

    /// A JSON pointer token: `~` is `~0` and `/` is `~1`.
    static func escaped(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
