import Yams

extension RouteGenSpecParser {
    static let routerKeys = ["description", "envelope", "server", "endpoints"]
    static let endpointKeys = [
        "route", "description", "deprecated", "path", "query", "headers", "body", "json", "form", "returns", "timeout",
        "status", "envelope", "example", "paging", "server", "stream",
    ]
    static let parameterKeys = ["type", "key", "description"]
    static let bodyKeys = ["type", "name", "description"]
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "CONNECT", "QUERY"]

    mutating func parseRouters(_ node: Node) -> [Router] {
        guard let entries = reader.entries(node, of: "'routers'") else { return [] }
        return entries.compactMap { parseRouter($0) }
    }

    /// A router is a mapping of endpoints, or `{ description: ..., endpoints: {...} }`.
    private mutating func parseRouter(_ entry: SpecReader.Entry) -> Router? {
        let what = "router '\(entry.key)'"
        var router = Router(name: entry.key, endpoints: [], location: reader.location(entry.keyNode))
        var routerEnvelopeLocation: SourceLocation?
        guard var fields = reader.entries(entry.value, of: what) else { return nil }
        if fields.contains(where: { $0.key == "endpoints" }) {
            reader.rejectUnknownKeys(fields, allowed: Self.routerKeys, in: what)
            let description = fields.first { $0.key == "description" }
            router.description = description.flatMap { reader.optionalString($0.value, of: "'description'") }
            if let envelope = fields.first(where: { $0.key == "envelope" }) {
                router.usesEnvelope = reader.bool(envelope.value, of: "'envelope' (false to opt out of the spec's envelope)")
                routerEnvelopeLocation = reader.location(envelope.keyNode)
            }
            if let server = fields.first(where: { $0.key == "server" }) {
                router.server = reader.string(server.value, of: "'server' (the name of one of 'servers')")
                router.serverLocation = reader.location(server.value)
            }
            let endpoints = fields.first { $0.key == "endpoints" }
            fields = endpoints.flatMap { reader.entries($0.value, of: "the endpoints of \(what)") } ?? []
        }
        router.endpoints = fields.compactMap { parseEndpoint($0) }
        for index in router.endpoints.indices where router.endpoints[index].envelopeLocation == nil {
            router.endpoints[index].usesEnvelope = router.usesEnvelope ?? true
            router.endpoints[index].envelopeLocation = routerEnvelopeLocation
        }
        for index in router.endpoints.indices where router.endpoints[index].serverLocation == nil {
            router.endpoints[index].server = router.server
            router.endpoints[index].serverLocation = router.serverLocation
        }
        return router
    }

    /// `getUserInfo: GET userInfo`, or a mapping with `route:` and the parameters.
    private mutating func parseEndpoint(_ entry: SpecReader.Entry) -> Endpoint? {
        let what = "endpoint '\(entry.key)'"
        var endpoint = Endpoint(name: entry.key, method: "GET", path: "", location: reader.location(entry.keyNode))
        guard entry.value.mapping != nil else {
            guard parseRoute(entry.value, into: &endpoint) else { return nil }
            return endpoint
        }
        let fields = reader.entries(entry.value, of: what) ?? []
        reader.rejectUnknownKeys(fields, allowed: Self.endpointKeys, in: what)
        guard let route = fields.first(where: { $0.key == "route" }) else {
            reader.error("\(what) needs a 'route', such as 'route: GET /users/{id}'", at: entry.keyNode)
            return nil
        }
        var valid = parseRoute(route.value, into: &endpoint)
        for field in fields {
            let value = field.value
            switch field.key {
            case "description": endpoint.description = reader.optionalString(value, of: "'description'")
            case "deprecated": endpoint.deprecated = parseDeprecation(value)
            case "path": endpoint.pathParameters = parseParameters(value, of: "the path parameters of \(what)")
            case "query": endpoint.queryParameters = parseParameters(value, of: "the query of \(what)")
            case "headers": endpoint.headerParameters = parseParameters(value, of: "the headers of \(what)")
            case "json": endpoint.body = .fields(parseParameters(value, of: "the JSON fields of \(what)"), .json)
            case "form": endpoint.body = .fields(parseParameters(value, of: "the form fields of \(what)"), .form)
            case "body":
                if let body = parseBodyValue(field) { endpoint.body = .value(body) } else { valid = false }
            case "returns": parseReturns(value, into: &endpoint)
            case "timeout": endpoint.timeout = parseTimeout(value)
            case "status": endpoint.acceptedStatus = parseStatusCodes(value)
            case "envelope":
                endpoint.usesEnvelope = reader.bool(value, of: "'envelope' (false to opt out of the spec's envelope)") ?? true
                endpoint.envelopeLocation = reader.location(field.keyNode)
            case "example": endpoint.example = parseExample(value)
            case "server":
                endpoint.server = reader.string(value, of: "'server' (the name of one of 'servers')")
                endpoint.serverLocation = reader.location(value)
            case "paging":
                guard let paging = reader.string(value, of: "'paging'") else { break }
                if paging == "link" {
                    endpoint.linkPaging = true
                } else {
                    reader.error(
                        "'paging' must be 'link' (the next page is the Link header's rel=\"next\" URL); cursor lists "
                            + "with 'has_more', 'data' and a 'starting_after' query item are recognised without it", at: value)
                }
            default: break
            }
        }
        if let stream = fields.first(where: { $0.key == "stream" }) { parseStream(stream, into: &endpoint) }
        let bodyKeys = fields.filter { ["body", "json", "form"].contains($0.key) }
        if bodyKeys.count > 1 {
            reader.error(
                "\(what) has both '\(bodyKeys[0].key)' and '\(bodyKeys[1].key)'; an endpoint sends one body",
                at: bodyKeys[1].keyNode)
        }
        return valid ? endpoint : nil
    }

    /// Reads `GET /users/{id}` into the method and the path.
    private mutating func parseRoute(_ node: Node, into endpoint: inout Endpoint) -> Bool {
        guard let text = reader.string(node, of: "'route'") else { return false }
        endpoint.routeLocation = reader.location(node)
        let leading = text.prefix { $0 == " " }.count
        let trimmed = text.drop { $0 == " " }
        let method = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        let rest = trimmed.dropFirst(method.count)
        let path = String(rest.drop { $0 == " " || $0 == "\t" })
        guard !method.isEmpty, !path.isEmpty else {
            reader.error("'route' must be a method and a path, such as 'GET /users/{id}', but it is '\(text)'", at: node)
            return false
        }
        guard Self.methods.contains(method.uppercased()) else {
            var message = "unsupported HTTP method '\(method)'"
            if let suggestion = Suggestions.closest(to: method.uppercased(), in: Self.methods) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; use one of \(Self.methods.joined(separator: ", "))"
            }
            reader.diagnostics.error(message, at: reader.location(ofOffset: leading, in: node))
            return false
        }
        endpoint.method = method.uppercased()
        endpoint.path = path
        let pathOffset = text.count - path.count
        endpoint.pathLocation = reader.location(ofOffset: pathOffset, in: node)
        if let problem = PathTemplate.problem(in: path) {
            reader.diagnostics.error(problem.message, at: reader.location(ofOffset: pathOffset + problem.offset, in: node))
            return false
        }
        return true
    }

    private mutating func parseParameters(_ node: Node, of what: String) -> [Parameter] {
        guard let entries = reader.entries(node, of: what) else { return [] }
        return entries.compactMap { parseTypedValue($0, of: "'\($0.key)' in \(what)", keys: Self.parameterKeys) }
    }

    /// `body: User`, or `body: { type: User, name: newUser, description: ... }`.
    private mutating func parseBodyValue(_ field: SpecReader.Entry) -> Parameter? {
        let entry = SpecReader.Entry(key: "", keyNode: field.keyNode, value: field.value)
        guard var body = parseTypedValue(entry, of: "'body'", keys: Self.bodyKeys) else { return nil }
        if body.name.isEmpty {
            body.name = SwiftName.lowerCamel(Self.bodyName(for: body.type))
        }
        body.wireName = body.name
        return body
    }

    /// `User` → `user`, `[Post]` → `posts`, `ResponseData<Post>` → `responseData`.
    static func bodyName(for type: TypeReference) -> String {
        switch type {
        case let .named(name, _): name
        case let .array(element): bodyName(for: element) + "s"
        case .dictionary: "values"
        case let .optional(wrapped): bodyName(for: wrapped)
        }
    }
}
