import Yams

/// The headers success answers document (`headers:` of a Response Object), typed for the calls'
/// `…WithResponse` variants, and the structs that hold them.
extension OpenAPITranslator {
    /// The documented headers of one response, in the order written; `Content-Type` is left out,
    /// as OpenAPI says, since the media type describes it.
    func responseHeaders(_ node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint) -> [ResponseHeader] {
        guard let mapping = node.mapping else {
            diagnostics.warning("'headers' must be a mapping of header names; it is skipped", at: file.location(node))
            return []
        }
        var headers: [ResponseHeader] = []
        mapping.forEachEntry { wireName, _, value in
            guard wireName.lowercased() != "content-type" else { return }
            let what = "header '\(wireName)' of \(hint.what)"
            guard let (headerNode, headerFile, target) = resolveObject(
                value, in: file, consequence: "the header is read as text") else {
                headers.append(ResponseHeader(name: wireName, wireName: wireName, type: .named("String")))
                return
            }
            let headerPointer = target.map { NodePointer($0.pointer) } ?? pointer.key(wireName)
            var description: String?
            var schema: Node?
            headerNode.mapping?.forEachEntry { key, _, field in
                switch key {
                case "description": description = Self.trimmed(field.text)
                case "schema": schema = field
                default: break
                }
            }
            var type = TypeReference.named("String")
            if let schema {
                let base = target.map { SwiftName.upperCamel($0.writtenName) } ?? hint.base + SwiftName.upperCamel(wireName)
                let translated = schemaType(schema, at: headerPointer.key("schema"), in: headerFile, hint: NameHint(base: base, what: what))
                type = headerType(translated.type) ?? {
                    diagnostics.warning(
                        "\(what) can't be read from a header's text (scalars, enums and arrays of scalars can); "
                            + "it becomes a String holding the text", at: headerFile.location(schema))
                    return .named("String")
                }()
            }
            headers.append(ResponseHeader(name: wireName, wireName: wireName, type: type, description: description))
        }
        return headers
    }

    /// The type a header's text is read as: a scalar, an enum of strings or integers, or an array
    /// of scalars (comma-separated); `nil` for anything else. An int-or-string is its text: a
    /// header's `8080` can't say whether it is a number or a name.
    private func headerType(_ type: TypeReference) -> TypeReference? {
        let resolved = deepResolvedAlias(type.unwrapped)
        if resolved == .named("IntOrString") { return .named("String") }
        if resolved == .array(.named("IntOrString")) { return .array(.named("String")) }
        switch resolved {
        case let .named(name, arguments) where arguments.isEmpty:
            if BuiltinTypes.scalars.contains(name) { return resolved }
            switch models.model(named: name)?.kind {
            case .stringEnum?, .integerEnum?: return resolved
            default: return nil
            }
        case let .array(.named(name, arguments)) where arguments.isEmpty && BuiltinTypes.scalars.contains(name):
            return resolved
        default:
            return nil
        }
    }

    /// Gives every endpoint that documents headers the name of their struct. Endpoints that document
    /// the same headers (the same names and types, in any order) share one struct; its name comes
    /// from the headers (`LinkHeaders`, `RateLimitHeaders` for `X-RateLimit-Limit`, `…-Remaining`
    /// and `…-Reset`), or from the one operation that documents them (`MarkdownRenderHeaders`).
    /// Runs after duplicate models are merged, so that the same headers have the same types.
    func nameResponseHeaders(_ spec: inout APISpec) {
        var groups: [[String]: [(router: Int, endpoint: Int)]] = [:]
        var order: [[String]] = []
        for router in spec.routers.indices {
            for index in spec.routers[router].endpoints.indices {
                let endpoint = spec.routers[router].endpoints[index]
                guard !endpoint.responseHeaders.isEmpty else { continue }
                let key = endpoint.responseHeaders.map { "\($0.name.lowercased()) \($0.wireName.lowercased()) \($0.type.written)" }.sorted()
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((router, index))
            }
        }
        for key in order {
            guard let members = groups[key], let first = members.first else { continue }
            let endpoint = spec.routers[first.router].endpoints[first.endpoint]
            let operation = members.count == 1 ? endpoint.responseHeadersTypeName : nil
            let what = "the response headers of " + (endpoint.operationId.map { "operation '\($0)'" }
                ?? "operation '\(endpoint.method) \(endpoint.path)'")
            let name = claimTypeName(Self.headersTypeBase(endpoint.responseHeaders, operation: operation), for: what, at: endpoint.location)
            for member in members { spec.routers[member.router].endpoints[member.endpoint].responseHeadersTypeName = name }
        }
    }

    /// `LinkHeaders` for one header; the words every header starts with (`RateLimitHeaders`); else
    /// `operation` (`MarkdownRenderHeaders`) for headers only one operation documents, or all the
    /// headers' words.
    static func headersTypeBase(_ headers: [ResponseHeader], operation: String?) -> String {
        let words = headers.map { SwiftName.words(in: $0.name).map(SwiftName.upperCamel) }
        var common = words[0]
        for other in words.dropFirst() {
            common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0))
        }
        if !common.isEmpty { return common.joined() + "Headers" }
        return operation ?? (words.joined().joined() + "Headers")
    }

    /// The headers of every success answer, each once (by name, ignoring case), with the names
    /// their properties take: without a leading `X-` where no other header takes that name.
    static func mergedHeaders(_ answers: [[ResponseHeader]]) -> [ResponseHeader] {
        var headers: [ResponseHeader] = []
        for header in answers.joined() where !headers.contains(where: { $0.wireName.lowercased() == header.wireName.lowercased() }) {
            headers.append(header)
        }
        let members = headers.map { SwiftName.member($0.wireName) }
        var taken = MemberNameSet(swiftName: { SwiftName.member($0) })
        for index in headers.indices {
            let wire = headers[index].wireName
            let short = wire.count > 2 && wire.prefix(2).lowercased() == "x-" ? String(wire.dropFirst(2)) : wire
            let shortClashes = short != wire && members.enumerated().contains { $0.offset != index && $0.element == SwiftName.member(short) }
            headers[index].name = taken.claim(shortClashes ? wire : short).name
        }
        return headers
    }
}
