/// The support types an app names: servers, parameter keys, credentials, header and content-type
/// enums, defaults, the envelope and the sample stubs. Each is found again by its role, so that a
/// new prefix (`info.title` changed) reads as a rename.
extension SurfaceBuilder {
    func supportTypes() -> [SurfaceType] {
        var types = serverTypes()
        let defaults = context.defaultsContext()
        types.append(support(defaults.typeName, role: "Defaults", [
            constant("headers", "RouteGenRuntime.HTTPHeaders"), constant("timeoutInterval", "Foundation.TimeInterval?"),
        ]))
        if let keys = context.parameterKeysContext() {
            types.append(support(keys.typeName, role: "ParameterKey", keys.keys.map { key in
                constant(key.name, "Swift.String", identity: key.valueLiteral)
            }))
        }
        if let security = context.securityContext() {
            types.append(support(security.typeName, role: "Security", zip(security.schemes, spec.securitySchemes).map { scheme, written in
                SurfaceMember(kind: .staticFunction, name: scheme.name, parameters: SurfaceParameter.list(scheme.parameters),
                              type: "RouteGenRuntime.ClosureAdapter", identity: written.name, location: written.location)
            }))
        }
        for (spelled, role) in [(context.headerFieldsContext(), "HTTPHeaderField"), (context.contentTypesContext(), "ContentType")] {
            guard let spelled else { continue }
            var type = support(spelled.typeName, role: role, spelled.cases.map { spelledCase in
                SurfaceMember(kind: .enumCase, name: spelledCase.name, identity: spelledCase.rawValueLiteral ?? spelledCase.name)
            })
            type.type = "Swift.String"
            types.append(type)
        }
        if let envelope = context.envelopeContext() {
            types.append(support(envelope.typeName, role: "Envelope", [
                constant("payloadKey", "Swift.String"), constant("codeKey", "Swift.String"),
                constant("messageKey", "Swift.String?"), constant("successCodes", "Swift.Set<Swift.String>"),
            ]))
        }
        if spec.routers.contains(where: { $0.endpoints.contains { $0.example != nil } }) {
            types.append(support(names.samplesType, role: "Samples", [constant("stubs", "[RouteGenRuntime.Stub]")]))
        }
        return types
    }

    /// `<Prefix>Server`: a constant per server, a function per server with variables, `current`,
    /// and the enums of variables that list their values.
    private func serverTypes() -> [SurfaceType] {
        let servers = context.serversContext()
        var members: [SurfaceMember] = []
        var types: [SurfaceType] = []
        for server in servers.servers {
            let location = (spec.servers + spec.operationServers).first { SwiftName.escaped(SpecNames.serverName($0.name)) == server.name }?
                .location
            members.append(constant(server.name, "Foundation.URL", location: location))
            guard let function = server.function else { continue }
            // The enums of the variables are nested in the server type: outside it, they take its name.
            let nested = Set(function.enums.map(\.typeName))
            let parameters = SurfaceParameter.list(function.parameters).map { parameter in
                var parameter = parameter
                if nested.contains(parameter.type) { parameter.type = servers.typeName + "." + parameter.type }
                return parameter
            }
            members.append(SurfaceMember(
                kind: .staticFunction, name: server.name, parameters: parameters, type: "Foundation.URL",
                identity: server.name + "()", location: location))
            for choices in function.enums {
                var type = support(servers.typeName + "." + choices.typeName, role: "Server." + choices.typeName, choices.cases.map {
                    SurfaceMember(kind: .enumCase, name: $0.name, identity: $0.rawValueLiteral ?? $0.name, location: location)
                })
                type.type = "Swift.String"
                types.append(type)
            }
        }
        members.append(constant("current", "Foundation.URL"))
        return [support(servers.typeName, role: "Server", members)] + types
    }

    private func support(_ name: String, role: String, _ members: [SurfaceMember]) -> SurfaceType {
        SurfaceType(name: name, kind: .support, members: members, role: role)
    }

    private func constant(
        _ name: String, _ type: String, identity: String? = nil, location: SourceLocation? = nil
    ) -> SurfaceMember {
        SurfaceMember(kind: .staticValue, name: name, type: type, identity: identity ?? name.filter { $0 != "`" }, location: location)
    }
}
