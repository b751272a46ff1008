import Yams

extension SwaggerConverter {
    /// A response: `schema` goes under `content`, once per media type the operation `produces`
    /// (JSON when it lists none), with the `examples` of that type as its `example`; `headers`
    /// take OpenAPI 3's shape.
    func convertResponse(_ node: Node, produces: [String], in file: File) -> Node {
        if let refNode = node.mapping?.value(for: "$ref") {
            follow(refNode, in: file, as: .response)
            return node
        }
        guard let mapping = node.mapping else { return node }
        var pairs: [(Node, Node)] = []
        var schema: (key: Node, value: Node)?
        var examples: Node.Mapping?
        mapping.forEachEntry { key, keyNode, value in
            switch key {
            case "schema": schema = (keyNode, convertSchema(value, in: file))
            case "examples": examples = value.mapping
            case "headers": pairs.append((keyNode, convertHeaders(value, in: file)))
            default: pairs.append((keyNode, value))
            }
        }
        if let schema {
            let mark = schema.key
            let content = produces.map { type in
                var media = [pair("schema", schema.value, at: mark)]
                if let example = example(for: type, in: examples) { media.append(pair("example", example, at: mark)) }
                return pair(type, mappingNode(media, at: mark), at: mark)
            }
            pairs.append(pair("content", mappingNode(content, at: mark), at: mark))
        }
        return node.with(pairs: pairs)
    }

    /// The example written for `type`, or for any JSON type when `type` is JSON.
    private func example(for type: String, in examples: Node.Mapping?) -> Node? {
        guard let examples else { return nil }
        if let exact = examples.value(for: type) { return exact }
        guard MediaKind(type) == .json else { return nil }
        var json: Node?
        examples.forEachEntry { key, _, value in
            if json == nil, MediaKind(key) == .json { json = value }
        }
        return json
    }

    /// `X-Rate-Limit: {type: integer}` → `X-Rate-Limit: {schema: {type: integer}}`.
    private func convertHeaders(_ node: Node, in file: File) -> Node {
        guard let headers = node.mapping else { return node }
        var pairs: [(Node, Node)] = []
        headers.forEachEntry { _, keyNode, value in
            guard let header = value.mapping else {
                pairs.append((keyNode, value))
                return
            }
            var converted: [(Node, Node)] = []
            header.forEachEntry { key, headerKey, headerValue in
                if !Self.valueKeys.contains(key), key != "collectionFormat" { converted.append((headerKey, headerValue)) }
            }
            converted.append(pair("schema", valueSchema(value, describing: false, in: file), at: value))
            pairs.append((keyNode, value.with(pairs: converted)))
        }
        return node.with(pairs: pairs)
    }
}
