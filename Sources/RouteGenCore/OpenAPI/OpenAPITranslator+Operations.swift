import Yams

/// The endpoints of one tag, gathered while the paths are read; named once every model is.
struct RouterDraft {
    var tag: String?
    /// For operations without a tag: the first meaningful segment of their paths (see
    /// `OpenAPITranslator.pathGroup(of:)`), e.g. `customers`. `nil` with `tag` for `DefaultRouter`.
    var group: String?
    var location: SourceLocation
    var endpoints: [Endpoint] = []
    var caseNames = MemberNameSet(swiftName: SpecNames.caseName)
    /// For each endpoint: whether it takes a resource name (see `OpenAPITranslator.nestResourceGroups`).
    var resourceNamed: [Bool] = []
    /// For each endpoint: its position among all the document's operations.
    var ordinals: [Int] = []
    /// The words of the nested group the router is for (`checkout`, `sessions`); empty for a
    /// router of a tag, or of the first path segment in a document without nested groups.
    var groupPath: [String] = []
}

/// What the parts of one operation are named after.
struct OperationContext {
    /// The case name, e.g. `reposGetContent`.
    var caseName: String
    /// UpperCamel, for inline models: `ReposGetContent` → `ReposGetContentRequest`.
    var typeBase: String
    /// For messages: "operation 'repos/get-content'".
    var what: String
}

extension OpenAPITranslator {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    func translatePaths(_ node: Node) {
        guard let paths = node.mapping else {
            diagnostics.warning("'paths' must be a mapping of paths to operations; it is skipped", at: entry.location(node))
            return
        }
        let pointer = NodePointer.root.key("paths").shared
        paths.forEachEntry { path, keyNode, value in translatePathItem(path, keyNode: keyNode, value: value, at: pointer.key(path)) }
    }

    private func translatePathItem(_ path: String, keyNode: Node, value: Node, at pointer: NodePointer) {
        guard let (itemNode, file, target) = resolveObject(value, in: entry, consequence: "the path '\(path)' is skipped") else { return }
        let itemPointer = (target.map { NodePointer($0.pointer) } ?? pointer).shared
        guard let item = itemNode.mapping else {
            diagnostics.warning("path '\(path)' must map to operations, but it is \(SpecReader.kind(of: itemNode)); it is skipped",
                                at: file.location(itemNode))
            return
        }
        guard path.hasPrefix("/") else {
            diagnostics.warning("path '\(path)' must start with '/'; it and its operations are skipped", at: entry.location(keyNode))
            return
        }
        if let problem = PathTemplate.problem(in: path) {
            diagnostics.warning("\(problem.message); the path '\(path)' and its operations are skipped",
                                at: entry.location(ofOffset: problem.offset, in: keyNode))
            return
        }
        var shared: [ListedNode] = []
        var pathServers: Node?
        var operations: [(method: String, keyNode: Node, node: Node, pointer: NodePointer)] = []
        item.forEachEntry { key, itemKeyNode, itemValue in
            switch key {
            case "parameters": shared = parameterList(itemValue, at: itemPointer.key("parameters"), in: file)
            case _ where Self.methods.contains(key): operations.append((key, itemKeyNode, itemValue, itemPointer.key(key)))
            case "additionalOperations":
                let additional = itemPointer.key("additionalOperations")
                operations += additionalOperations(itemValue, in: file).map { ($0.method, $0.keyNode, $0.node, additional.key($0.method)) }
            case "servers": pathServers = itemValue
            case "summary", "description", "$ref": break
            default:
                if !key.hasPrefix("x-") {
                    diagnostics.warning("unknown key '\(key)' in the path '\(path)' is ignored", at: file.location(itemKeyNode))
                }
            }
        }
        let placeholders = PathTemplate.placeholders(in: path)
        if let repeated = placeholders.enumerated().first(where: { index, placeholder in
            placeholders[..<index].contains { $0.name == placeholder.name }
        }) {
            diagnostics.warning("path placeholder '{\(repeated.element.name)}' appears twice; the path '\(path)' is skipped",
                                at: entry.location(ofOffset: repeated.element.offset, in: keyNode))
            return
        }
        routers.resourcePaths.add(path: path, methods: operations.map(\.method))
        for operation in operations {
            translateOperation(
                path: path, pathKey: keyNode, method: operation.method, methodKey: operation.keyNode,
                node: operation.node, at: operation.pointer, in: file, shared: shared, pathServers: pathServers)
        }
    }

