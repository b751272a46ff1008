/// How generated code names what it is built on, for the `runtime` option: the one seam between
/// the two outputs in the context layer.
///
/// Both outputs are built from the same context; every place where they differ is a requirement
/// here, answered once by ``RouteGenRuntimeSpelling`` (the default output: `RouteGenRuntime`'s
/// types, `RouteGenRuntime.HTTPMethod`, `RouteGenRuntime.JSONValue`) and once by
/// ``AlamofireSpelling`` (Alamofire's own HTTP vocabulary, `Alamofire.HTTPMethod`,
/// `Alamofire.URLEncoding`, and the support types generated beside the code under the spec's prefix,
/// `APIJSONValue`, `APIClient`, so that they can't clash with Alamofire's names or an app's). The
/// context builder asks the spelling, never which runtime it is.
protocol RuntimeSpelling: Sendable {
    /// The spec's prefix: `API`, `GitHub`.
    var prefix: String { get }

    /// The module the code imports for HTTP types: `RouteGenRuntime` or `Alamofire`.
    var module: String { get }
    /// What comes before the name of an HTTP type that both Alamofire and `RouteGenRuntime` declare:
    /// `RouteGenRuntime.` or `Alamofire.`.
    var httpPrefix: String { get }
    /// What comes before the name of a support type: `RouteGenRuntime.`, or the spec's prefix.
    var supportPrefix: String { get }
    /// Whether files that name a support type import the module that declares it (the runtime's);
    /// the Alamofire output declares its own beside them.
    var importsSupport: Bool { get }

    /// The error typed calls throw, as code names it: `RouteGenRuntime.APIError`, `Alamofire.AFError`.
    var callError: String { get }
    /// The same, as docs and file names say it: `APIError`, `AFError`.
    var callErrorName: String { get }
    /// Its members, which the accessors generated on it for documented error bodies can't be named after.
    var callErrorMembers: Set<String> { get }
    /// The value of a call that returns nothing inside an envelope: `RouteGenRuntime.EmptyPayload`,
    /// Alamofire's `Empty`.
    var emptyPayload: String { get }
    /// The client the typed calls go through, as docs name it: `APIClient` (the runtime's), `GitHubClient`.
    var clientType: String { get }
    /// The same, as code names it: `RouteGenRuntime.APIClient`, `GitHubClient`.
    var clientTypeInCode: String { get }
    /// The same, as a doc comment names it: "an `APIClient`", "``GitHubClient``".
    var clientTypeInDocs: String { get }
    /// The interceptor made of several, as docs name it: `InterceptorChain` (the runtime's), Alamofire's `Interceptor`.
    var interceptorChain: String { get }
    /// The answer typed header calls return: `RouteGenRuntime.APIResponse`, `APIAnswer`.
    var answer: String { get }

    /// The encoding of a JSON fields body. Alamofire's `JSONEncoding` sorts keys when told to; the
    /// runtime's always does.
    var jsonEncoding: String { get }
    /// The spec's `URLEncoding` of a route's query items or form fields (`encoding`, spelled by
    /// `URLEncodingSpelling`), with `styles` and the keys whose values keep reserved characters.
    /// `valuesAreScalars` says whether every value is one that Alamofire's own `URLEncoding`
    /// writes as the runtime's does (``TypeSpeller/isAlamofireScalar(_:arrays:)``).
    func urlEncoding(
        _ encoding: URLEncodingSpelling, styles: [String], reserved: [String], valuesAreScalars: () -> Bool
    ) -> ContextBuilder.Expression
    /// The opening of a router case's parameters, `[` for values as they are or a call that drops
    /// `nil`s, given whether some value is optional and whether all are taken by the encodings as
    /// they are (``TypeSpeller/isAlamofireNative(_:)``); `nil` for `[`.
    func compactingParameters(optional: Bool, native: () -> Bool) -> String?
    /// A path value's style, as the router's `pathSegment(_:style:)` takes it: `.label`, `APIPathStyle.label`.
    func pathStyle(_ style: String) -> String
    /// The function that writes a `Cookie` header's value from named values.
    var cookieValueFunction: String { get }
    /// The start of a router's headers: the defaults with some added.
    func headersUpdating(defaults: String, defaultsType: String) -> String
    /// Whether the defaults enum declares `headers(updating:)`, which Alamofire's `HTTPHeaders` lacks.
    var declaresHeadersUpdating: Bool { get }
    /// The router member that says which statuses a route accepts: `validation`, `acceptableStatusCodes`.
    var acceptedStatusMember: String { get }
    /// Its value from status code lists and ranges (`200..<300`): `.statusCodes(…)`, or the codes.
    func acceptedStatus(ranges: [String], codes: [String]) -> String
    /// What a `StatusDecodable` initializer reads the body from: `response.body`, `body`.
    var statusBody: String { get }
    /// How a documented response header is read from `headers`, for a type that isn't text.
    func headerReading(name: String, type: String) -> String
    /// The server URL made from a template and its variables: `Foundation.URL(template:variables:)`.
    var serverURLMaker: String { get }

    /// The type of the value a streaming call returns without awaiting anything, when calls of this
    /// output return one (`Alamofire.DataStreamRequest`); they are listed with the pages.
    var streamRequestType: String? { get }
    /// Whether the output has sample stubs (`RouteGenRuntime.Stub`s, for `StubTransport`).
    var hasSampleStubs: Bool { get }
    /// Whether the output adds Alamofire's `URLRequestConvertible` to every router in a file of its
    /// own, for when Alamofire is in the build.
    var conformsRoutersToAlamofire: Bool { get }
    /// What the envelope's doc comment says typed calls throw for a failure code.
    var envelopeFailure: String { get }

    /// How a security scheme's function makes its adapter.
    func credentialAdapter(_ kind: SecurityScheme.Kind) -> String

    /// The typed call that streams an answer.
    func streamFunction(_ call: StreamCall) -> FunctionContext
}

extension RuntimeSpelling {
    /// `HTTPMethod` as the output spells it: `RouteGenRuntime.HTTPMethod`, `Alamofire.HTTPMethod`.
    func http(_ name: String) -> String { httpPrefix + name }

    /// A support type as the output spells it: `RouteGenRuntime.JSONValue`, `APIJSONValue`.
    func support(_ name: String) -> String { supportPrefix + name }
}

extension Runtime {
    /// How this runtime's output names what it is built on.
    func spelling(prefix: String) -> any RuntimeSpelling {
        switch self {
        case .routegen: RouteGenRuntimeSpelling(prefix: prefix)
        case .alamofire: AlamofireSpelling(prefix: prefix)
        }
    }
}
