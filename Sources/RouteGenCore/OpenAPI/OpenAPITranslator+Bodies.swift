import Foundation
import Yams

/// How a media type is sent or read.
enum MediaKind {
    case json, form, multipart, wildcard, other

    init(_ mediaType: String) {
        let essence = MediaType.essence(of: mediaType)
        switch essence {
        case "application/json", "text/json": self = .json
        case _ where essence.hasSuffix("+json"): self = .json
        case "application/x-www-form-urlencoded": self = .form
        case "multipart/form-data": self = .multipart
        case "*/*", "application/*": self = .wildcard
        default: self = .other
        }
    }

    /// JSON first, then forms, then anything.
    var preference: Int {
        switch self {
        case .json: 0
        case .form: 1
        case .multipart: 2
        case .wildcard: 3
        case .other: 4
        }
    }
}

/// One entry of a `content` mapping.
struct MediaEntry {
    var type: String
    var kind: MediaKind
    var schema: Node?
    var node: Node
    /// Where the Media Type Object is.
    var pointer: NodePointer
    /// Where `schema` is: under the first media type that has the same schema (a Swagger 2.0
    /// body sent as several media types has one schema under each).
    var schemaPointer: NodePointer
}

extension OpenAPITranslator {
    /// The media type to use from a `content` mapping: JSON when listed, else in the order above.
    /// A media type given by `$ref` (3.2's `components.mediaTypes`) is followed within `file`.
    /// - Parameter skippingStreams: Leaves out sequential media types (`text/event-stream`, JSON
    ///   Lines), which responses read as streams (`streamedAnswer`).
    func preferredMedia(_ content: Node?, at pointer: NodePointer, in file: OpenAPIFile, skippingStreams: Bool = false) -> MediaEntry? {
        var best: (type: String, kind: MediaKind, value: Node)?
        content?.mapping?.forEachEntry { type, _, value in
            if skippingStreams, StreamedAnswer.Format(mediaType: type) != nil { return }
            let kind = MediaKind(type)
            guard best.map({ kind.preference < $0.kind.preference }) ?? true else { return }
            best = (type, kind, value)
        }
        guard let best else { return nil }
        let (node, mediaPointer) = mediaTypeObject(best.value, at: pointer.key(best.type), in: file)
        let schema = node.mapping?.value(for: "schema")
        var schemaPointer = mediaPointer.key("schema")
        if let schema, schema.mapping != nil, best.value.mapping?.value(for: "$ref") == nil {
            let key = file.key(schema)
            var first: String?
            content?.mapping?.forEachEntry { type, _, value in
                if first == nil, let other = value.mapping?.value(for: "schema"), other.mapping != nil, file.key(other) == key { first = type }
            }
            if let first, first != best.type { schemaPointer = pointer.key(first).key("schema") }
        }
        return MediaEntry(type: best.type, kind: best.kind, schema: schema, node: node, pointer: mediaPointer, schemaPointer: schemaPointer)
    }

    /// A Media Type Object, following a `$ref` to one in the same file; one in another file is
    /// not followed, with a warning, since its schemas would be read against the wrong file.
    func mediaTypeObject(_ node: Node, at pointer: NodePointer, in file: OpenAPIFile) -> (Node, NodePointer) {
        guard let refNode = node.mapping?.value(for: "$ref"),
              let (resolved, resolvedFile, target) = resolveObject(node, in: file, consequence: "the body is read as JSONValue")
        else { return (node, pointer) }
        guard resolvedFile.index == file.index else {
            diagnostics.warning("a media type in another file is not followed, so the body is read as JSONValue; "
                                + "put it under this file's components.mediaTypes", at: file.location(refNode))
            return (node, pointer)
        }
        return (resolved, target.map { NodePointer($0.pointer) } ?? pointer)
    }

    /// Whether a `*/*` body is JSON in disguise: it has a schema, and the schema isn't a string
    /// (GitHub's release assets are `*/*` with `type: string`: a file's bytes).
    func wildcardIsJSON(_ media: MediaEntry) -> Bool {
        guard let schema = media.schema?.mapping else { return false }
        return !SchemaFields(schema).typeNames.contains("string")
    }

