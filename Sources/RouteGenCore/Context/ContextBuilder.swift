/// Translates a validated `APISpec` into the template context.
struct ContextBuilder {
    let spec: APISpec
    /// How the code is written: access, imports, `Hashable` models, runtime.
    let options: OutputOptions
    let names: SpecNames
    let speller: TypeSpeller
    /// How the output names what it is built on (the `runtime` option).
    let spelling: any RuntimeSpelling
    let parameterKeys: ParameterKeys
    let recursion: RecursionBreaker
    let defaultLiterals: DefaultLiteral
    let errorAccessors: ErrorAccessors
    /// The deprecated models that other generated declarations mention; see `modelDeprecation`.
    let mentionedDeprecatedModels: Set<String>

    init(_ spec: APISpec, options: OutputOptions) {
        self.spec = spec
        self.options = options
        names = SpecNames(spec, runtime: options.runtime)
        spelling = options.runtime.spelling(prefix: names.prefix)
        speller = TypeSpeller(names: names, spelling: spelling)
        parameterKeys = ParameterKeys(spec)
        recursion = RecursionBreaker(names: names)
        defaultLiterals = DefaultLiteral(names: names)
        errorAccessors = ErrorAccessors(spec, names: names, spelling: spelling)
        mentionedDeprecatedModels = Self.mentionedDeprecatedModels(in: spec)
    }

    static func build(_ spec: APISpec, options: OutputOptions) -> TemplateContext {
        ContextBuilder(spec, options: options).build()
    }

    func build() -> TemplateContext {
        let samples = !spelling.hasSampleStubs ? [] : spec.routers.compactMap(samplesContext).sorted { $0.routerName < $1.routerName }
        return TemplateContext(
            spec: SpecContext(
                sourceName: spec.sourceName, prefix: names.prefix, docComment: SwiftLiteral.docComment([spec.description]),
                access: options.access == .internal ? "" : options.access.rawValue + " ", imports: options.imports,
                runtime: options.runtime.rawValue, module: spelling.module,
                support: spelling.supportPrefix, http: spelling.httpPrefix),
            servers: serversContext(),
            defaults: defaultsContext(),
            headerFields: headerFieldsContext(),
            contentTypes: contentTypesContext(),
            parameterKeys: parameterKeysContext(),
            // Routers and clients are built on every core: each depends only on the spec.
            models: modelContexts(),
            routers: spec.routers.concurrentMap(routerContexts).joined().sorted { $0.name < $1.name },
            clients: (spec.routers.concurrentMap(clientContext) + spec.clientGroups.filter { $0.router == nil }.map(groupClientContext))
                .sorted { ($0.routerName ?? $0.typeName) < ($1.routerName ?? $1.typeName) },
            responseHeaders: responseHeadersContexts(),
            documentedErrors: documentedErrorsContext(),
            envelope: envelopeContext(),
            samples: samples,
            sampleIndex: sampleIndexContext(samples),
            alamofire: alamofireContext(),
            security: securityContext())
    }

    func defaultsContext() -> DefaultsContext {
        let headers = spec.defaults.headers.map { "\(headerNameExpression($0.wireName)): \(headerValueExpression($0.value))" }
        return DefaultsContext(
            typeName: names.defaultsType,
            docComment: SwiftLiteral.docComment(["What every request carries unless its endpoint says otherwise."]),
            headers: headers, hasHeaders: !headers.isEmpty,
            timeoutInterval: spec.defaults.timeout.map(SwiftLiteral.number) ?? "nil", declaresUpdating: spelling.declaresHeadersUpdating)
    }

    /// `HTTPHeaderField.contentType.rawValue` when the header is declared, else a literal.
    func headerNameExpression(_ wireName: String) -> String {
        guard let field = spec.headerFields.first(where: { $0.wireName.lowercased() == wireName.lowercased() }) else {
            return SwiftLiteral.string(wireName)
        }
        return "\(SpecNames.headerFieldType).\(SwiftName.escaped(names.headerCase(field))).rawValue"
    }

    /// `ContentType.json.rawValue` when the value is a declared content type, else a literal.
    func headerValueExpression(_ value: String) -> String {
        guard let contentType = spec.contentTypes.first(where: { $0.value == value }) else {
            return SwiftLiteral.string(value)
        }
        return "\(SpecNames.contentTypeType).\(SwiftName.escaped(names.contentTypeCase(contentType))).rawValue"
    }

    func headerFieldsContext() -> EnumContext? {
        guard !spec.headerFields.isEmpty else { return nil }
        return EnumContext(
            typeName: SpecNames.headerFieldType,
            docComment: SwiftLiteral.docComment(["The HTTP headers \(spec.sourceName) names, by their Swift names."]),
            cases: spec.headerFields.map { field in
                let name = names.headerCase(field)
                return EnumCaseContext(
                    name: SwiftName.escaped(name),
                    rawValueLiteral: field.wireName == name ? nil : SwiftLiteral.string(field.wireName), docComment: [])
            })
    }

    func contentTypesContext() -> EnumContext? {
        guard !spec.contentTypes.isEmpty else { return nil }
        return EnumContext(
            typeName: SpecNames.contentTypeType,
            docComment: SwiftLiteral.docComment(["The media types \(spec.sourceName) names."]),
            cases: spec.contentTypes.map { contentType in
                let name = names.contentTypeCase(contentType)
                return EnumCaseContext(
                    name: SwiftName.escaped(name),
                    rawValueLiteral: contentType.value == name ? nil : SwiftLiteral.string(contentType.value),
                    docComment: [])
            })
    }

    /// Wire keys of every query item, form field and JSON field, one constant each.
    func parameterKeysContext() -> ParameterKeysContext? {
        let keys = parameterKeys.constants
        guard !keys.isEmpty else { return nil }
        return ParameterKeysContext(
            typeName: names.parameterKeyType,
            docComment: SwiftLiteral.docComment(["The keys of the query items and body fields \(spec.sourceName) sends."]),
            keys: keys.map { ParameterKeyContext(name: SwiftName.escaped($0.name), valueLiteral: SwiftLiteral.string($0.wireName)) })
    }
}
