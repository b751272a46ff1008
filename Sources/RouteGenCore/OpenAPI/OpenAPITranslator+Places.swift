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
        var paths: [Int: PlacePaths] = [:]
        for index in spec.models.indices where spec.models[index].places.isEmpty {
            let name = spec.models[index].name
            guard places.namedPlace(of: name) == nil, let key = places.inlineNodes[name], pointers[key] == nil,
                  let pointer = places.pointers[key] else { continue }
            let file = loaded[key.file]
            if let found = paths[key.file, default: PlacePaths(file: file)].place(of: key, along: pointer) {
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
}
