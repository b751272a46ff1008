/// The Swift names of everything a spec declares. The validator and the context builder
/// both ask here, so a name is computed one way only.
struct SpecNames {
    let spec: APISpec
    /// What the code is built on, which decides some names (the Alamofire output's support types).
    let runtime: Runtime
    /// Model name as written → Swift type name.
    let modelTypes: [String: String]
    /// Router name as written → the struct of its typed calls and the `APIClient` property
    /// that returns it.
    let clients: [String: (type: String, accessor: String)]
    /// Model name as written → its index in `spec.models` (the first, if two share a name), so
    /// that lookups stay fast for documents with thousands of models.
    private let modelIndexes: [String: Int]
    /// The struct nested in each router that describes an endpoint's request: `Request`, with `_`
    /// added while a type of the spec has that name, which the nested one would hide from the router.
    let requestType: String

    init(_ spec: APISpec, runtime: Runtime) {
        self.spec = spec
        self.runtime = runtime
        var modelTypes: [String: String] = [:]
        var modelIndexes: [String: Int] = [:]
        for (index, model) in spec.models.enumerated() where modelTypes[model.name] == nil {
            modelTypes[model.name] = SwiftName.type(model.name)
            modelIndexes[model.name] = index
        }
        self.modelTypes = modelTypes
        self.modelIndexes = modelIndexes
        clients = Self.clientNames(spec, runtime: runtime, modelTypes: modelTypes)
        let taken = Set(modelTypes.values).union(spec.omittedTypeNames.map { SwiftName.type($0) })
            .union(spec.routers.map { SwiftName.type($0.name) }).union(Self.supportTypes(prefix: SwiftName.type(spec.name, fallback: "API")))
        var requestType = "Request"
        while taken.contains(requestType) { requestType += "_" }
        self.requestType = requestType
    }

    /// `PostsRouter` → `PostsClient` and `posts`. A name already taken falls back to the whole
    /// router name (`PostsRouterClient`, `postsRouter`), so the choice never depends on order.
    private static func clientNames(
        _ spec: APISpec, runtime: Runtime, modelTypes: [String: String]
    ) -> [String: (type: String, accessor: String)] {
        let routerTypes = spec.routers.map { SwiftName.type($0.name) }
        // The Alamofire output declares its support types beside the routers' clients.
        let support = runtime == .alamofire ? alamofireSupportTypes(prefix: SwiftName.type(spec.name, fallback: "API")) : []
        let taken = Set(modelTypes.values).union(spec.omittedTypeNames.map { SwiftName.type($0) }).union(routerTypes).union(reservedTypes)
            .union(runtimeTypes).union(support)
        let members = runtime == .alamofire ? clientMembers.union(alamofireClientMembers) : clientMembers
        var result: [String: (type: String, accessor: String)] = [:]
        // A nested group's struct and accessor were chosen with the document's names.
        for group in spec.clientGroups {
            if let router = group.router { result[router] = (group.typeName, group.accessor) }
        }
        for (router, routerType) in zip(spec.routers, routerTypes) where result[router.name] == nil {
            let base = clientBase(ofRouterType: routerType)
            let type = taken.contains(base + "Client") ? routerType + "Client" : base + "Client"
            result[router.name] = (type, clientAccessor(ofRouterType: routerType, avoiding: members))
        }
        return result
    }

    /// `PostsRouter` → `Posts`: the router's type without its `Router` suffix.
    static func clientBase(ofRouterType routerType: String) -> String {
        routerType.hasSuffix("Router") && routerType != "Router" ? String(routerType.dropLast(6)) : routerType
    }

    /// `PostsRouter` → `posts`, avoiding the members of `APIClient` (or of the Alamofire output's client).
    static func clientAccessor(ofRouterType routerType: String, avoiding members: Set<String> = clientMembers) -> String {
        let short = SwiftName.member(clientBase(ofRouterType: routerType), fallback: "calls")
        let candidates = [short, SwiftName.member(routerType), short + "Calls"]
        return candidates.first { !members.contains($0) } ?? short + "Calls"
    }

