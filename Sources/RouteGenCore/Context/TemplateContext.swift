/// Everything the templates see, computed in Swift: identifiers made valid and escaped,
/// types spelled out, optionality, doc-comment lines and provenance. Sorted, so output is
/// deterministic. `routegen context SPEC` prints it; docs/TemplateContext.md documents it.
public struct TemplateContext: Codable, Equatable, Sendable {
    public var spec: SpecContext
    public var servers: ServersContext
    public var defaults: DefaultsContext
    public var headerFields: EnumContext?
    public var contentTypes: EnumContext?
    public var parameterKeys: ParameterKeysContext?
    public var models: [ModelContext]
    public var routers: [RouterContext]
    /// One per router, in the same order.
    public var clients: [ClientContext]
    /// The structs of documented response headers, by name.
    public var responseHeaders: [ResponseHeadersContext]
    /// The accessors on `APIError` for documented error bodies; absent when no error answer has a body.
    public var documentedErrors: DocumentedErrorsContext?
    public var envelope: EnvelopeContext?
    /// Only routers with at least one example.
    public var samples: [SamplesContext]
    public var sampleIndex: SampleIndexContext?
    public var alamofire: AlamofireContext?
    /// Present when the spec has security schemes.
    public var security: SecurityContext?
}

/// Facts about the spec itself.
public struct SpecContext: Codable, Equatable, Sendable {
    /// The spec's file name, e.g. `api.yaml`.
    public var sourceName: String
    /// The support-type prefix, e.g. `API`.
    public var prefix: String
    public var docComment: [String]
    /// What is written before every declaration: `"public "`, `"package "`, or `""` for internal
    /// (the `access` option). Every template can use it as `{{access}}`, at any depth.
    public var access: String
    /// Modules every file imports besides its own (the `imports` option); the renderer adds them.
    public var imports: [String]
    /// What the code is built on (the `runtime` option): `routegen` or `alamofire`.
    public var runtime: String
    /// The module the code imports for HTTP types: `RouteGenRuntime` or `Alamofire`. Every template can
    /// use it as `{{module}}`, at any depth.
    public var module: String
    /// What comes before the name of a support type, `RouteGenRuntime.` or (Alamofire output) the
    /// prefix: `{{support}}JSONValue` is `RouteGenRuntime.JSONValue` or `APIJSONValue`. At any depth.
    public var support: String
    /// What comes before the name of an HTTP type both libraries declare, `RouteGenRuntime.` or
    /// `Alamofire.`: `{{http}}HTTPHeaders`. At any depth.
    public var http: String
}

/// `APIServer`: one constant per server, and the one requests go to.
public struct ServersContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    public var servers: [ServerContext]
    /// The server used in release builds.
    public var release: String
    /// The server used under `#if DEBUG`, when it differs from `release`.
    public var debug: String?
    /// Set when some server has variables: their functions use the runtime.
    public var importsRuntime: Bool
}

public struct ServerContext: Codable, Equatable, Sendable {
    public var name: String
    /// The URL as a Swift string literal, quotes included; variables hold their defaults.
    public var urlLiteral: String
    public var docComment: [String]
    /// The function that builds the URL from other values of its variables; absent without variables.
    public var function: ServerFunctionContext?
}

/// `static func production(region: ProductionRegion = .us, version: Swift.String = "v1") -> Foundation.URL`.
public struct ServerFunctionContext: Codable, Equatable, Sendable {
    public var docComment: [String]
    /// The parameter list: one per variable, with its default.
    public var parameters: String
    /// The URL with its `{placeholders}`, as a string literal.
    public var templateLiteral: String
    /// A dictionary literal of each variable's name and value as text.
    public var variablesLiteral: String
    /// What makes the URL from the template and the values: `Foundation.URL` (the runtime's
    /// initializer), or `Self.url` (a function of the server enum, in the Alamofire output).
    public var maker: String
    /// One `String` enum per variable that lists its values, named after the server and the variable.
    public var enums: [EnumContext]
}

/// `APIDefaults`: the headers and timeout every request carries.
public struct DefaultsContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    /// One `name: value` entry of a dictionary literal per header, already spelled.
    public var headers: [String]
    public var hasHeaders: Bool
    /// The timeout expression: a number literal or `nil`.
    public var timeoutInterval: String
    /// Set in the Alamofire output: the enum has `headers(updating:)`, the defaults with an endpoint's
    /// own headers (`Alamofire.HTTPHeaders` has no `updating`).
    public var declaresUpdating: Bool
}

/// A `String`-backed enum such as `HTTPHeaderField` or `ContentType`.
public struct EnumContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    public var cases: [EnumCaseContext]
}

public struct EnumCaseContext: Codable, Equatable, Sendable {
    /// Escaped for use in a declaration.
    public var name: String
    /// The raw value as a string literal, or `nil` when it equals the case name.
    public var rawValueLiteral: String?
    public var docComment: [String]
}

/// `APIParameterKey`: one `static let` per wire key.
public struct ParameterKeysContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    public var keys: [ParameterKeyContext]
}

public struct ParameterKeyContext: Codable, Equatable, Sendable {
    public var name: String
    public var valueLiteral: String
}
