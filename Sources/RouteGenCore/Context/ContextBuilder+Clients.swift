/// The typed calls, the envelope, the sample stubs and the Alamofire conformances.
extension ContextBuilder {
    func clientContext(_ router: Router) -> ClientContext {
        let routerName = names.routerType(router)
        let infos = router.endpoints.map(caseInfo)
        let taken = caseNames(of: router)
        var functions = infos.flatMap { functionContexts($0, router: router, taken: taken) }
        var pageFunctions = infos.compactMap { pagesFunctionContext($0, router: router, taken: taken) }
        // Stream calls that return a request at once await nothing: they are listed with the pages.
        if let request = spelling.streamRequestType {
            pageFunctions += functions.filter { $0.returnType == request }
            functions.removeAll { $0.returnType == request }
        }
        let group = names.clientGroup(router)
        let below = group.map(groupsBelow) ?? ""
        return ClientContext(
            typeName: names.clientType(router), routerName: routerName, accessor: SwiftName.escaped(names.clientAccessor(router)),
            accessorOwner: group?.parent ?? spelling.clientTypeInCode, accessorClient: group?.parent == nil ? "self" : "client",
            accessorDocComment: SwiftLiteral.docComment(["The typed calls of ``\(routerName)``."]),
            fileName: "Clients/\(names.clientType(router)).swift",
            docComment: SwiftLiteral.docComment([
                router.description,
                "The typed calls of ``\(routerName)``, sent through \(spelling.clientTypeInDocs)."
                    + (below.isEmpty ? "" : " The groups of calls below: " + below + "."),
            ]),
            functions: functions, pageFunctions: pageFunctions,
            responseEnums: router.endpoints.compactMap(responsesEnumContext))
    }

    /// The names of a router's cases as code spells them, which a call added beside them
    /// (`…Pages`, `…WithResponse`) must not take.
    func caseNames(of router: Router) -> Set<String> {
        Set(router.endpoints.map { SwiftName.escaped(names.caseName($0)) })
    }

    /// The struct of a group that has only groups below it: `CheckoutClient`, whose `sessions`
    /// returns `CheckoutSessionsClient`.
    func groupClientContext(_ group: ClientGroup) -> ClientContext {
        let path = "`\(group.pathPrefix)`"
        return ClientContext(
            typeName: group.typeName, routerName: nil, accessor: SwiftName.escaped(group.accessor),
            accessorOwner: group.parent ?? spelling.clientTypeInCode, accessorClient: group.parent == nil ? "self" : "client",
            accessorDocComment: SwiftLiteral.docComment(["The groups of typed calls under \(path)."]),
            fileName: "Clients/\(group.typeName).swift",
            docComment: SwiftLiteral.docComment([
                "The groups of typed calls under \(path), sent through \(spelling.clientTypeInDocs): \(groupsBelow(group)).",
            ]),
            functions: [])
    }

    /// The properties of the groups below a group, for its doc comment: "``sessions``".
    private func groupsBelow(_ group: ClientGroup) -> String {
        spec.clientGroups.filter { $0.parent == group.typeName }.map(\.accessor).sorted()
            .map { "``\(group.typeName)/\(SwiftName.escaped($0))``" }.joined(separator: ", ")
    }

    func functionContext(_ info: CaseInfo, routerName: String) -> FunctionContext {
        let endpoint = info.endpoint
        let parameters = callParameters(info)
        let route = routeExpression(info, routerName: routerName)
        var returnType = successType(of: endpoint)
        // Raw bytes can't sit inside a JSON envelope.
        let envelope = endpoint.usesEnvelope && !endpoint.returnsRawData ? spec.envelope : nil
        let sends = "Sends `\(endpoint.method) \(endpoint.path)`"
        let client = sender(endpoint)
        var (call, summary) = ("", "")
        if envelope == nil, let answer = answerCall(endpoint, route: route, sends: sends, client: client) {
            (returnType, call, summary) = (answer.type, answer.call, answer.summary)
        } else {
            switch (returnType, envelope) {
            case _ where endpoint.returnsRawData:
                call = "try await \(client).data(from: \(route))"
                summary = "\(sends) and returns the body's bytes as they are."
            case let (type?, envelope?):
                call = "try await \(client).payload(\(type).self, in: \(names.envelopeType).self, from: \(route))"
                summary = "\(sends) and returns the `\(type)` inside the `\(envelope.model)` envelope."
            case let (nil, envelope?):
                call = "_ = try await \(client).payload(\(spelling.emptyPayload).self, in: \(names.envelopeType).self, from: \(route))"
                summary = "\(sends) and checks the code of the `\(envelope.model)` envelope."
            case let (type?, nil):
                call = "try await \(client).decode(\(type).self, from: \(route))"
                summary = "\(sends) and decodes the `\(type)` it returns."
            case (nil, nil):
                call = "try await \(client).send(\(route))"
                summary = "\(sends)."
            }
        }
        return FunctionContext(
            name: info.name,
            docComment: SwiftLiteral.docComment([endpoint.description, summary, parameterLines(info), errorLines(endpoint)]),
            deprecation: endpoint.deprecated.map(Self.deprecationAttribute),
            parameters: parameters, returnType: returnType, call: call)
    }

