/// `<Prefix>Security`: how a client supplies each scheme's credential.
extension ContextBuilder {
    static let credentialClosure = "@escaping @Sendable () async throws -> Swift.String?"

    func securityContext() -> SecurityContext? {
        guard !spec.securitySchemes.isEmpty else { return nil }
        return SecurityContext(
            typeName: names.securityType,
            docComment: SwiftLiteral.docComment([
                "The ways \(spec.sourceName) lets clients authenticate. Each function returns an adapter that adds the "
                    + "credential\nto every request: `\(spelling.clientType)(interceptor: "
                    + "\(names.securityType).<scheme>(…))`, or one of several in an `\(spelling.interceptorChain)`.",
            ]),
            schemes: spec.securitySchemes.map(schemeContext))
    }

    private func schemeContext(_ scheme: SecurityScheme) -> SecuritySchemeContext {
        // The Alamofire output's `<Prefix>Security` makes `Alamofire.Adapter`s with functions of its own.
        let adapter = spelling.isAlamofire ? "Self" : spelling.support("ClosureAdapter")
        let suffix = spelling.isAlamofire ? "Adapter" : ""
        let summary: String
        let parameters: String
        let body: String
        switch scheme.kind {
        case let .apiKeyHeader(name):
            (summary, parameters) = ("the key goes in the `\(name)` header.", "_ key: \(Self.credentialClosure)")
            body = "\(adapter).header\(suffix)(\(SwiftLiteral.string(name)), value: key)"
        case let .apiKeyQuery(name):
            (summary, parameters) = ("the key goes in the query item `\(name)`.", "_ key: \(Self.credentialClosure)")
            body = "\(adapter).query\(suffix)(\(SwiftLiteral.string(name)), value: key)"
        case let .apiKeyCookie(name):
            (summary, parameters) = ("the key goes in the cookie `\(name)`.", "_ key: \(Self.credentialClosure)")
            body = "\(adapter).cookie\(suffix)(\(SwiftLiteral.string(name)), value: key)"
        case .bearer:
            (summary, parameters) = ("the token goes in `Authorization: Bearer <token>`.", "_ token: \(Self.credentialClosure)")
            body = spelling.isAlamofire ? "Self.bearerAdapter(token)" : "\(adapter).bearerToken(token)"
        case .basic:
            summary = "the user name and password go in `Authorization: Basic <base64(username:password)>`."
            parameters = "username: Swift.String, password: Swift.String"
            body = "\(adapter).basic\(suffix)(username: username, password: password)"
        }
        let asks = parameters.hasPrefix("_") ? "The closure is asked before every request; `nil` sends nothing." : nil
        return SecuritySchemeContext(
            name: SwiftName.escaped(SpecNames.securityFunction(scheme)),
            docComment: SwiftLiteral.docComment([scheme.description, "The `\(scheme.name)` scheme: \(summary)", asks]),
            parameters: parameters, adapter: body)
    }
}