    /// The types the Alamofire output's support files may declare for a spec with this prefix
    /// (`APIClient`, `APIJSONValue`), which the clients of its routers can't be named.
    static func alamofireSupportTypes(prefix: String) -> Set<String> {
        Set(AlamofireSupport.typeNames.map { prefix + $0 })
    }

    /// The stored properties of the Alamofire output's `<Prefix>Client`, which a router's accessor can't be named after.
    static let alamofireClientMembers: Set<String> = ["session", "operationServers", "documentedErrors", "recorder"]

    var prefix: String { SwiftName.type(spec.name, fallback: "API") }
    var parameterKeyType: String { prefix + "ParameterKey" }
    var serverType: String { prefix + "Server" }
    var defaultsType: String { prefix + "Defaults" }
    var envelopeType: String { prefix + "Envelope" }
    var samplesType: String { prefix + "Samples" }
    var securityType: String { prefix + "Security" }
    static let headerFieldType = "HTTPHeaderField"
    static let contentTypeType = "ContentType"

    /// The support types every generation emits, which models and routers must not reuse.
    var supportTypes: [String] {
        Self.supportTypes(prefix: prefix).filter { $0 != securityType || !spec.securitySchemes.isEmpty }
            + (runtime == .alamofire ? Self.alamofireSupportTypes(prefix: prefix).sorted() : [])
    }

    /// Names the generated code relies on, for this spec's output: with `runtime: alamofire`, the
    /// module name `Alamofire` too, which qualifies every Alamofire type the output names.
    var reservedTypes: Set<String> {
        runtime == .alamofire ? Self.reservedTypes.union(["Alamofire"]) : Self.reservedTypes
    }

    /// Every support type a spec with this prefix may get; the OpenAPI reader keeps clear of all of them.
    static func supportTypes(prefix: String) -> [String] {
        ["ParameterKey", "Server", "Defaults", "Envelope", "Samples", "Security"].map { prefix + $0 }
            + [headerFieldType, contentTypeType]
    }

    /// The runtime's types that generated code and its users name unqualified.
    static let runtimeTypes: Set<String> = [
        "APIClient", "APIError", "HTTPTransport", "URLSessionTransport", "StubTransport", "Stub", "HTTPResponse",
        "APIClientInterceptor", "APIClientRetryPolicy", "InterceptorChain", "ClosureAdapter", "APIClientEventMonitor", "ResponseValidation",
    ]

    /// The members of `APIClient`, which a router's accessor can't be named after.
    static let clientMembers: Set<String> = [
        "baseURL", "transport", "interceptor", "eventMonitors", "validation", "decoder", "encoder", "response", "send",
        "decode", "payload",
    ]

    /// The group a router's calls are nested in, when they are (`client.checkout.sessions`).
    func clientGroup(_ router: Router) -> ClientGroup? {
        spec.clientGroups.first { $0.router == router.name }
    }

    func clientType(_ router: Router) -> String { clients[router.name]?.type ?? SwiftName.type(router.name) + "Client" }

    func clientAccessor(_ router: Router) -> String { clients[router.name]?.accessor ?? SwiftName.member(router.name) }

    /// Names the generated code relies on meaning what the standard library, Foundation or the
    /// runtime means by them.
    static let reservedTypes: Set<String> = Set([
        "Swift", "Foundation", "FoundationNetworking", "RouteGenRuntime", "URLRequest", "Codable", "Encodable",
        "Decodable", "CodingKey", "CodingKeys", "Sendable", "Hashable", "Equatable", "CaseIterable", "Optional",
        "AnyObject",
    ]).union(shadowingTypes)

