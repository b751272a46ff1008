import Yams

/// Request bodies that are neither JSON nor a form: bytes, and text.
extension OpenAPITranslator {
    struct RawBody {
        var media: MediaEntry
        /// The whole `content` mapping, for the other media types the spec allows.
        var content: Node?
        var file: OpenAPIFile
        var required: Bool
        var description: String?
        var location: SourceLocation
    }

    /// Bytes sent as they are, `data: Data` (or named after the schema it refers to); or, for a
    /// `text/*` media type whose schema is a string that isn't binary, `text: String`, sent as
    /// UTF-8. Where the spec allows several media types, or a range such as `*/*`, the caller
    /// chooses the `Content-Type` with an optional `contentType` header parameter, added to `values`.
    func dataBody(_ raw: RawBody, values: inout OperationValues) -> RequestBody {
        let isText = Self.isText(raw.media)
        var name = isText ? "text" : "data"
        if let refNode = raw.media.schema?.mapping?.value(for: "$ref"),
           let target = resolve(refNode, in: raw.file, consequence: "it becomes JSONValue") {
            let written = SwiftName.lowerCamel(target.writtenName)
            if !written.isEmpty { name = written }
        }
        var choices: [String] = []
        raw.content?.mapping?.forEachEntry { type, _, _ in
            if [.wildcard, .other].contains(MediaKind(type)), !choices.contains(type) { choices.append(type) }
        }
        let concrete = ([raw.media.type] + choices).first { !$0.contains("*") }
        let contentType = concrete ?? "application/octet-stream"
        let base: TypeReference = .named(isText ? "String" : "Data")
        let body = RequestBody.data(
            Parameter(name: name, wireName: name, type: raw.required ? base : .optional(base), description: raw.description,
                      location: raw.location),
            contentType: contentType)
        guard choices.count > 1 || raw.media.type.contains("*") else { return body }
        let allowed = choices.contains { MediaKind($0) == .wildcard && $0.hasPrefix("*") }
            ? "any media type" : "one of " + choices.map { "`\($0)`" }.joined(separator: ", ")
        values.header.append(Parameter(
            name: "contentType", wireName: "Content-Type", type: .optional(.named("String")),
            description: "The media type of `\(SwiftName.member(name))`, \(allowed); `\(contentType)` when `nil`.",
            location: raw.location, style: .simple))
        return body
    }

    /// A `text/*` media type whose schema is a string that isn't bytes.
    private static func isText(_ media: MediaEntry) -> Bool {
        guard media.type.lowercased().hasPrefix("text/"), let schema = media.schema?.mapping else { return false }
        let fields = SchemaFields(schema)
        return fields.typeNames.contains("string") && !["binary", "byte"].contains(fields.format?.text ?? "")
    }

    /// A multipart field's `encoding.<field>.contentType`, when it names one media type or starts
    /// with one (`image/png, image/jpeg` → `image/png`); `nil` for a range such as `image/*`.
    static func defaultPartType(_ encoding: Node?) -> String? {
        guard let text = encoding?.mapping?.value(for: "contentType")?.text else { return nil }
        let first = text.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return first.contains("/") && !first.contains("*") && HTTPToken.isValidHeaderValue(first) ? first : nil
    }
}
