extension SpecValidator {
    mutating func check(_ router: Router) {
        let cases = router.endpoints.map { (names.caseName($0), $0.name, $0.location) }
        var seen: [String: String] = [:]
        for (swiftName, written, location) in cases {
            if let previous = seen[swiftName] {
                diagnostics.error(
                    "endpoints '\(previous)' and '\(written)' of router '\(router.name)' both become the case "
                        + "'\(swiftName)'; rename one", at: location)
            } else {
                seen[swiftName] = written
            }
        }
        checkServerName(router.server, at: router.serverLocation, what: "router '\(router.name)'")
        for endpoint in router.endpoints {
            if endpoint.serverLocation != router.serverLocation {
                checkServerName(endpoint.server, at: endpoint.serverLocation, what: "endpoint '\(endpoint.name)'")
            }
            check(endpoint)
        }
    }

    private mutating func check(_ endpoint: Endpoint) {
        let what = "endpoint '\(endpoint.name)'"
        checkPath(endpoint)
        var parameters = endpoint.pathParameters + endpoint.queryParameters + endpoint.headerParameters
            + endpoint.cookieParameters
        switch endpoint.body {
        case let .value(body, _)?: parameters.append(body)
        case let .fields(fields, _)?: parameters += fields
        case let .data(body, _)?: parameters.append(body)
        case nil: break
        }
        checkUnique(parameters.map { (names.label($0), $0.name, $0.location) }, noun: "parameter", owner: what)
        checkWireNamesUnique(endpoint, what: what)
        for parameter in parameters { checkType(parameter.type, site: parameter.typeSite) }
        if let returns = endpoint.returns { checkType(returns, site: endpoint.returnsSite) }
        if let item = endpoint.stream?.itemType { checkType(item, site: endpoint.stream?.itemSite) }

        // Arrays and objects in a path segment or a header, and objects in the query, need a style
        // that says how they are written; the routegen format's brackets don't.
        for parameter in endpoint.pathParameters {
            requireScalar(parameter, optionalAllowed: false, arraysAllowed: parameter.style.joinsArraysInOneValue,
                          objectsAllowed: parameter.style.joinsObjectsInOneValue, in: "a path parameter")
        }
        // A `deepObject` item is written with brackets at every depth, whatever it holds (OpenAPI only).
        for parameter in endpoint.queryParameters where parameter.style != .deepObject {
            requireScalar(parameter, optionalAllowed: true, arraysAllowed: true, objectsAllowed: parameter.style != .brackets,
                          in: "a query item")
        }
        for parameter in endpoint.cookieParameters {
            requireScalar(parameter, optionalAllowed: true, arraysAllowed: true, in: "a cookie")
        }
        for parameter in endpoint.headerParameters {
            requireScalar(parameter, optionalAllowed: true, arraysAllowed: parameter.style.joinsArraysInOneValue,
                          objectsAllowed: parameter.style.joinsObjectsInOneValue, in: "a header")
            let wireName = spec.headerWireName(of: parameter)
            if !HTTPToken.isValid(wireName) {
                diagnostics.error("'\(wireName)' is not a valid HTTP header name", at: parameter.location)
            }
        }
        checkBody(endpoint, what: what)
    }

    /// Query items, body fields and headers each go into one dictionary: a key may appear once in each.
    private mutating func checkWireNamesUnique(_ endpoint: Endpoint, what: String) {
        var bodyFields: [Parameter] = []
        if case let .fields(fields, _)? = endpoint.body { bodyFields = fields }
        for group in [endpoint.queryParameters, bodyFields] {
            var seenKeys: Set<String> = []
            for field in group where !seenKeys.insert(field.wireName).inserted {
                diagnostics.error("two parameters of \(what) send the key '\(field.wireName)'", at: field.location)
            }
        }
        var seenCookies: Set<String> = []
        for cookie in endpoint.cookieParameters where !seenCookies.insert(cookie.wireName).inserted {
            diagnostics.error("two parameters of \(what) send the cookie '\(cookie.wireName)'", at: cookie.location)
        }
        // Forms set Content-Type themselves, and cookies go in one Cookie header. (A data body's
        // Content-Type header parameter chooses its media type, where the spec allows several.)
        var setByRouter: [String: String] = [:]
        switch endpoint.body {
        case .fields(_, .form)?: setByRouter["content-type"] = "a 'form' body sets Content-Type itself"
        case .fields(_, .multipart)?: setByRouter["content-type"] = "a multipart body sets Content-Type itself"
        default: break
        }
        if !endpoint.cookieParameters.isEmpty { setByRouter["cookie"] = "its cookies are sent in the Cookie header" }
        var seenHeaders = Set(setByRouter.keys)
        for header in endpoint.headerParameters {
            let wireName = spec.headerWireName(of: header)
            guard !seenHeaders.insert(wireName.lowercased()).inserted else { continue }
            let reason = setByRouter[wireName.lowercased()].map { "; " + $0 } ?? ""
            diagnostics.error("\(what) sets the header '\(wireName)' twice\(reason)", at: header.location)
        }
    }

