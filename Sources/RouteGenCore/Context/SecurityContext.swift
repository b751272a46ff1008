/// `<Prefix>Security`: one function per security scheme, each returning the adapter that supplies its
/// credential (`RouteGenRuntime.ClosureAdapter`, or `Alamofire.Adapter` in the Alamofire output).
public struct SecurityContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    public var schemes: [SecuritySchemeContext]
}

public struct SecuritySchemeContext: Codable, Equatable, Sendable {
    /// The function's name, escaped, e.g. `apiKey`.
    public var name: String
    public var docComment: [String]
    /// The parameter list: a closure that returns the current key or token, or a user name and password.
    public var parameters: String
    /// The one expression of the body, e.g. `RouteGenRuntime.ClosureAdapter.header("X-API-Key", value: key)`.
    public var adapter: String
}
