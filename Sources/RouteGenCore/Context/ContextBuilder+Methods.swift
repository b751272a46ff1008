extension ContextBuilder {
    /// The methods `RouteGenRuntime.HTTPMethod` has a constant for.
    static let namedMethods: Set<String> = ["CONNECT", "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT", "QUERY", "TRACE"]

    /// `.get` for a method the runtime names; `RouteGenRuntime.HTTPMethod(rawValue: "COPY")` for any
    /// other (OpenAPI 3.2's `additionalOperations`), sent exactly as written (`Alamofire.HTTPMethod`,
    /// which names the same methods, in the Alamofire output).
    func methodExpression(_ method: String) -> String {
        Self.namedMethods.contains(method)
            ? "." + method.lowercased() : "\(spelling.http("HTTPMethod"))(rawValue: \(SwiftLiteral.string(method)))"
    }
}