    /// The typed call's parameters: `owner: Swift.String, page: Swift.Int? = nil`.
    func callParameters(_ info: CaseInfo) -> String {
        info.values.map { value in
            let type = value.parameter.type
            return "\(SwiftName.escaped(value.label)): \(speller.spell(type, role: value.role))\(type.isOptional ? " = nil" : "")"
        }.joined(separator: ", ")
    }

    /// The router case built from the call's parameters, e.g. `ReposRouter.get(owner: owner)`;
    /// `replacing` gives other expressions for some labels.
    func routeExpression(_ info: CaseInfo, routerName: String, replacing: [String: String] = [:]) -> String {
        // An argument label never needs backticks (`in: \`in\``); the value it names does.
        let arguments = info.values.map { "\($0.label): \(replacing[$0.label] ?? SwiftName.escaped($0.label))" }
        return routerName + "." + info.name + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
    }

    func envelopeContext() -> EnvelopeContext? {
        guard let envelope = spec.envelope,
              case let .object(properties)? = names.model(named: envelope.model)?.kind
        else { return nil }
        func key(_ name: String) -> String { properties.first { $0.name == name }?.wireName ?? name }
        let codes = envelope.successCodes.map { SwiftLiteral.string($0) }
        let modelType = names.modelTypes[envelope.model] ?? envelope.model
        let codeIsText = properties.first { $0.name == envelope.code }?.type.unwrapped == .named("String", arguments: [])
        let written = (codeIsText ? codes : envelope.successCodes).map { "`\($0)`" }.joined(separator: " or ")
        return EnvelopeContext(
            typeName: names.envelopeType,
            docComment: SwiftLiteral.docComment([
                "How responses wrapped in ``\(modelType)`` are read.",
                "The payload is under `\(key(envelope.payload))`, and `\(key(envelope.code))` is \(written) on success;\n"
                    + spelling.envelopeFailure,
            ]),
            payloadKeyLiteral: SwiftLiteral.string(key(envelope.payload)),
            codeKeyLiteral: SwiftLiteral.string(key(envelope.code)),
            messageKeyLiteral: envelope.message.map { SwiftLiteral.string(key($0)) } ?? "nil",
            successCodesLiteral: "[" + codes.joined(separator: ", ") + "]")
    }

    func samplesContext(_ router: Router) -> SamplesContext? {
        let stubs = router.endpoints.compactMap { endpoint -> StubContext? in
            guard let example = endpoint.example else { return nil }
            return StubContext(
                caseName: names.caseName(endpoint), method: methodExpression(endpoint.method),
                pathLiteral: SwiftLiteral.string(endpoint.path), status: Self.sampleStatus(endpoint),
                jsonLiteral: SwiftLiteral.rawString(example))
        }
        guard !stubs.isEmpty else { return nil }
        let routerName = names.routerType(router)
        return SamplesContext(
            routerName: routerName, fileName: "Samples/\(routerName)+Samples.swift",
            docComment: SwiftLiteral.docComment([
                "The example responses in \(spec.sourceName), as stubs for tests that run without a server:\n"
                    + "`APIClient(transport: StubTransport(\(routerName).sampleStubs))`.",
            ]),
            stubs: stubs)
    }

    /// A status the endpoint accepts, so that its own validation passes the sample: the first
    /// code of `status` (`2xx` gives 200), or `nil` for the default 200.
    static func sampleStatus(_ endpoint: Endpoint) -> String? {
        let code: Int
        switch endpoint.acceptedStatus?.first {
        case let .code(value)?: code = value
        case let .family(family)?: code = family * 100
        case nil: code = 200
        }
        return code == 200 ? nil : String(code)
    }

    func sampleIndexContext(_ samples: [SamplesContext]) -> SampleIndexContext? {
        guard !samples.isEmpty else { return nil }
        return SampleIndexContext(
            typeName: names.samplesType,
            docComment: SwiftLiteral.docComment([
                "Every example response in \(spec.sourceName), as stubs:\n"
                    + "`StubTransport(\(names.samplesType).stubs)` answers each route that has an example.",
            ]),
            routerNames: samples.map(\.routerName).sorted())
    }

    func alamofireContext() -> AlamofireContext? {
        // Otherwise the routers are Alamofire's `URLRequestConvertible` themselves.
        guard !spec.routers.isEmpty, spelling.conformsRoutersToAlamofire else { return nil }
        return AlamofireContext(
            fileName: "\(names.prefix)Alamofire.swift", routerNames: spec.routers.map(names.routerType).sorted())
    }
}
