import Yams

/// What OpenAPI 3.2 adds to paths, parameters and tags: `additionalOperations`, `in: querystring`,
/// and tags' `summary`, `parent` and `kind`; and the warnings for the additions routegen doesn't use.
extension OpenAPITranslator {
    /// The operations of a path item's `additionalOperations`, each under its method as written
    /// (`COPY`, `PURGE`), which is sent exactly so.
    func additionalOperations(_ node: Node, in file: OpenAPIFile) -> [(method: String, keyNode: Node, node: Node)] {
        guard let mapping = node.mapping else {
            diagnostics.warning("'additionalOperations' must be a mapping of methods to operations; it is skipped",
                                at: file.location(node))
            return []
        }
        var operations: [(method: String, keyNode: Node, node: Node)] = []
        mapping.forEachEntry { method, keyNode, value in
            if Self.methods.contains(method.lowercased()) {
                diagnostics.warning(
                    "method '\(method)' belongs under '\(method.lowercased())', not 'additionalOperations'; the operation is skipped",
                    at: file.location(keyNode))
            } else if !HTTPToken.isValid(method) {
                diagnostics.warning("'\(method)' is not a valid HTTP method; the operation is skipped", at: file.location(keyNode))
            } else {
                operations.append((method, keyNode, value))
            }
        }
        return operations
    }

    /// `in: querystring`: the whole query string from one schema. An object sent as
    /// `application/x-www-form-urlencoded` becomes one query item per property, as an exploded
    /// `form` object; other media types are left out, with a warning.
    func queryStringDraft(_ node: Node, at pointer: NodePointer, name: String, in file: OpenAPIFile, operation: OperationContext) -> ParameterDraft? {
        let location = file.location(node)
        let mapping = node.mapping
        var media: (type: String, key: Node, schema: Node?)?
        mapping?.value(for: "content")?.mapping?.forEachEntry { type, key, value in
            if media == nil { media = (type, key, value.mapping?.value(for: "schema")) }
        }
        guard let media, MediaKind(media.type) == .form, let schema = media.schema else {
            let what = media.map { "'\($0.type)' content" } ?? "no 'content'"
            diagnostics.warning(
                "querystring parameter '\(name)' has \(what); routegen sends a query string from an "
                    + "'application/x-www-form-urlencoded' object schema only, so the parameter is left out",
                at: media.map { file.location($0.key) } ?? location)
            return nil
        }
        let hint = NameHint(base: operation.typeBase + "Query", what: "the query string of \(operation.what)")
        let translated = schemaType(schema, at: pointer.key("content").key(media.type).key("schema"), in: file, hint: hint)
        let required = mapping?.value(for: "required")?.flag == true
        let type = deepResolvedAlias(translated.type)
        let parameter = Parameter(
            name: name, wireName: name, type: required && !translated.nullable ? type : .optional(type),
            description: Self.trimmed(mapping?.value(for: "description")?.text), location: location, style: .form(explode: true))
        return ParameterDraft(placement: "query", parameters: lower(parameter, slot: .query))
    }

    /// The tag of an operation's router: the first of its tags that names a group (a tag of 3.2's
    /// `kind: badge` or `audience`, say, only labels operations) and that is not the `parent` of
    /// another of its tags, which is more specific.
    func routerTag(of tags: [String]) -> String? {
        let grouping = tags.filter { tag in
            guard let kind = routers.tagDetails[tag]?.kind else { return true }
            return kind == "nav"
        }
        let candidates = grouping.isEmpty ? tags : grouping
        return candidates.first { tag in !candidates.contains { routers.tagDetails[$0]?.parent == tag } } ?? candidates.first
    }

    /// The doc comment of a tag's router: its `summary`, its description, and its `parent`.
    func tagDocumentation(_ tag: String) -> String? {
        guard let details = routers.tagDetails[tag] else { return nil }
        let parent = details.parent.map { "Part of the operations tagged `\($0)`." }
        let parts = [Self.trimmed(details.summary), details.description, parent].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// 3.2's `defaultMapping` of a discriminator, which routegen doesn't use.
    func reportDefaultMapping(_ discriminator: Node.Mapping, in file: OpenAPIFile) {
        discriminator.forEachEntry { key, keyNode, _ in
            guard key == "defaultMapping" else { return }
            diagnostics.warning(
                "'defaultMapping' is not supported; a value the discriminator doesn't map fails to decode",
                at: file.location(keyNode))
        }
    }

    /// 3.2's `itemEncoding` and `prefixEncoding` of a request body, which routegen doesn't use.
    func reportItemEncodings(_ media: MediaEntry, in file: OpenAPIFile) {
        media.node.mapping?.forEachEntry { key, keyNode, _ in
            guard key == "itemEncoding" || key == "prefixEncoding" else { return }
            diagnostics.warning(
                "'\(key)' is not supported; each part or item is encoded by its schema's type", at: file.location(keyNode))
        }
    }

    /// 3.2's `$self`, the document's own URI, which routegen doesn't use.
    func reportSelf(_ key: Node) {
        diagnostics.warning(
            "'$self' is not used; references are resolved against the path of the file that holds them", at: entry.location(key))
    }
}

/// What a Tag Object says besides its name.
struct TagDetails {
    var description: String?
    /// 3.2: a short name for display.
    var summary: String?
    /// 3.2: the tag this one is nested under.
    var parent: String?
    /// 3.2: `nav`, `badge`, `audience` or another kind from the registry.
    var kind: String?
    var location: SourceLocation
}
