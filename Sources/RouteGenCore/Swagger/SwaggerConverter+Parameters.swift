import Yams

extension SwaggerConverter {
    /// The keys of a Swagger parameter (or header, or `items`) that describe its value: they make
    /// the OpenAPI 3 `schema`.
    static let valueKeys: Set<String> = [
        "type", "format", "items", "default", "enum", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "multipleOf",
        "x-nullable", "x-enum-varnames", "x-enumNames",
    ]

    /// Sorts a `parameters` list; see `SwaggerParameters`.
    func parameters(_ node: Node, in file: File) -> SwaggerParameters {
        var sorted = SwaggerParameters()
        for entry in node.sequence ?? [] {
            let isReference = entry.mapping?.value(for: "$ref") != nil
            guard let (resolved, resolvedFile) = resolve(entry, in: file, as: .parameter),
                  let mapping = resolved.mapping, let name = mapping.value(for: "name")?.text,
                  let placement = mapping.value(for: "in")?.text else {
                // The translator says what is wrong with it.
                sorted.kept.append(entry)
                continue
            }
            switch placement {
            case "body":
                sorted.bodies.append(SwaggerParameters.Body(
                    name: name, entry: entry, isReference: isReference, parameter: resolved, file: resolvedFile))
            case "formData":
                var field = formField(resolved, name: name, in: resolvedFile)
                field.entry = entry
                if resolvedFile !== file {
                    // A field from another file is reached through its `$ref`, so that it is read in its own file.
                    field.schema = entry
                    field.nameNode = text(name, at: entry)
                    field.formatPlace = nil
                }
                sorted.fields.append(field)
            default:
                sorted.kept.append(isReference ? entry : convertParameter(resolved, in: file))
            }
        }
        return sorted
    }

    /// A parameter defined once (under `parameters`, or in another file) and reached by `$ref`:
    /// an OpenAPI 3 parameter, a request body (`in: body`), or a form field's schema (`in: formData`).
    func convertSharedParameter(_ node: Node, in file: File) -> Node {
        if let refNode = node.mapping?.value(for: "$ref") {
            follow(refNode, in: file, as: .parameter)
            return node
        }
        switch node.mapping?.value(for: "in")?.text {
        case "body": return bodyRequest(node, consumes: consumesOrJSON(consumes), in: file)
        case "formData": return formField(node, name: "", in: file).schema
        case nil: return node
        default: return convertParameter(node, in: file)
        }
    }

    /// A query, header or path parameter: its value's keys become its `schema`; an array keeps its
    /// `collectionFormat` as `x-collectionFormat`, with OpenAPI 3's `style` where 3 has one.
    func convertParameter(_ node: Node, in file: File) -> Node {
        guard let mapping = node.mapping else { return node }
        let slot = ValueSlot(placement: mapping.value(for: "in")?.text ?? "")
        var pairs: [(Node, Node)] = []
        var example: (key: Node, value: Node)?
        mapping.forEachEntry { key, keyNode, value in
            switch key {
            case _ where Self.valueKeys.contains(key), "collectionFormat": break
            case "x-example": example = (keyNode, value)
            default: pairs.append((keyNode, value))
            }
        }
        if let example, mapping.value(for: "example") == nil { pairs.append(pair("example", example.value, at: example.key)) }
        pairs.append(pair("schema", valueSchema(node, describing: false, in: file), at: node))
        if mapping.value(for: "type")?.text == "array" {
            let (format, place) = collectionFormat(of: mapping, slot: slot, in: file)
            pairs += formatPairs(format, slot: slot, at: place ?? node)
        }
        return node.with(pairs: pairs)
    }

    /// `x-collectionFormat: csv` and, where OpenAPI 3 has the same, `style` and `explode`.
    func formatPairs(_ format: CollectionFormat, slot: ValueSlot, at place: Node) -> [(Node, Node)] {
        var pairs: [(Node, Node)] = []
        if let (style, explode) = format.openAPIStyle(in: slot) {
            pairs.append(pair("style", scalar(style, at: place), at: place))
            pairs.append(pair("explode", scalar(explode ? "true" : "false", at: place), at: place))
        }
        pairs.append(pair("x-collectionFormat", scalar(format.rawValue, at: place), at: place))
        return pairs
    }

    /// The schema of a parameter's, header's or form field's value, made from its value's keys and
    /// placed where it is; a field's schema keeps its description too. Without a `type` it is a string.
    func valueSchema(_ node: Node, describing: Bool, in file: File) -> Node {
        guard let mapping = node.mapping else { return node }
        var pairs: [(Node, Node)] = []
        mapping.forEachEntry { key, keyNode, value in
            if Self.valueKeys.contains(key) || (describing && ["description", "x-example"].contains(key)) {
                pairs.append((keyNode, value))
            }
        }
        if mapping.value(for: "type") == nil {
            let name = mapping.value(for: "name")?.text ?? ""
            warning("parameter '\(name)' has no 'type'; it becomes a String (add 'type: string')", at: node, in: file)
            pairs.append(pair("type", scalar("string", at: node), at: node))
        }
        return convertSchema(mappingNode(pairs, at: node), in: file)
    }

    /// An array's `collectionFormat` (`csv` when none is given), and where it is written. A value
    /// that isn't a format, or `multi` where it can't be, is reported and read as `csv`.
    func collectionFormat(of mapping: Node.Mapping, slot: ValueSlot, in file: File) -> (CollectionFormat, Node?) {
        guard let node = mapping.value(for: "collectionFormat") else { return (.csv, nil) }
        guard let format = node.text.flatMap(CollectionFormat.init(rawValue:)) else {
            warning("collectionFormat '\(node.text ?? SpecReader.kind(of: node))' is not one of csv, ssv, tsv, pipes and multi; "
                    + "the elements are joined with commas (csv)", at: node, in: file)
            return (.csv, node)
        }
        if format == .multi, !CollectionFormat.takesMulti(slot) {
            warning("collectionFormat 'multi' repeats a query item or form field, which a \(slot.noun) can't; "
                    + "the elements are joined with commas (csv)", at: node, in: file)
            return (.csv, node)
        }
        return (format, node)
    }
}

extension ValueSlot {
    /// The slot of a parameter's `in`; a query for what isn't a path, header or cookie.
    init(placement: String) {
        switch placement {
        case "path": self = .path
        case "header": self = .header
        case "cookie": self = .cookie
        default: self = .query
        }
    }
}
