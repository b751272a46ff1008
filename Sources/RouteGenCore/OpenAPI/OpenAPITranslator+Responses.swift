import Yams

/// A translated Response Object.
struct ResponseDraft {
    /// The body's type; `nil` without a body.
    var type: TypeReference?
    /// The body is not JSON: the call hands back its bytes.
    var isRawData = false
    var description: String?
    /// The documented response headers, as written.
    var headers: [ResponseHeader] = []
    /// The answer that streams, among the response's media types.
    var stream: StreamedAnswer?
    /// The example of a JSON body as compact JSON, when the tree's conventions make examples stubs.
    var example: String?
}

extension OpenAPITranslator {
    /// The success response (200, else the first 2xx) gives the call's return type; every
    /// non-2xx response, `default` and `4XX` included, is listed as an error response.
    func translateResponses(
        _ node: Node, at pointer: NodePointer, in file: OpenAPIFile, operation: OperationContext, into endpoint: inout Endpoint
    ) {
        guard let responses = node.mapping else {
            diagnostics.warning("'responses' must be a mapping of status codes; the call returns nothing", at: file.location(node))
            return
        }
        var entries: [(status: String, key: Node, value: Node)] = []
        responses.forEachEntry { status, key, value in
            if !status.hasPrefix("x-") { entries.append((status, key, value)) }
        }
        let successIndex = entries.firstIndex { $0.status == "200" } ?? entries.firstIndex { Self.isSuccess($0.status) }
        var successes: [(index: Int, response: SuccessResponse)] = []
        var headers: [[ResponseHeader]] = []
        var primary: (status: String, example: String?)?
        // The primary answer first, so that it claims its type name first, as it always has.
        let order = successIndex.map { [$0] + entries.indices.filter { $0 != successIndex } } ?? Array(entries.indices)
        for index in order {
            let entry = entries[index]
            let isPrimary = index == successIndex
            let statusName = isPrimary ? "" : SwiftName.upperCamel(entry.status)
            let what = isPrimary ? "the response of \(operation.what)" : "the \(entry.status) response of \(operation.what)"
            let draft = responseDraft(
                entry.value, at: pointer.key(entry.status), in: file,
                hint: NameHint(base: operation.typeBase + "Response" + statusName, what: what))
            guard Self.isSuccess(entry.status) else {
                endpoint.errorResponses.append(ErrorResponse(status: entry.status, type: draft.type, description: draft.description))
                continue
            }
            if isPrimary {
                endpoint.returns = draft.type
                endpoint.returnsRawData = draft.isRawData
                endpoint.stream = draft.stream
                primary = (entry.status, draft.example)
            }
            endpoint.linkPaging = endpoint.linkPaging || draft.headers.contains { $0.wireName.lowercased() == "link" }
            headers.append(draft.headers)
            successes.append((index, SuccessResponse(
                status: entry.status, type: draft.type, isRawData: draft.isRawData, description: draft.description)))
        }
        endpoint.responseHeaders = Self.mergedHeaders(headers)
        // The struct's name if no other operation documents the same headers; see `nameResponseHeaders`.
        endpoint.responseHeadersTypeName = endpoint.responseHeaders.isEmpty ? nil : operation.typeBase + "Headers"
        endpoint.example = Self.stubExample(primary: primary, successCount: successes.count)
        guard successes.count > 1 else { return }
        endpoint.successResponses = successes.sorted { $0.index < $1.index }.map(\.response)
        if endpoint.successShape == .cases {
            endpoint.responsesTypeName = models.typeNames.claim(
                operation.typeBase + "Responses", owner: "the success responses of \(operation.what)").name
        }
    }

    /// `200`, `204`, `2XX`.
    static func isSuccess(_ status: String) -> Bool {
        status.count == 3 && status.first == "2"
    }

    /// One response, translated once per place in the files.
    private func responseDraft(_ node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint) -> ResponseDraft {
        guard let (responseNode, responseFile, target) = resolveObject(
            node, in: file, consequence: "the response is read as having no body") else { return ResponseDraft() }
        let key = responseFile.key(responseNode)
        let responsePointer = target.map { NodePointer($0.pointer) } ?? pointer
        if let known = routers.responseCache[key] { return known }
        var draft = ResponseDraft()
        guard let response = responseNode.mapping else {
            diagnostics.warning("a response must be a mapping; it is read as having no body", at: responseFile.location(responseNode))
            return draft
        }
        var content: Node?
        var summary: String?
        response.forEachEntry { key, keyNode, value in
            switch key {
            case "description": draft.description = Self.trimmed(value.text)
            case "summary": summary = Self.trimmed(value.text)
            case "content": content = value
            case "headers":
                let base = target.map { SwiftName.upperCamel($0.writtenName) } ?? hint.base
                draft.headers = responseHeaders(value, at: responsePointer.key("headers"), in: responseFile, hint: NameHint(base: base, what: hint.what))
            case "links":
                diagnostics.warning("links are not supported; 'links' is skipped", at: responseFile.location(keyNode))
            default: break
            }
        }
        // 3.2: a short summary, for responses that leave out the description.
        if draft.description == nil { draft.description = summary }
        let contentPointer = responsePointer.key("content")
        draft.stream = streamedAnswer(
            content, at: contentPointer, in: responseFile, hint: hint.child("Item", role: "the items of the stream of"))
        if let media = preferredMedia(content, at: contentPointer, in: responseFile, skippingStreams: true) {
            let isJSON = media.kind == .json || (media.kind == .wildcard && wildcardIsJSON(media))
            if isJSON {
                var hint = hint
                if let target { hint = NameHint(base: SwiftName.upperCamel(target.writtenName), what: "response '\(target.writtenName)'") }
                let translated = media.schema.map { schemaType($0, at: media.schemaPointer, in: responseFile, hint: hint) } ?? .jsonValue
                if deepResolvedAlias(translated.type) == .named("Data") {
                    draft.type = .named("Data")
                    draft.isRawData = true
                } else {
                    draft.type = translated.nullable ? .optional(translated.type) : translated.type
                    draft.example = exampleStub(media, in: responseFile)
                }
            } else {
                draft.type = .named("Data")
                draft.isRawData = true
            }
        }
        draft.stream?.isOnlyAnswer = draft.type == nil
        routers.responseCache[key] = draft
        return draft
    }
}
