import Yams

/// A translated Response Object.
struct ResponseDraft {
    /// The body's type; `nil` without a body.
    var type: TypeReference?
    /// The body is not JSON: the call hands back its bytes.
    var isRawData = false
    var description: String?
}

extension OpenAPITranslator {
    /// The success response (200, else the first 2xx) gives the call's return type; every
    /// non-2xx response, `default` and `4XX` included, is listed as an error response.
    func translateResponses(_ node: Node, in file: OpenAPIFile, operation: OperationContext, into endpoint: inout Endpoint) {
        guard let responses = node.mapping else {
            diagnostics.warning("'responses' must be a mapping of status codes; the call returns nothing", at: file.location(node))
            return
        }
        var entries: [(status: String, key: Node, value: Node)] = []
        responses.forEachEntry { status, key, value in
            if !status.hasPrefix("x-") { entries.append((status, key, value)) }
        }
        let successIndex = entries.firstIndex { $0.status == "200" } ?? entries.firstIndex { Self.isSuccess($0.status) }
        var success: (status: String, draft: ResponseDraft)?
        if let successIndex {
            let entry = entries[successIndex]
            let draft = responseDraft(entry.value, in: file, hint: NameHint(
                base: operation.typeBase + "Response", what: "the response of \(operation.what)"))
            endpoint.returns = draft.type
            endpoint.returnsRawData = draft.isRawData
            success = (entry.status, draft)
        }
        for (index, entry) in entries.enumerated() where index != successIndex {
            let statusName = SwiftName.upperCamel(entry.status)
            let draft = responseDraft(entry.value, in: file, hint: NameHint(
                base: operation.typeBase + "Response" + statusName, what: "the \(entry.status) response of \(operation.what)"))
            if Self.isSuccess(entry.status) {
                if let success, let type = draft.type, type != success.draft.type {
                    diagnostics.warning(
                        "\(operation.what) also answers \(entry.status) with a '\(type.written)' body; its call decodes "
                            + "the \(success.status) body ('\(success.draft.type?.written ?? "none")')", at: file.location(entry.key))
                }
                continue
            }
            endpoint.errorResponses.append(ErrorResponse(status: entry.status, type: draft.type, description: draft.description))
        }
    }

    /// `200`, `204`, `2XX`.
    static func isSuccess(_ status: String) -> Bool {
        status.count == 3 && status.first == "2"
    }

    /// One response, translated once per place in the files.
    private func responseDraft(_ node: Node, in file: OpenAPIFile, hint: NameHint) -> ResponseDraft {
        guard let (responseNode, responseFile, target) = resolveObject(
            node, in: file, consequence: "the response is read as having no body") else { return ResponseDraft() }
        let key = responseFile.key(responseNode)
        if let known = responseCache[key] { return known }
        var draft = ResponseDraft()
        guard let response = responseNode.mapping else {
            diagnostics.warning("a response must be a mapping; it is read as having no body", at: responseFile.location(responseNode))
            return draft
        }
        var content: Node?
        response.forEachEntry { key, keyNode, value in
            switch key {
            case "description": draft.description = Self.trimmed(value.text)
            case "content": content = value
            case "links":
                diagnostics.warning("links are not supported; 'links' is skipped", at: responseFile.location(keyNode))
            default: break
            }
        }
        if let media = preferredMedia(content) {
            let isJSON = media.kind == .json || (media.kind == .wildcard && wildcardIsJSON(media))
            if isJSON {
                var hint = hint
                if let target { hint = NameHint(base: SwiftName.upperCamel(target.writtenName), what: "response '\(target.writtenName)'") }
                let translated = media.schema.map { schemaType($0, in: responseFile, hint: hint) } ?? .jsonValue
                if deepResolvedAlias(translated.type) == .named("Data") {
                    draft.type = .named("Data")
                    draft.isRawData = true
                } else {
                    draft.type = translated.nullable ? .optional(translated.type) : translated.type
                }
            } else {
                draft.type = .named("Data")
                draft.isRawData = true
            }
        }
        responseCache[key] = draft
        return draft
    }
}
