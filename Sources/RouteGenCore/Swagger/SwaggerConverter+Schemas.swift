import Yams

extension SwaggerConverter {
    /// A Schema Object: `type: file` is binary (`type: string, format: binary`), `x-nullable` is
    /// `nullable`, `x-example` is `example`, a `discriminator` names its property
    /// (`{propertyName: petType}`), and every schema inside is converted the same way. A `$ref`
    /// with `x-nullable` beside it is wrapped in `allOf`, as OpenAPI 3.0 adds to a reference.
    func convertSchema(_ node: Node, in file: File) -> Node {
        guard let mapping = node.mapping else { return node }
        if let refNode = mapping.value(for: "$ref") {
            follow(refNode, in: file, as: .schema)
            if mapping.value(for: "x-nullable")?.flag == true { return nullableReference(mapping, node: node, refNode: refNode) }
        }
        var pairs: [(Node, Node)] = []
        let hasNullable = mapping.value(for: "nullable") != nil
        let hasExample = mapping.value(for: "example") != nil
        mapping.forEachEntry { key, keyNode, value in
            switch key {
            case "type" where value.text == "file":
                pairs.append((keyNode, scalar("string", at: value)))
                if mapping.value(for: "format") == nil { pairs.append(pair("format", scalar("binary", at: value), at: keyNode)) }
            case "properties":
                pairs.append((keyNode, convertValues(value, in: file)))
            case "items", "additionalProperties", "not":
                pairs.append((keyNode, value.sequence != nil ? convertItems(value, in: file) : convertSchema(value, in: file)))
            case "allOf", "oneOf", "anyOf":
                pairs.append((keyNode, convertItems(value, in: file)))
            case "discriminator" where value.text != nil:
                pairs.append((keyNode, mappingNode([pair("propertyName", value, at: value)], at: value)))
            case "x-nullable":
                if value.flag == true, !hasNullable { pairs.append(pair("nullable", value, at: keyNode)) }
            case "x-example":
                if !hasExample { pairs.append(pair("example", value, at: keyNode)) }
            case "collectionFormat":
                // The format of the inner arrays of an array parameter: the outer format says how all are joined.
                warning("collectionFormat of nested items is not supported and is ignored; the outer array's format "
                        + "joins the inner arrays too", at: value, in: file)
            default:
                pairs.append((keyNode, value))
            }
        }
        return node.with(pairs: pairs)
    }

    private func convertValues(_ node: Node, in file: File) -> Node {
        guard let mapping = node.mapping else { return node }
        var pairs: [(Node, Node)] = []
        mapping.forEachEntry { _, keyNode, value in pairs.append((keyNode, convertSchema(value, in: file))) }
        return node.with(pairs: pairs)
    }

    private func convertItems(_ node: Node, in file: File) -> Node {
        guard let sequence = node.sequence else { return node }
        return node.with(items: sequence.map { convertSchema($0, in: file) })
    }

    /// `{$ref: X, x-nullable: true, description: d}` → `{allOf: [{$ref: X}], nullable: true, description: d}`.
    /// The inner reference takes the place of the `$ref`'s value, where no other schema starts.
    private func nullableReference(_ mapping: Node.Mapping, node: Node, refNode: Node) -> Node {
        var pairs: [(Node, Node)] = []
        mapping.forEachEntry { key, keyNode, value in
            switch key {
            case "$ref":
                let reference = mappingNode([(keyNode, value)], at: refNode)
                pairs.append(pair("allOf", listNode([reference], at: refNode), at: keyNode))
            case "x-nullable": pairs.append(pair("nullable", value, at: keyNode))
            case "x-example": pairs.append(pair("example", value, at: keyNode))
            default: pairs.append((keyNode, value))
            }
        }
        return node.with(pairs: pairs)
    }
}
