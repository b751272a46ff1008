/// A router enum: its cases and the value of each of its properties per case.
public struct RouterContext: Codable, Equatable, Sendable {
    public var name: String
    public var docComment: [String]
    /// Where the router comes from, e.g. `routers.UserRouter in api.yaml`.
    public var provenance: String
    public var fileName: String
    public var cases: [CaseContext]

    public var method: RouterPropertyContext
    public var path: RouterPropertyContext
    public var parameters: RouterPropertyContext
    public var encoding: RouterPropertyContext
    public var headers: RouterPropertyContext
    /// `nil` unless some endpoint has both query items and a form, multipart or JSON-fields body.
    public var queryParameters: RouterPropertyContext?
    /// `nil` unless `queryParameters` is set and its encoding is not `URLEncoding.queryString`:
    /// some items have a style, or booleans are `true`/`false` (`URLEncoding.openAPIQuery`).
    public var queryEncoding: RouterPropertyContext?
    /// `nil` when no endpoint sends a typed body.
    public var body: RouterPropertyContext?
    /// `nil` when no endpoint sends raw bytes as its body.
    public var rawBody: RouterPropertyContext?
    /// `nil` when neither the spec's defaults nor an endpoint sets a timeout.
    public var timeoutInterval: RouterPropertyContext?
    /// `nil` when no endpoint sets its own accepted status codes.
    public var validation: RouterPropertyContext?
    /// The expression of the router's `baseURL`, e.g. `APIServer.current`, or
    /// `operationServer ?? APIServer.current` when `operationServer` is set.
    public var baseURL: String
    /// `nil` unless some endpoint is sent to a server of its own instead of the API's: then
    /// that server's constant for each such case (`StripeServer.files`), and `nil` for the others.
    public var operationServer: RouterPropertyContext?
    /// Set only on a router split into parts (more than 250 endpoints): the switch that
    /// returns the part value the router holds.
    public var route: RouterPropertyContext?
    /// Set only on a router split into parts: a static member per endpoint, so that
    /// `LargeRouter.getItem(id: 1)` reads as it does on a router of cases.
    public var factories: [FactoryContext]?
    /// Set when some property differs from one case to another: each endpoint's request in one
    /// place, the one `switch self` whose branch per case returns the values of those properties.
    public var request: RequestContext?
}

/// Each endpoint's request, described in one place: `private var request: Request`, a `switch self`
/// with one branch per case, and the `Request` struct it returns, whose fields are the router's
/// properties that differ between cases (those whose `field` is set).
public struct RequestContext: Codable, Equatable, Sendable {
    /// The struct's name: `Request`, with `_` added while a type of the spec has that name.
    public var type: String
    /// One branch per case, in case order: `return Request(method: .get, path: "/users")`, naming
    /// `method`, `path` and every field whose value is not the field's default.
    public var branches: [BranchContext]
}

/// A field of a router's `Request` struct.
public struct RequestFieldContext: Codable, Equatable, Sendable {
    /// The value a case's branch leaves out, the most common one: `nil`, `APIDefaults.headers`.
    /// Absent when every branch names the field (`method`, `path`).
    public var defaultValue: String?
}

/// A static member of a router split into parts, standing for one endpoint's case.
public struct FactoryContext: Codable, Equatable, Sendable {
    public var docComment: [String]
    public var deprecation: String?
    /// `static func getItem(id: Swift.Int) -> Self`, or `static var listItems: Self`.
    public var declaration: String
    /// The value it returns, e.g. `.part1(.getItem(id: id))`.
    public var value: String
}

public struct CaseContext: Codable, Equatable, Sendable {
    /// Escaped for use in a declaration.
    public var name: String
    /// `getPosts(userId: Swift.Int)`, or the bare name when the case has no values.
    public var declaration: String
    public var docComment: [String]
    public var deprecation: String?
    /// `GET`, for documentation.
    public var method: String
    /// The path as written in the spec, for documentation.
    public var path: String
    /// The spelled type the endpoint returns, or `nil` when it returns nothing.
    public var returnType: String?
    public var values: [AssociatedValueContext]
}

public struct AssociatedValueContext: Codable, Equatable, Sendable {
    public var label: String
    public var type: String
    public var isOptional: Bool
    /// Where the value goes: `path`, `query`, `header`, `cookie`, `body`, `json`, `form`, `multipart`
    /// or `data` (raw bytes as the body).
    public var role: String
    public var wireName: String
    public var docComment: [String]
}

/// The body of one computed property of a router. Either every case has the same value
/// (`uniform`), or each case's value is a field of the router's `Request` (`field` is set, and
/// `uniform` reads it: `request.headers`), or there is one branch per case (the `route` of a
/// router split into parts).
public struct RouterPropertyContext: Codable, Equatable, Sendable {
    public var uniform: String?
    public var branches: [BranchContext]
    /// Set when the property differs between cases: its field in the router's `Request`.
    public var field: RequestFieldContext?

    public init(uniform: String?, branches: [BranchContext], field: RequestFieldContext? = nil) {
        self.uniform = uniform
        self.branches = branches
        self.field = field
    }
}

public struct BranchContext: Codable, Equatable, Sendable {
    /// The pattern after `case`, e.g. `.getUserInfo` or `let .readUser(username)`.
    public var pattern: String
    /// The statements of the branch, one per line, without indentation.
    public var lines: [String]
}