    private mutating func checkPath(_ endpoint: Endpoint) {
        let placeholders = PathTemplate.placeholders(in: endpoint.path)
        for placeholder in placeholders where !endpoint.pathParameters.contains(where: { $0.wireName == placeholder.name }) {
            diagnostics.error(
                "path placeholder '{\(placeholder.name)}' has no matching parameter; declare it under 'path', "
                    + "as in 'path: { \(placeholder.name): String }'",
                at: endpoint.pathLocation?.advanced(by: placeholder.offset))
        }
        var seen: Set<String> = []
        for placeholder in placeholders where !seen.insert(placeholder.name).inserted {
            diagnostics.error("path placeholder '{\(placeholder.name)}' appears twice",
                              at: endpoint.pathLocation?.advanced(by: placeholder.offset))
        }
        for parameter in endpoint.pathParameters where !placeholders.contains(where: { $0.name == parameter.wireName }) {
            diagnostics.error(
                "path parameter '\(parameter.name)' is never used; add '{\(parameter.wireName)}' to the path "
                    + "'\(endpoint.path)' or remove the parameter", at: parameter.location)
        }
    }

    private mutating func checkBody(_ endpoint: Endpoint, what: String) {
        guard let body = endpoint.body else { return }
        if ["GET", "HEAD"].contains(endpoint.method) {
            diagnostics.warning(
                "\(what) sends a body with \(endpoint.method); many servers and URLSession ignore or reject it",
                at: endpoint.location)
        }
        // `SequenceBody<Item>` is sent as its JSON Lines or JSON text sequence (OpenAPI request streams).
        if case let .data(data, _) = body, ![.named("Data"), .named("String")].contains(data.type.unwrapped),
           data.type.unwrapped.names.first != "SequenceBody" {
            diagnostics.error("'\(data.name)' is sent as the raw body of \(what), so its type must be Data or String, "
                                + "not '\(data.type.written)'", at: data.typeSite?.location ?? data.location)
        }
        guard case let .fields(fields, encoding) = body else { return }
        for field in fields {
            switch encoding {
            case .json: requireScalar(field, optionalAllowed: true, arraysAllowed: true, in: "a JSON field")
            // Indexed forms write any value with brackets at every depth: objects, maps, arrays of them.
            case .form where spec.defaults.indexedForms: break
            case .form:
                requireScalar(field, optionalAllowed: true, arraysAllowed: true, objectsAllowed: field.style != .brackets,
                              in: "a form field")
            case .multipart:
                requireScalar(field, optionalAllowed: true, arraysAllowed: true, objectsAllowed: true, dataAllowed: true,
                              in: "a multipart field")
            }
        }
    }

    /// Path segments, query items and headers are text: they take built-in scalars and enums. Some
    /// places also take objects (models and `[String: scalar]`) or, in a multipart body, `Data`.
    private mutating func requireScalar(
        _ parameter: Parameter, optionalAllowed: Bool, arraysAllowed: Bool, objectsAllowed: Bool = false,
        dataAllowed: Bool = false, in what: String
    ) {
        var type = parameter.type
        if type.isOptional {
            guard optionalAllowed else {
                diagnostics.error("path parameter '\(parameter.name)' can't be optional; every placeholder needs a value",
                                  at: parameter.typeSite?.location ?? parameter.location)
                return
            }
            type = type.unwrapped
        }
        if arraysAllowed, case let .array(element) = type { type = element }
        if objectsAllowed, case let .dictionary(value) = type { type = value }
        guard case let .named(name, arguments) = type, arguments.isEmpty else {
            diagnostics.error("'\(parameter.name)' is \(what), so its type must be a scalar such as String or Int, "
                                + "not '\(parameter.type.written)'", at: parameter.typeSite?.location ?? parameter.location)
            return
        }
        let location = parameter.typeSite?.location ?? parameter.location
        if dataAllowed, name == "Data" { return }
        if let model = names.model(named: name) {
            if case .object = model.kind, !objectsAllowed {
                diagnostics.error("'\(parameter.name)' is \(what), so it can't be the model '\(name)'; send models with 'body:'",
                                  at: location)
            }
        } else if BuiltinTypes.spellings[name] != nil, !BuiltinTypes.scalars.contains(name) {
            diagnostics.error("'\(parameter.name)' is \(what), so its type must be a scalar such as String or Int, "
                                + "not '\(parameter.type.written)'", at: location)
        }
    }
}
