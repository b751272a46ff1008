import Yams

extension SwaggerConverter {
    /// The request body of an operation: its `body` parameter sent as each of `consumes` (JSON
    /// when it lists none), or its `formData` fields as a form or multipart body. Swagger allows
    /// one body parameter, and not both kinds; what else is written is reported and left out.
    func requestBody(_ parameters: SwaggerParameters, consumes: [String], operation: Node, in file: File) -> (Node, Node)? {
        for extra in parameters.bodies.dropFirst() {
            warning("a second body parameter, '\(extra.name)', is left out; Swagger 2.0 allows one per operation",
                    at: extra.entry, in: file)
        }
        if let body = parameters.bodies.first {
            for field in parameters.fields {
                warning("formData parameter '\(field.name)' is left out, since the operation has a body parameter; "
                        + "Swagger 2.0 allows one or the other", at: field.entry, in: file)
            }
            // A shared body parameter is converted where it stands, as a request body sent as the
            // document's `consumes`, and the `$ref` leads there; an operation that lists its own gets
            // its own copy (Kubernetes' patches share one body, sent as four `+json` and `+yaml` types).
            let ownTypes = consumes != self.consumes
            if body.isReference, ownTypes, body.file !== file {
                warning("body parameter '\(body.name)' is defined in another file, so it is sent as the document's 'consumes' "
                        + "rather than this operation's; define it in this file", at: body.entry, in: file)
            }
            let value = body.isReference && (!ownTypes || body.file !== file)
                ? body.entry : bodyRequest(body.parameter, consumes: consumesOrJSON(consumes), in: body.file)
            return pair("requestBody", value, at: body.entry)
        }
        guard let first = parameters.fields.first else { return nil }
        return pair("requestBody", formBody(parameters.fields, consumes: consumes, operation: operation, in: file), at: first.entry)
    }

    /// `in: body` → `{description, required, content: {<type>: {schema}}}`, one content entry per media type.
    func bodyRequest(_ node: Node, consumes: [String], in file: File) -> Node {
        guard let mapping = node.mapping else { return node }
        var pairs: [(Node, Node)] = []
        var schema: (key: Node, value: Node)?
        mapping.forEachEntry { key, keyNode, value in
            switch key {
            case "description", "required": pairs.append((keyNode, value))
            case "schema": schema = (keyNode, convertSchema(value, in: file))
            case _ where key.hasPrefix("x-"): pairs.append((keyNode, value))
            default: break
            }
        }
        let place = schema?.key ?? mapping.value(for: "in") ?? node
        if schema == nil {
            let name = mapping.value(for: "name")?.text ?? ""
            warning("body parameter '\(name)' has no 'schema'; the body is any JSON value (JSONValue)", at: node, in: file)
        }
        let value = schema?.value ?? mappingNode([], at: place)
        let content = consumes.map { type in
            pair(type, mappingNode([pair("schema", value, at: place)], at: place), at: place)
        }
        pairs.append(pair("content", mappingNode(content, at: place), at: place))
        return node.with(pairs: pairs)
    }

    /// The `formData` fields as one object schema (in the place of the operation, which no other
    /// schema has), sent as a URL-encoded form, or as multipart when `consumes` says so or a field
    /// is a file. Each array field's `collectionFormat` goes in its `encoding`.
    private func formBody(_ fields: [SwaggerParameters.Field], consumes: [String], operation: Node, in file: File) -> Node {
        let mediaType = formMediaType(fields, consumes: consumes, in: file)
        let slot: ValueSlot = mediaType == "multipart/form-data" ? .multipartField : .formField
        let mark = fields[0].entry
        var properties: [(Node, Node)] = []
        var required: [Node] = []
        var encodings: [(Node, Node)] = []
        for field in fields {
            properties.append((field.nameNode, field.schema))
            if field.required { required.append(field.nameNode) }
            if var format = field.format {
                if format == .multi, !CollectionFormat.takesMulti(slot) { format = .csv }
                let place = field.formatPlace ?? field.entry
                encodings.append((field.nameNode, mappingNode(formatPairs(format, slot: slot, at: place), at: place)))
            }
        }
        var schema = [
            pair("type", scalar("object", at: mark), at: mark),
            pair("properties", mappingNode(properties, at: mark), at: mark),
        ]
        if !required.isEmpty { schema.append(pair("required", listNode(required, at: mark), at: mark)) }
        var media = [pair("schema", mappingNode(schema, at: operation), at: mark)]
        if !encodings.isEmpty { media.append(pair("encoding", mappingNode(encodings, at: mark), at: mark)) }
        var body = [pair("content", mappingNode([pair(mediaType, mappingNode(media, at: mark), at: mark)], at: mark), at: mark)]
        if !required.isEmpty { body.insert(pair("required", scalar("true", at: mark), at: mark), at: 0) }
        return mappingNode(body, at: mark)
    }

    /// URL-encoded when `consumes` lists it (or lists neither form), multipart when it lists only
    /// multipart or a field is a file, which only multipart can carry.
    private func formMediaType(_ fields: [SwaggerParameters.Field], consumes: [String], in file: File) -> String {
        let kinds = consumes.map(MediaKind.init)
        if let fileField = fields.first(where: \.isFile) {
            if !kinds.isEmpty, !kinds.contains(.multipart) {
                warning("formData parameter '\(fileField.name)' is a file, which only a multipart/form-data body can carry, "
                        + "but 'consumes' doesn't list multipart/form-data; the form is sent as multipart/form-data",
                        at: fileField.entry, in: file)
            }
            return "multipart/form-data"
        }
        if kinds.contains(.form) { return "application/x-www-form-urlencoded" }
        if kinds.contains(.multipart) { return "multipart/form-data" }
        if !kinds.isEmpty {
            warning("formData parameters are sent as application/x-www-form-urlencoded, which 'consumes' doesn't list; "
                    + "add it, or multipart/form-data", at: fields[0].entry, in: file)
        }
        return "application/x-www-form-urlencoded"
    }

    /// A `formData` parameter: its schema (its value's keys and description, a file as binary), and
    /// what the form needs to know about it.
    func formField(_ node: Node, name: String, in file: File) -> SwaggerParameters.Field {
        let mapping = node.mapping
        let isArray = mapping?.value(for: "type")?.text == "array"
        let (format, formatPlace) = isArray && mapping != nil
            ? collectionFormat(of: mapping!, slot: .formField, in: file) : (CollectionFormat.csv, nil)
        return SwaggerParameters.Field(
            name: name, nameNode: mapping?.value(for: "name") ?? node, entry: node,
            schema: valueSchema(node, describing: true, in: file),
            required: mapping?.value(for: "required")?.flag == true,
            format: isArray ? format : nil, formatPlace: formatPlace,
            isFile: mapping?.value(for: "type")?.text == "file")
    }
}