    /// `requestBody` → one JSON value, form or multipart fields, or raw bytes. A raw or JSON body
    /// whose spec allows several media types adds a `Content-Type` parameter to `values.header`.
    func translateRequestBody(
        _ node: Node, key: Node, at pointer: NodePointer, in file: OpenAPIFile, operation: OperationContext,
        values: inout OperationValues
    ) -> RequestBody? {
        guard let (bodyNode, bodyFile, target) = resolveObject(node, in: file, consequence: "the request body is left out"),
              let body = bodyNode.mapping else {
            if node.mapping == nil {
                diagnostics.warning("'requestBody' must be a mapping; it is left out", at: file.location(node))
            }
            return nil
        }
        let location = target == nil ? file.location(key) : bodyFile.location(bodyNode)
        let required = body.value(for: "required")?.flag == true
        let description = Self.trimmed(body.value(for: "description")?.text)
        let bodyPointer = target.map { NodePointer($0.pointer) } ?? pointer
        guard let media = preferredMedia(body.value(for: "content"), at: bodyPointer.key("content"), in: bodyFile) else {
            diagnostics.warning("the request body of \(operation.what) lists no content types; it is left out", at: location)
            return nil
        }
        reportItemEncodings(media, in: bodyFile)
        let base = target.map { SwiftName.upperCamel($0.writtenName) } ?? operation.typeBase + "Request"
        let raw = RawBody(
            media: media, content: body.value(for: "content"), file: bodyFile, required: required, description: description,
            location: location)
        let itemsHint = NameHint(base: base + "Item", what: "the items of the request body of \(operation.what)")
        if let items = sequenceBody(media, in: bodyFile, hint: itemsHint) {
            let type: TypeReference = required ? items : .optional(items)
            return .data(Parameter(name: "items", wireName: "items", type: type, description: description, location: location),
                         contentType: media.type)
        }
        switch media.kind {
        case .json, .wildcard:
            if media.kind == .wildcard, !wildcardIsJSON(media) { return dataBody(raw, values: &values) }
            var translated = SchemaType.jsonValue
            if let schema = media.schema {
                translated = schemaType(
                    schema, at: media.schemaPointer, in: bodyFile, hint: NameHint(base: base, what: "the request body of \(operation.what)"))
            }
            if deepResolvedAlias(translated.type) == .named("Data") { return dataBody(raw, values: &values) }
            // `body:`, not `reposCreateInOrgRequest:` next to the type that already says so; the
            // label falls back to the type's name when a parameter is called `body` (`finishValues`).
            let type = required && !translated.nullable ? translated.type : .optional(translated.type)
            let contentType = jsonBodyMediaType(
                media, content: body.value(for: "content"), in: bodyFile, bodyType: translated.type, operation: operation,
                location: location, values: &values)
            return .value(Parameter(name: "body", wireName: "body", type: type, description: description, location: location),
                          contentType: contentType)
        case .form, .multipart:
            let slot: ValueSlot = media.kind == .form ? .formField : .multipartField
            guard let fields = formFields(media, in: bodyFile, base: base, slot: slot, operation: operation) else {
                return dataBody(raw, values: &values)
            }
            if fields.isEmpty { return nil }
            return .fields(fields, slot == .formField ? .form : .multipart)
        case .other:
            return dataBody(raw, values: &values)
        }
    }

    /// The properties of a form's object schema, each one field; `nil` when the schema is not an object.
    private func formFields(_ media: MediaEntry, in file: OpenAPIFile, base: String, slot: ValueSlot, operation: OperationContext) -> [Parameter]? {
        guard let schema = media.schema else { return [] }
        let encodings = media.node.mapping?.value(for: "encoding")?.mapping
        var merged = MergedProperties()
        var visited: Set<String> = []
        collectProperties(of: schema, at: media.schemaPointer, in: file, into: &merged, visited: &visited, warnsOutsideObjects: false)
        if merged.sources.isEmpty, let mapping = schema.mapping {
            let fields = SchemaFields(mapping)
            let types = fields.typeNames.filter { $0 != "null" }
            if !types.isEmpty, types != ["object"] {
                diagnostics.warning("a form body must be an object; this one is sent as bytes the caller encodes",
                                    at: file.location(schema))
                return nil
            }
        }
        return merged.sources.flatMap { source -> [Parameter] in
            let what = "\(slot.noun) '\(source.name)' of \(operation.what)"
            let translated = schemaType(source.value, at: source.pointer, in: source.file,
                                        hint: NameHint(base: base + SwiftName.upperCamel(source.name), what: what, property: source.name))
            let attributes = SchemaAttributes(of: source.value)
            var type = deepResolvedAlias(translated.type)
            if !merged.required.contains(source.name) || translated.nullable { type = .optional(type) }
            var field = Parameter(
                name: source.name, wireName: source.name, type: type, description: Self.trimmed(attributes.documentation),
                location: source.file.location(source.keyNode))
            let encoding = encodings?.value(for: source.name)
            if let format = encoding?.mapping?.value(for: "x-collectionFormat") {
                field.style = collectionStyle(format, slot: slot, in: file)
            } else {
                field.style = fieldStyle(encoding, slot: slot, in: file)
            }
            // A form-encoded value keeps its reserved characters with `allowReserved`; a multipart
            // part's text is never percent-encoded, so there it changes nothing.
            if slot == .formField { field.allowsReserved = encoding?.mapping?.value(for: "allowReserved")?.flag == true }
            if slot == .multipartField { field.contentType = Self.defaultPartType(encoding) }
            return lower(field, slot: slot)
        }
    }

    /// A form or multipart field's `encoding` entry: OpenAPI's `style` and `explode`, when it gives
    /// either. Without them, a form field is written with brackets at every depth (`address[city]`,
    /// `expand[0]`), which Stripe, Rails and PHP read, and a multipart array is one part per
    /// element, all with the field's name (RFC 7578 §4.3, as OpenAPI says). `deepObject` writes
    /// brackets in both, in a multipart body one part per value (Stripe's `expand[0]` and
    /// `file_link_data[create]`, as its SDKs send them); `form` without `explode`, `spaceDelimited`
    /// and `pipeDelimited` join an array's elements in one value.
    private func fieldStyle(_ encoding: Node?, slot: ValueSlot, in file: OpenAPIFile) -> ParameterStyle {
        let multipart = slot == .multipartField
        let unstyled: ParameterStyle = multipart ? .form : .brackets
        guard let encoding, let mapping = encoding.mapping else { return unstyled }
        let styleNode = mapping.value(for: "style")
        let explode = mapping.value(for: "explode")?.flag
        guard styleNode != nil || explode != nil else { return unstyled }
        switch styleNode?.text ?? "form" {
        case "form": return .form(explode: explode ?? true)
        case "deepObject": return multipart ? .deepObject : .brackets
        case "spaceDelimited": return .spaceDelimited
        case "pipeDelimited": return .pipeDelimited
        case let other:
            let instead = multipart ? "sent one part per element" : "written with brackets"
            diagnostics.warning("\(multipart ? "multipart" : "form") encoding style '\(other)' is not supported; the field is \(instead) "
                                + "(use form, spaceDelimited, pipeDelimited or deepObject)", at: file.location(styleNode ?? encoding))
            return unstyled
        }
    }
}
