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
        let summary: String
        let parameters: String
        switch scheme.kind {
        case let .apiKeyHeader(name):
            (summary, parameters) = ("the key goes in the `\(name)` header.", "_ key: \(Self.credentialClosure)")
        case let .apiKeyQuery(name):
            (summary, parameters) = ("the key goes in the query item `\(name)`.", "_ key: \(Self.credentialClosure)")
        case let .apiKeyCookie(name):
            (summary, parameters) = ("the key goes in the cookie `\(name)`.", "_ key: \(Self.credentialClosure)")
        case .bearer:
            (summary, parameters) = ("the token goes in `Authorization: Bearer <token>`.", "_ token: \(Self.credentialClosure)")
        case .basic:
            summary = "the user name and password go in `Authorization: Basic <base64(username:password)>`."
            parameters = "username: Swift.String, password: Swift.String"
        }
        let asks = parameters.hasPrefix("_") ? "The closure is asked before every request; `nil` sends nothing." : nil
        return SecuritySchemeContext(
            name: SwiftName.escaped(SpecNames.securityFunction(scheme)),
            docComment: SwiftLiteral.docComment([scheme.description, "The `\(scheme.name)` scheme: \(summary)", asks]),
            parameters: parameters, adapter: spelling.credentialAdapter(scheme.kind))
    }
}
