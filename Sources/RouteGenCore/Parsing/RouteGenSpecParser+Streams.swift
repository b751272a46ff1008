import Yams

/// Streamed answers in the routegen format: `returns: stream of Event`, and the `stream:` key.
extension RouteGenSpecParser {
    static let streamKeys = ["of", "format", "sentinel"]
    /// `stream: { format: … }` values and what they mean.
    static let streamFormats: [String: StreamedAnswer.Format] = [
        "sse": .serverSentEvents, "text/event-stream": .serverSentEvents, "jsonl": .jsonLines, "application/jsonl": .jsonLines,
        "ndjson": .ndjson, "application/x-ndjson": .ndjson, "json-seq": .jsonSequence, "application/json-seq": .jsonSequence,
    ]
    private static let streamPrefix = "stream of "

    /// `returns: Post`, or `returns: stream of PostEvent`: the endpoint answers with a stream of
    /// items (server-sent events unless `stream: { format: … }` says otherwise). `stream of
    /// StreamEvent` hands out the events themselves, for data that is not JSON.
    mutating func parseReturns(_ node: Node, into endpoint: inout Endpoint) {
        guard let text = node.scalar?.string, text.hasPrefix(Self.streamPrefix) else {
            endpoint.returns = parseType(node, of: "'returns'")
            endpoint.returnsSite = typeSite(node)
            return
        }
        guard let item = parseItemType(String(text.dropFirst(Self.streamPrefix.count)), offset: Self.streamPrefix.count, in: node)
        else { return }
        endpoint.stream = StreamedAnswer(
            format: .serverSentEvents, itemType: item == .named("StreamEvent") ? nil : item, isOnlyAnswer: true,
            location: reader.location(node), itemSite: typeSite(node))
    }

    /// `stream: { of: Chunk, format: jsonl, sentinel: "[END]" }`: the format and sentinels of
    /// `returns: stream of …`, or, with `of`, a streamed answer beside the one `returns` names
    /// (the endpoint then has a plain call and a streaming one).
    mutating func parseStream(_ entry: SpecReader.Entry, into endpoint: inout Endpoint) {
        guard let fields = reader.entries(entry.value, of: "'stream'") else { return }
        reader.rejectUnknownKeys(fields, allowed: Self.streamKeys, in: "'stream'")
        var stream = endpoint.stream ?? StreamedAnswer(format: .serverSentEvents, location: reader.location(entry.keyNode))
        for field in fields {
            switch field.key {
            case "of":
                if endpoint.stream != nil {
                    reader.error("'of' names the items of a stream beside 'returns'; 'returns: stream of …' names them already",
                                 at: field.keyNode)
                } else if let text = reader.string(field.value, of: "'of'"), let item = parseItemType(text, offset: 0, in: field.value) {
                    stream.itemType = item == .named("StreamEvent") ? nil : item
                    stream.itemSite = typeSite(field.value)
                    stream.isOnlyAnswer = endpoint.returns == nil
                }
            case "format":
                guard let text = reader.string(field.value, of: "'format'") else { continue }
                if let format = Self.streamFormats[text.lowercased()] {
                    stream.format = format
                } else {
                    reader.error("unknown stream format '\(text)'; write sse, jsonl, ndjson or json-seq", at: field.value)
                }
            case "sentinel":
                let items = field.value.sequence.map(Array.init) ?? [field.value]
                stream.sentinels = items.compactMap { reader.string($0, of: "a sentinel (the event data that ends the stream)") }
            default: break
            }
        }
        guard endpoint.stream != nil || fields.contains(where: { $0.key == "of" }) else {
            reader.error("'stream' needs 'of' (the type of each item), or 'returns: stream of …'", at: entry.keyNode)
            return
        }
        endpoint.stream = stream
    }

    /// The item type of a stream, with syntax errors at their column.
    private mutating func parseItemType(_ text: String, offset: Int, in node: Node) -> TypeReference? {
        switch TypeExpressionParser.parse(text) {
        case let .success(type):
            return type
        case let .failure(failure):
            reader.diagnostics.error(failure.message, at: reader.location(ofOffset: offset + failure.offset, in: node))
            return nil
        }
    }
}
