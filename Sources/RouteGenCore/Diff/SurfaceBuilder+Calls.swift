/// Routers, typed calls, enums of answers, headers structs, and what the generated code adds to
/// the runtime's `APIClient` and `APIError`.
extension SurfaceBuilder {
    /// A router enum: a case (or, for a router split into parts, a static member) per operation.
    func routerType(_ router: Router) -> SurfaceType {
        let clientName = names.clientType(router)
        var members = router.endpoints.map { endpoint in
            let info = context.caseInfo(endpoint)
            let spelled = context.caseContext(info, clientName: clientName)
            let parameters = zip(spelled.values, info.values).map { value, written in
                SurfaceParameter(label: value.label, type: value.type, hasDefault: value.isOptional,
                                 identity: Self.parameterIdentity(role: written.role, parameter: written.parameter, in: endpoint))
            }
            return SurfaceMember(
                kind: .routerCase, name: spelled.name, parameters: parameters.isEmpty ? nil : parameters,
                identity: OperationKey.of(endpoint), operation: OperationKey.display(endpoint), location: endpoint.location)
        }
        if router.endpoints.contains(where: { $0.example != nil }) {
            members.append(SurfaceMember(
                kind: .staticValue, name: "sampleStubs", type: "[RouteGenRuntime.Stub]", identity: "sampleStubs",
                location: router.location))
        }
        return SurfaceType(name: names.routerType(router), kind: .router, members: members, role: router.name,
                           location: router.location)
    }

    /// The struct of a router's typed calls: for each operation the call, its `…WithResponse` and
    /// streaming twins where it has them, and the function of its pages.
    func clientType(_ router: Router) -> SurfaceType {
        var members: [SurfaceMember] = []
        let taken = context.caseNames(of: router)
        for endpoint in router.endpoints {
            let info = context.caseInfo(endpoint)
            let identities = Dictionary(
                info.values.map { ($0.label, Self.parameterIdentity(role: $0.role, parameter: $0.parameter, in: endpoint)) },
                uniquingKeysWith: { first, _ in first })
            let operation = OperationKey.of(endpoint), display = OperationKey.display(endpoint)
            for function in context.functionContexts(info, router: router, taken: taken) {
                members.append(SurfaceMember(
                    kind: .call, name: function.name,
                    parameters: SurfaceParameter.list(function.parameters) { identities[$0] ?? $0 },
                    type: function.returnType, isAsync: true, identity: operation + Self.flavour(of: function),
                    operation: display, location: endpoint.location))
            }
            if let pages = context.pagesFunctionContext(info, router: router, taken: taken) {
                members.append(SurfaceMember(
                    kind: .call, name: pages.name, parameters: SurfaceParameter.list(pages.parameters) { identities[$0] ?? $0 },
                    type: pages.returnType, identity: operation + "#pages", operation: display, location: endpoint.location))
            }
        }
        members += names.clientGroup(router).flatMap { accessors[$0.typeName] } ?? []
        return SurfaceType(name: names.clientType(router), kind: .client, members: members, role: router.name,
                           location: router.location)
    }

    /// The structs of groups that hold only groups (`CheckoutClient`, whose `sessions` returns
    /// `CheckoutSessionsClient`): a property per group below.
    func groupClientTypes() -> [SurfaceType] {
        spec.clientGroups.filter { $0.router == nil }.map { group in
            SurfaceType(name: group.typeName, kind: .client, members: accessors[group.typeName] ?? [],
                        role: "group " + group.path.joined(separator: "/"),
                        location: Self.firstLocation(accessors[group.typeName]))
        }
    }

    /// The properties that return clients and groups of calls, by the group they hang off (`""` for
    /// `APIClient`), found again by the type they return: `customers`, `checkout`, `sessions`.
    static func accessors(_ spec: APISpec, names: SpecNames) -> [String: [SurfaceMember]] {
        var accessors: [String: [SurfaceMember]] = [:]
        let groups = Dictionary(spec.clientGroups.compactMap { group in group.router.map { ($0, group) } },
                                uniquingKeysWith: { first, _ in first })
        for router in spec.routers {
            accessors[groups[router.name]?.parent ?? "", default: []].append(SurfaceMember(
                kind: .property, name: SwiftName.escaped(names.clientAccessor(router)), type: names.clientType(router),
                identity: names.clientType(router), location: router.location))
        }
        // A group of groups is written where the first client below it is: deepest groups first.
        for group in spec.clientGroups.filter({ $0.router == nil }).sorted(by: { ($0.path.count, $1.typeName) > ($1.path.count, $0.typeName) }) {
            accessors[group.parent ?? "", default: []].append(SurfaceMember(
                kind: .property, name: SwiftName.escaped(group.accessor), type: group.typeName, identity: group.typeName,
                location: Self.firstLocation(accessors[group.typeName])))
        }
        return accessors
    }

