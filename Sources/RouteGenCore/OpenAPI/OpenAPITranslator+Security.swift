import Yams

extension OpenAPITranslator {
    /// `components/securitySchemes` → API keys, bearer tokens and basic authentication. OAuth 2 and
    /// OpenID Connect become bearer tokens the caller obtains. A key sent in a header also declares
    /// that header.
    func translateSecuritySchemes(_ node: Node) {
        guard let schemes = node.mapping else {
            diagnostics.warning("'securitySchemes' must be a mapping; it is skipped", at: entry.location(node))
            return
        }
        var headers: Set<String> = Set(spec.headerFields.map { $0.wireName.lowercased() })
        var headerCases: Set<String> = Set(spec.headerFields.map { SwiftName.member($0.name, fallback: "header") })
        schemes.forEachEntry { name, keyNode, value in
            guard let (schemeNode, file, _) = resolveObject(value, in: entry, consequence: "the scheme is skipped") else { return }
            guard let scheme = schemeNode.mapping else {
                diagnostics.warning("security scheme '\(name)' must be a mapping; it is skipped", at: file.location(schemeNode))
                return
            }
            let location = entry.location(keyNode)
            let type = scheme.value(for: "type")?.text ?? ""
            let description = Self.trimmed(scheme.value(for: "description")?.text)
            var kind: SecurityScheme.Kind?
            switch type {
            case "apiKey":
                let keyName = scheme.value(for: "name")?.text ?? ""
                switch scheme.value(for: "in")?.text {
                case "header" where HTTPToken.isValid(keyName):
                    kind = .apiKeyHeader(keyName)
                    // One header field per header; two spellings with one Swift name keep the first.
                    if headers.insert(keyName.lowercased()).inserted,
                       headerCases.insert(SwiftName.member(keyName, fallback: "header")).inserted {
                        spec.headerFields.append(HeaderField(name: keyName, wireName: keyName, location: location))
                    }
                case "query" where !keyName.isEmpty: kind = .apiKeyQuery(keyName)
                case "cookie" where !keyName.isEmpty: kind = .apiKeyCookie(keyName)
                default:
                    diagnostics.warning(
                        "security scheme '\(name)' needs 'name' and 'in' (header, query or cookie); it is skipped",
                        at: location)
                }
            case "http":
                switch scheme.value(for: "scheme")?.text?.lowercased() {
                case "bearer": kind = .bearer
                case "basic": kind = .basic
                case let other:
                    diagnostics.warning(
                        "HTTP authentication scheme '\(other ?? "")' of '\(name)' is not supported (bearer and basic are); it is skipped",
                        at: location)
                }
            case "oauth2", "openIdConnect":
                kind = .bearer
                diagnostics.note(
                    "security scheme '\(name)' (\(type)) becomes a bearer token; the app obtains the token, "
                        + "routegen does not run the sign-in flow", at: location)
            default:
                diagnostics.warning("security scheme '\(name)' of type '\(type)' is not supported; it is skipped",
                                    at: file.location(schemeNode))
            }
            if let kind {
                spec.securitySchemes.append(SecurityScheme(name: name, kind: kind, description: description, location: location))
            }
        }
    }
}
