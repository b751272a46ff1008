import Yams

/// Streamed answers: `text/event-stream`, JSON Lines and JSON text sequences among a response's
/// media types, and the type of their items.
extension OpenAPITranslator {
    /// The sequential media type among a response's `content`, with its item type; `nil` when the
    /// response doesn't stream.
    ///
    /// The item type comes from 3.2's `itemSchema`. Without it, `schema` is read as in 3.0 and 3.1
    /// documents (OpenAI's): the type of one item, or of one event's `data` for server-sent events;
    /// a `schema` that is an array is read as 3.2 reads it, the whole stream, and its `items` are
    /// the item type.
    func streamedAnswer(_ content: Node?, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint) -> StreamedAnswer? {
        var found: (format: StreamedAnswer.Format, type: String, key: Node, value: Node)?
        content?.mapping?.forEachEntry { type, key, value in
            if found == nil, let format = StreamedAnswer.Format(mediaType: type) { found = (format, type, key, value) }
        }
        guard let found else { return nil }
        var answer = StreamedAnswer(format: found.format, location: file.location(found.key))
        guard let (mediaNode, mediaFile, mediaTarget) = resolveObject(
            found.value, in: file, consequence: "its items are read as JSONValue"), let media = mediaNode.mapping else {
            answer.itemType = .named("JSONValue")
            return answer
        }
        let mediaPointer = mediaTarget.map { NodePointer($0.pointer) } ?? pointer.key(found.type)
        answer.sentinels = sentinels(media.value(for: "x-routegen-sentinel"), in: mediaFile)
        if let itemSchema = media.value(for: "itemSchema") {
            answer.itemType = itemType(itemSchema, at: mediaPointer.key("itemSchema"), format: found.format, in: mediaFile, hint: hint)
        } else if let schema = media.value(for: "schema") {
            let schemaPointer = mediaPointer.key("schema")
            let whole = resolveObject(schema, in: mediaFile, consequence: "its items are read as JSONValue")
            let items = whole.flatMap { whole -> (Node, NodePointer, OpenAPIFile)? in
                guard let fields = whole.node.mapping.map(SchemaFields.init), fields.typeNames.contains("array"),
                      let items = fields.items else { return nil }
                return (items, (whole.target.map { NodePointer($0.pointer) } ?? schemaPointer).key("items"), whole.file)
            }
            answer.itemType = itemType(
                items?.0 ?? schema, at: items?.1 ?? schemaPointer, format: found.format, in: items?.2 ?? mediaFile, hint: hint)
        } else if found.format != .serverSentEvents {
            answer.itemType = .named("JSONValue")
        }
        return answer
    }

    /// The type of one item. For server-sent events, a schema of the whole event (an object whose
    /// properties are among `data`, `event`, `id` and `retry`, with `data`) gives the type of its
    /// `data`: its `contentSchema`, or the schema itself when it is not a string; a `data` that is
    /// plain text gives `nil`, so the events are handed out undecoded.
    private func itemType(
        _ schema: Node, at pointer: NodePointer, format: StreamedAnswer.Format, in file: OpenAPIFile, hint: NameHint
    ) -> TypeReference? {
        if format == .serverSentEvents, let (data, dataPointer, dataFile) = eventData(of: schema, at: pointer, in: file) {
            guard let dataSchema = data.mapping else { return .named("JSONValue") }
            if let contentSchema = dataSchema.value(for: "contentSchema") {
                return schemaType(contentSchema, at: dataPointer.key("contentSchema"), in: dataFile, hint: hint).type
            }
            let fields = SchemaFields(dataSchema)
            if fields.ref == nil, fields.typeNames.contains("string") || fields.typeNames.isEmpty {
                let mediaType = dataSchema.value(for: "contentMediaType")?.text.map(MediaKind.init)
                return mediaType == .json ? .named("JSONValue") : nil
            }
            return schemaType(data, at: dataPointer, in: dataFile, hint: hint).type
        }
        let translated = schemaType(schema, at: pointer, in: file, hint: hint)
        return translated.nullable ? .optional(translated.type) : translated.type
    }

    /// The schema of `data`, when `schema` describes a whole server-sent event.
    private func eventData(of schema: Node, at pointer: NodePointer, in file: OpenAPIFile) -> (Node, NodePointer, OpenAPIFile)? {
        guard let (node, schemaFile, target) = resolveObject(schema, in: file, consequence: "its items are read as JSONValue"),
              let properties = node.mapping?.value(for: "properties")?.mapping else { return nil }
        var names: [String] = []
        properties.forEachEntry { name, _, _ in names.append(name) }
        guard names.contains("data"), names.allSatisfy(["data", "event", "id", "retry"].contains),
              let data = properties.value(for: "data") else { return nil }
        let dataPointer = (target.map { NodePointer($0.pointer) } ?? pointer).key("properties").key("data")
        return resolveObject(data, in: schemaFile, consequence: "its data is read as JSONValue").map { resolved in
            (resolved.node, resolved.target.map { NodePointer($0.pointer) } ?? dataPointer, resolved.file)
        }
    }

    /// `SequenceBody<Item>` for a request body of JSON Lines or a JSON text sequence: the items'
    /// type from `itemSchema`, else from `schema` (its `items` when it is an array); `nil` for any
    /// other media type.
    func sequenceBody(_ media: MediaEntry, in file: OpenAPIFile, hint: NameHint) -> TypeReference? {
        guard let format = StreamedAnswer.Format(mediaType: media.type), format != .serverSentEvents else { return nil }
        let mapping = media.node.mapping
        var schema = mapping?.value(for: "itemSchema")
        var schemaPointer = media.pointer.key("itemSchema")
        var schemaFile = file
        if schema == nil, let whole = media.schema {
            schema = whole
            schemaPointer = media.schemaPointer
            if let (node, wholeFile, target) = resolveObject(whole, in: file, consequence: "its items are read as JSONValue"),
               let fields = node.mapping.map(SchemaFields.init), fields.typeNames.contains("array"), let items = fields.items {
                schema = items
                schemaPointer = (target.map { NodePointer($0.pointer) } ?? media.schemaPointer).key("items")
                schemaFile = wholeFile
            }
        }
        let item = schema.map { schemaType($0, at: schemaPointer, in: schemaFile, hint: hint).type } ?? .named("JSONValue")
        return .named("SequenceBody", arguments: [item])
    }

    /// `x-routegen-sentinel: "[END]"` or a list of them: the event data that ends the stream.
    private func sentinels(_ node: Node?, in file: OpenAPIFile) -> [String] {
        guard let node else { return [] }
        let items = node.sequence.map(Array.init) ?? [node]
        let texts = items.compactMap(\.text)
        if texts.count != items.count || texts.isEmpty {
            diagnostics.warning("'x-routegen-sentinel' takes the event data that ends the stream, as a string or a list "
                                + "of strings; it is ignored", at: file.location(node))
            return []
        }
        return texts
    }
}