    private func translateOperation(
        path: String, pathKey: Node, method: String, methodKey: Node, node: Node, at pointer: NodePointer, in file: OpenAPIFile,
        shared: [ListedNode], pathServers: Node?
    ) {
        guard let operation = node.mapping else {
            diagnostics.warning("operation '\(method.uppercased()) \(path)' must be a mapping; it is skipped", at: file.location(node))
            return
        }
        var operationId: (text: String, node: Node)?
        var tags: [String] = []
        var summary: String?, description: String?
        var deprecated = false
        var parameters: [ListedNode] = []
        var requestBody: (key: Node, value: Node)?
        var responses: Node?
        var servers = pathServers
        operation.forEachEntry { key, keyNode, value in
            switch key {
            case "operationId": operationId = value.text.map { ($0, value) }
            case "tags": tags = value.sequence?.compactMap(\.text) ?? []
            case "summary": summary = value.text
            case "description": description = value.text
            case "deprecated": deprecated = value.flag == true
            case "parameters": parameters = parameterList(value, at: pointer.key("parameters"), in: file)
            case "requestBody": requestBody = (keyNode, value)
            case "responses": responses = value
            case "callbacks":
                diagnostics.warning(
                    "callbacks are not supported; routegen generates the calls a client makes, so 'callbacks' is skipped",
                    at: file.location(keyNode))
            case "servers": servers = value
            default: break
            }
        }
        let location = file.location(methodKey)
        let naming = configuration.operationNames?.value ?? .auto
        let tag = naming == .resources ? nil : routerTag(of: tags)
        let resourceNamed = naming == .resources
            || (naming == .auto && tag == nil && operationId.map { ResourcePaths.spells($0.text, method: method, path: path) } ?? true)
        let routerIndex = router(for: tag, path: path, at: location)
        let written = operationId.map { SwiftName.lowerCamel($0.text) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.derivedName(method: method, path: path)
        let label = operationId.map { "operation '\($0.text)'" } ?? "operation '\(method.uppercased()) \(path)'"
        let (caseName, displaced) = routers[routerIndex].caseNames.claim(written)
        if let displaced {
            let group = routers[routerIndex].operationsDescription
            diagnostics.warning(
                "\(label) becomes the case '\(SpecNames.caseName(caseName))', because '\(displaced.swiftName)' is taken "
                    + "by another operation of \(group)", at: operationId.map { file.location($0.node) } ?? location)
        }
        let context = OperationContext(caseName: caseName, typeBase: SwiftName.upperCamel(caseName), what: label)

        // A method of `additionalOperations` is sent as written; the fixed fields are lower-case names.
        let wireMethod = Self.methods.contains(method) ? method.uppercased() : method
        var endpoint = Endpoint(name: caseName, method: wireMethod, path: path, location: location)
        endpoint.operationId = operationId?.text
        endpoint.pathLocation = entry.location(ofOffset: 0, in: pathKey)
        endpoint.tags = tags
        if let servers {
            endpoint.server = operationServer(servers, in: file, group: tags.first ?? Self.pathGroup(of: path) ?? "server")
        }
        endpoint.description = Self.joinedDescription(summary, description)
        endpoint.deprecated = deprecated ? Deprecation() : nil
        var values = translateParameters(shared: shared, own: parameters, in: file, operation: context, path: path, pathKey: pathKey)
        if let requestBody {
            endpoint.body = translateRequestBody(
                requestBody.value, key: requestBody.key, at: pointer.key("requestBody"), in: file, operation: context, values: &values)
        }
        finishValues(&values, body: &endpoint.body, operation: context)
        endpoint.pathParameters = values.path
        endpoint.queryParameters = values.query
        endpoint.headerParameters = values.header
        endpoint.cookieParameters = values.cookie
        if let responses {
            translateResponses(responses, at: pointer.key("responses"), in: file, operation: context, into: &endpoint)
        } else {
            diagnostics.warning("\(label) has no 'responses'; its call returns nothing", at: location)
        }
        routers.add(endpoint, resourceNamed: resourceNamed, to: routerIndex)
    }

    private func parameterList(_ node: Node, at pointer: NodePointer, in file: OpenAPIFile) -> [ListedNode] {
        guard let list = node.sequence else {
            diagnostics.warning("'parameters' must be a list, but it is \(SpecReader.kind(of: node)); it is skipped",
                                at: file.location(node))
            return []
        }
        let listPointer = pointer.shared
        return list.enumerated().map { ListedNode(node: $1, pointer: listPointer.index($0)) }
    }

    /// `GET /pets/{petId}/photos` → `getPetsByPetIdPhotos`.
    static func derivedName(method: String, path: String) -> String {
        var name = method.lowercased()
        for piece in PathTemplate.pieces(of: path) {
            switch piece {
            case let .literal(text): name += SwiftName.upperCamel(text)
            case let .placeholder(placeholder, _): name += "By" + SwiftName.upperCamel(placeholder)
            }
        }
        return name
    }

    /// The summary, then the description when it says more.
    static func joinedDescription(_ summary: String?, _ description: String?) -> String? {
        let parts = [trimmed(summary), trimmed(description)].compactMap { $0 }
        if parts.count == 2, parts[0] == parts[1] { return parts[0] }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// The draft router of a tag, or of the first meaningful path segment of an operation
    /// without a tag, made on first use.
    private func router(for tag: String?, path: String, at location: SourceLocation) -> Int {
        let group = tag == nil ? Self.pathGroup(of: path) : nil
        let key = tag.map { "tag:" + $0 } ?? group.map { "group:" + SwiftName.upperCamel($0) } ?? "default"
        let declared = tag.flatMap { routers.tagDetails[$0] }
        return routers.index(forKey: key) { RouterDraft(tag: tag, group: group, location: declared?.location ?? location) }
    }
}
