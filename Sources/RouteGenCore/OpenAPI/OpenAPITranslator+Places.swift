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
            Self.walk(file.root, pointer: "", in: file, wanted: &remaining) { key, pointer in
                pointers[key] = placeText(pointer, in: file)
            }
        }
        for index in spec.models.indices where spec.models[index].places.isEmpty {
            let name = spec.models[index].name
            if let place = namedPlaces[name] ?? placeNodes[name].flatMap({ pointers[$0] }) {
                spec.models[index].places = [place]
            }
        }
    }

    /// Visits the mappings and lists under `node` depth first until every wanted node is found.
    private static func walk(
        _ node: Node, pointer: String, in file: OpenAPIFile, wanted: inout Set<NodeKey>, found: (NodeKey, String) -> Void
    ) {
        guard !wanted.isEmpty else { return }
        switch node {
        case let .mapping(mapping):
            if wanted.remove(file.key(node)) != nil { found(file.key(node), pointer) }
            mapping.forEachEntry { key, _, value in
                guard value.mapping != nil || value.sequence != nil else { return }
                walk(value, pointer: pointer + "/" + escaped(key), in: file, wanted: &wanted, found: found)
            }
        case let .sequence(sequence):
            for (offset, element) in sequence.enumerated() where element.mapping != nil || element.sequence != nil {
                walk(element, pointer: pointer + "/" + String(offset), in: file, wanted: &wanted, found: found)
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