    /// Standard-library names that a generated type would really hide: code that calls an async,
    /// throwing client writes them unqualified all the time (`any Error`, `Task { }`, `@MainActor`,
    /// `Result`), so a model called `Error` would make every `any Error` in the module mean the model.
    /// Other standard-library names (`Actor`, `Set`, `Range`…) stay free for models: the generated
    /// code spells Swift's own as `Swift.Set`, and so can the rare user code that needs it.
    static let shadowingTypes: Set<String> = ["Error", "Result", "Task", "MainActor", "Never", "Void"]

    /// Members every router has, which a case can't share a name with.
    static let routerMembers: Set<String> = [
        "method", "path", "parameters", "encoding", "headers", "body", "timeoutInterval", "asURLRequest",
        "makeURLRequest", "urlRequest", "pathSegment", "pathSegments", "baseURL", "validation", "sampleStubs", "queryParameters",
        "queryEncoding", "rawBody", "operationServer",
    ]

    func modelType(_ model: Model) -> String { modelTypes[model.name] ?? SwiftName.type(model.name) }

    func routerType(_ router: Router) -> String { SwiftName.type(router.name) }

    func caseName(_ endpoint: Endpoint) -> String { Self.caseName(endpoint.name) }

    /// The router case for an endpoint name as written.
    static func caseName(_ written: String) -> String {
        let name = SwiftName.member(written, fallback: "endpoint")
        return routerMembers.contains(name) ? name + "_" : name
    }

    func label(_ parameter: Parameter) -> String { SwiftName.member(parameter.name) }

    func propertyName(_ property: Property) -> String { Self.propertyName(property.name) }

    /// The stored property for a property name as written.
    static func propertyName(_ written: String) -> String {
        let name = SwiftName.member(written)
        return name == "hashValue" ? name + "_" : name
    }

    func enumCaseName(_ enumCase: EnumCase) -> String { Self.enumCase(enumCase.name) }

    func enumCaseName(_ enumCase: IntegerEnumCase) -> String { Self.enumCase(enumCase.name) }

    /// Members every enum with raw values has, which a case can't share a name with.
    static let enumMembers: Set<String> = ["rawValue", "allCases", "hashValue"]

    private static func enumCase(_ written: String) -> String {
        let name = SwiftName.member(written, fallback: "value")
        return enumMembers.contains(name) ? name + "_" : name
    }

    func variantName(_ variant: OneOf.Variant) -> String { SwiftName.member(variant.name, fallback: "value") }

    /// The function of `<Prefix>Security` that supplies a scheme's credential: `api_key` → `apiKey`.
    static func securityFunction(_ scheme: SecurityScheme) -> String { SwiftName.member(scheme.name, fallback: "scheme") }

    /// The model `type` names (after optionality), when it names one.
    func model(named type: TypeReference) -> Model? {
        guard case let .named(name, _) = type.unwrapped else { return nil }
        return model(named: name)
    }

    /// The first model declared with this name.
    func model(named name: String) -> Model? {
        modelIndexes[name].map { spec.models[$0] }
    }

    /// The type with aliases replaced by what they stand for, outermost only: `Pets` → `[Pet]`.
    func resolvingAliases(_ type: TypeReference) -> TypeReference {
        var type = type.unwrapped
        var seen: Set<String> = []
        while case let .named(name, _) = type, seen.insert(name).inserted,
              case let .alias(target)? = model(named: type)?.kind {
            type = target.unwrapped
        }
        return type
    }

    /// The constant of the server enum; a server whose Swift name is `debug` is the debug server.
    static func serverName(_ written: String) -> String { SwiftName.member(written, fallback: "server") }

    func headerCase(_ field: HeaderField) -> String { SwiftName.member(field.name, fallback: "header") }

    func contentTypeCase(_ contentType: ContentTypeDefinition) -> String {
        SwiftName.member(contentType.name, fallback: "contentType")
    }

    /// The constant of the parameter-key struct for a wire name: `userId`, `q`.
    static func parameterKeyConstant(_ wireName: String) -> String { SwiftName.member(wireName, fallback: "key") }
}
