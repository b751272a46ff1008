/// How generated code names what it is built on, for the `runtime` option.
///
/// Both outputs are built from the same context; what differs is spelled here. The default output
/// names `RouteGenRuntime`'s types (`RouteGenRuntime.HTTPMethod`, `RouteGenRuntime.JSONValue`). The
/// Alamofire output names Alamofire's own HTTP vocabulary (`Alamofire.HTTPMethod`,
/// `Alamofire.URLEncoding`) and, for what the models and the client need beyond Foundation and
/// Alamofire, the support types it generates beside them, under the spec's prefix (`APIJSONValue`,
/// `APIClient`), so that they can't clash with Alamofire's names or an app's.
struct RuntimeSpelling: Equatable, Sendable {
    let runtime: Runtime
    /// The spec's prefix: `API`, `GitHub`.
    let prefix: String

    static let runtimeModule = "RouteGenRuntime"

    var isAlamofire: Bool { runtime == .alamofire }

    /// What comes before the name of an HTTP type that both Alamofire and `RouteGenRuntime` declare:
    /// `RouteGenRuntime.` or `Alamofire.`.
    var httpPrefix: String { isAlamofire ? "Alamofire." : Self.runtimeModule + "." }

    /// What comes before the name of a support type: `RouteGenRuntime.`, or the spec's prefix.
    var supportPrefix: String { isAlamofire ? prefix : Self.runtimeModule + "." }

    /// `HTTPMethod` as the output spells it: `RouteGenRuntime.HTTPMethod`, `Alamofire.HTTPMethod`.
    func http(_ name: String) -> String { httpPrefix + name }

    /// A support type as the output spells it: `RouteGenRuntime.JSONValue`, `APIJSONValue`.
    func support(_ name: String) -> String { supportPrefix + name }

    /// The error typed calls throw: `RouteGenRuntime.APIError`, `Alamofire.AFError`.
    var callError: String { isAlamofire ? "Alamofire.AFError" : Self.runtimeModule + ".APIError" }

    /// The value of a call that returns nothing inside an envelope: `RouteGenRuntime.EmptyPayload`,
    /// Alamofire's `Empty`.
    var emptyPayload: String { isAlamofire ? "Alamofire.Empty" : Self.runtimeModule + ".EmptyPayload" }

    /// The client the typed calls go through, as docs name it: `APIClient` (the runtime's), `GitHubClient`.
    var clientType: String { isAlamofire ? prefix + "Client" : "APIClient" }

    /// The interceptor made of several, as docs name it: `InterceptorChain` (the runtime's), Alamofire's `Interceptor`.
    var interceptorChain: String { isAlamofire ? "Interceptor" : "InterceptorChain" }

    /// The answer typed header calls return: `RouteGenRuntime.APIResponse`, `APIAnswer`.
    var answer: String { isAlamofire ? prefix + "Answer" : Self.runtimeModule + ".APIResponse" }
}