    /// Where a group of groups is written: where the first client or group below it is.
    private static func firstLocation(_ members: [SurfaceMember]?) -> SourceLocation? {
        members?.lazy.compactMap(\.location).first
    }

    /// The enums of the calls whose success answers differ: a case per status.
    func responsesTypes(_ router: Router) -> [SurfaceType] {
        router.endpoints.compactMap { endpoint in
            guard let spelled = context.responsesEnumContext(endpoint) else { return nil }
            let members = zip(spelled.cases, endpoint.successResponses).map { answer, written in
                let declaration = answer.declaration
                let open = declaration.firstIndex(of: "(")
                return SurfaceMember(
                    kind: .variant, name: String(declaration[..<(open ?? declaration.endIndex)]),
                    type: open.map { String(declaration[declaration.index(after: $0)..<declaration.index(before: declaration.endIndex)]) },
                    identity: written.status, location: endpoint.location)
            }
            return SurfaceType(name: spelled.typeName, kind: .responses, members: members, role: OperationKey.of(endpoint),
                               location: endpoint.location)
        }
    }

    /// The structs of documented response headers: a property per header, found again by its wire name.
    func headersTypes() -> [SurfaceType] {
        var firsts: [String: Endpoint] = [:]
        for endpoint in spec.routers.lazy.flatMap(\.endpoints) {
            if let name = endpoint.responseHeadersTypeName, firsts[name] == nil { firsts[name] = endpoint }
        }
        return context.responseHeadersContexts().compactMap { spelled in
            guard let endpoint = firsts[spelled.typeName] else { return nil }
            let members = zip(spelled.properties, endpoint.responseHeaders).map { property, header in
                SurfaceMember(kind: .property, name: property.name, type: property.type, identity: header.wireName.lowercased(),
                              location: endpoint.location)
            }
            return SurfaceType(name: spelled.typeName, kind: .headers, members: members, location: endpoint.location)
        }
    }

    /// `APIClient`'s property per top-level client or group, and `APIError`'s accessor per documented error body.
    func runtimeExtensions() -> [SurfaceType] {
        var types = [SurfaceType(name: "APIClient", kind: .runtimeExtension, members: accessors[""] ?? [])]
        if let errors = context.documentedErrorsContext() {
            types.append(SurfaceType(
                name: "APIError", kind: .runtimeExtension,
                members: errors.accessors.map { accessor in
                    SurfaceMember(kind: .property, name: accessor.name, type: accessor.type + "?", identity: accessor.type,
                                  location: names.model(named: .named(accessor.type))?.location)
                }))
        }
        return types
    }

    /// `query limit`, `json customer`, `header x-request-id`: where a value goes and its wire name;
    /// `path 0` for the first placeholder, whatever its name, since renaming it changes no request.
    static func parameterIdentity(role: String, parameter: Parameter, in endpoint: Endpoint) -> String {
        switch role {
        case "path": "path \(endpoint.pathParameters.firstIndex { $0.wireName == parameter.wireName } ?? 0)"
        case "header": "header " + parameter.wireName.lowercased()
        default: role + " " + parameter.wireName
        }
    }

    /// How a call reads its operation's answer, after the operation in its identity: the plain
    /// call (nothing), `#withResponse`, `#stream` (and `#pages` for the function of its pages).
    static func flavour(of function: FunctionContext) -> String {
        guard let type = function.returnType else { return "" }
        if type.hasPrefix("RouteGenRuntime.APIResponse<") { return "#withResponse" }
        if type.hasPrefix("RouteGenRuntime.ResponseStream<") { return "#stream" }
        return ""
    }
}
