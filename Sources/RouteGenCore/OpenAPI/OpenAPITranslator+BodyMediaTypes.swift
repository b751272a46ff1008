import Yams

/// The media types a JSON request body is sent as: `application/json`, any `+json` type
/// (Kubernetes' `application/merge-patch+json`), and YAML types (`application/apply-patch+yaml`),
/// whose parsers read JSON text, since JSON is YAML.
extension OpenAPITranslator {
    /// The media type a JSON body is sent as unless the caller chooses: the first the `content`
    /// mapping lists that can carry the body's JSON. Where it lists several, the call takes a
    /// `contentType` header parameter (added to `values`) of an enum of them, shared by the bodies of
    /// the same type sent in the same media types.
    func jsonBodyMediaType(
        _ media: MediaEntry, content: Node?, in file: OpenAPIFile, bodyType: TypeReference, operation: OperationContext,
        location: SourceLocation, values: inout OperationValues
    ) -> String {
        // `*/*` says nothing of JSON: the body goes as `application/json`, as it always has.
        guard media.kind == .json else { return "application/json" }
        let types = jsonMediaTypes(media, content: content, in: file, operation: operation)
        guard types.count > 1, let first = types.first else { return types.first ?? media.type }
        let name = mediaTypeEnum(types, bodyType: bodyType, operation: operation, location: location)
        values.header.append(Parameter(
            name: "contentType", wireName: "Content-Type", type: .optional(.named(name)),
            description: "The media type of `body`, one of " + types.map { "`\($0)`" }.joined(separator: ", ")
                + "; `\(first)` when `nil`.",
            location: location, style: .simple))
        return first
    }

    /// Whether a body's JSON text can be sent as `mediaType`: a JSON type, or a YAML one.
    static func carriesJSON(_ mediaType: String) -> Bool {
        if MediaKind(mediaType) == .json { return true }
        let essence = MediaType.essence(of: mediaType)
        return essence.hasSuffix("+yaml") || ["application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml"].contains(essence)
    }

    /// The media types of `content`, in the order written, that carry the body `media` describes:
    /// JSON or YAML, with the same schema (written alike: a Swagger 2.0 body has one schema under each
    /// of its media types). One with a schema of its own is left out, with a warning, since the
    /// body's type is the first JSON type's.
    private func jsonMediaTypes(_ media: MediaEntry, content: Node?, in file: OpenAPIFile, operation: OperationContext) -> [String] {
        var types: [String] = []
        content?.mapping?.forEachEntry { type, keyNode, value in
            guard Self.carriesJSON(type), !types.contains(type) else { return }
            let (node, _) = mediaTypeObject(value, at: media.pointer, in: file)
            guard node.mapping?.value(for: "schema") == media.schema else {
                diagnostics.warning(
                    "the request body of \(operation.what) has another schema in '\(type)' than in '\(media.type)'; "
                        + "the call doesn't send '\(type)'", at: file.location(keyNode))
                return
            }
            types.append(type)
        }
        return types
    }

    /// The enum of `types`, named after the body's type when it is a model's
    /// (`IoK8sApimachineryPkgApisMetaV1PatchMediaType`), else after the operation, made on first use.
    private func mediaTypeEnum(_ types: [String], bodyType: TypeReference, operation: OperationContext, location: SourceLocation) -> String {
        var owner = operation.typeBase + "Request"
        if case let .named(name, arguments) = bodyType.unwrapped, arguments.isEmpty, models.slot(named: name) != nil { owner = name }
        let key = ([owner] + types).joined(separator: " ")
        if let name = mediaChoices[key] { return name }
        let name = claimTypeName(owner + "MediaType", for: "the media types of the request body of \(operation.what)", at: location)
        let slot = models.start(name)
        var members = MemberNameSet { SwiftName.member($0, fallback: "value") }
        let cases = types.map { type in EnumCase(name: members.claim(Self.mediaCaseName(type)).name, value: type, location: location) }
        let model = Model(
            name: name, description: "The media types a request body of type `\(owner)` is sent as; the body is the same JSON text in each.",
            kind: .stringEnum(cases: cases), location: location)
        models.finish(model, at: slot)
        mediaChoices[key] = name
        return name
    }

    /// A media type's case: its subtype for an `application/` type, without a `+json` suffix
    /// (`merge-patch+json` → `mergePatch`, `apply-patch+yaml` → `applyPatchYAML`); the whole type
    /// otherwise (`text/json` → `textJSON`).
    static func mediaCaseName(_ mediaType: String) -> String {
        let essence = MediaType.essence(of: mediaType)
        let name = essence.hasPrefix("application/") ? essence.dropFirst("application/".count) : Substring(essence)
        var words = name.split(whereSeparator: { $0 == "/" || $0 == "+" }).map(String.init)
        if words.count > 1, name.hasSuffix("+json") { words.removeLast() }
        let formats: Set<String> = ["json", "yaml", "xml", "cbor"]
        return caseBaseName(words.map { formats.contains($0) ? $0.uppercased() : $0 }.joined(separator: " "))
    }
}
