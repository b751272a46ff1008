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
        for endpoint in router.endpoints { check(endpoint) }
    }

    private mutating func check(_ endpoint: Endpoint) {
        let what = "endpoint '\(endpoint.name)'"
        checkPath(endpoint)
        var parameters = endpoint.pathParameters + endpoint.queryParameters + endpoint.headerParameters
        switch endpoint.body {
        case let .value(body)?: parameters.append(body)
        case let .fields(fields, _)?: parameters += fields
        case let .data(body, _)?: parameters.append(body)
        case nil: break
        }
        checkUnique(parameters.map { (names.label($0), $0.name, $0.location) }, noun: "parameter", owner: what)
        checkWireNamesUnique(endpoint, what: what)
        for parameter in parameters { checkType(parameter.type, site: parameter.typeSite) }
        if let returns = endpoint.returns { checkType(returns, site: endpoint.returnsSite) }

        for parameter in endpoint.pathParameters {
            requireScalar(parameter, optionalAllowed: false, arraysAllowed: false, in: "a path parameter")
        }
        for parameter in endpoint.queryParameters {
            requireScalar(parameter, optionalAllowed: true, arraysAllowed: true, mapsAllowed: true, in: "a query item")
        }
        for parameter in endpoint.headerParameters {
            requireScalar(parameter, optionalAllowed: true, arraysAllowed: false, in: "a header")
            let wireName = spec.headerWireName(of: parameter)
            if !HTTPToken.isValid(wireName) {
                diagnostics.error("'\(wireName)' is not a valid HTTP header name", at: parameter.location)
            }
        }
        checkBody(endpoint, what: what)
    }

    /// Query items and body fields share one dictionary, and headers another: a key may appear once.
    private mutating func checkWireNamesUnique(_ endpoint: Endpoint, what: String) {
        var fields = endpoint.queryParameters
        if case let .fields(bodyFields, _)? = endpoint.body { fields += bodyFields }
        var seenKeys: Set<String> = []
        for field in fields where !seenKeys.insert(field.wireName).inserted {
            diagnostics.error("two parameters of \(what) send the key '\(field.wireName)'", at: field.location)
        }
        var isForm = false
        if case .fields(_, .form)? = endpoint.body { isForm = true }
        var seenHeaders: Set<String> = isForm ? ["content-type"] : []
        for header in endpoint.headerParameters {
            let wireName = spec.headerWireName(of: header)
            guard !seenHeaders.insert(wireName.lowercased()).inserted else { continue }
            let reason = isForm && wireName.lowercased() == "content-type" ? "; a 'form' body sets Content-Type itself" : ""
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
        guard case let .fields(fields, encoding) = body else { return }
        if !endpoint.queryParameters.isEmpty {
            diagnostics.error(
                "\(what) has both 'query' and '\(encoding.rawValue)' fields; send the body as one model with 'body:', "
                    + "or move the fields into the query", at: endpoint.location)
        }
        for field in fields {
            // The URL encoding writes a map of scalars as `key[name]=value`; a multipart part can hold bytes.
            requireScalar(
                field, optionalAllowed: true, arraysAllowed: true, mapsAllowed: encoding != .json,
                dataAllowed: encoding == .multipart, in: encoding == .json ? "a JSON field" : "a form field")
        }
    }

    /// Path segments, query items and headers are text: they take built-in scalars and string enums.
    /// Query items and form fields also take arrays and `[String: scalar]` maps; multipart fields, bytes.
    private mutating func requireScalar(
        _ parameter: Parameter, optionalAllowed: Bool, arraysAllowed: Bool, mapsAllowed: Bool = false,
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
        if mapsAllowed, case let .dictionary(value) = type { type = value }
        if dataAllowed, type == .named("Data") { return }
        guard case let .named(name, arguments) = type, arguments.isEmpty else {
            diagnostics.error("'\(parameter.name)' is \(what), so its type must be a scalar such as String or Int, "
                                + "not '\(parameter.type.written)'", at: parameter.typeSite?.location ?? parameter.location)
            return
        }
        let location = parameter.typeSite?.location ?? parameter.location
        if let model = modelsByName[name] {
            if case .object = model.kind {
                diagnostics.error("'\(parameter.name)' is \(what), so it can't be the model '\(name)'; send models with 'body:'",
                                  at: location)
            }
        } else if BuiltinTypes.spellings[name] != nil, !BuiltinTypes.scalars.contains(name) {
            diagnostics.error("'\(parameter.name)' is \(what), so its type must be a scalar such as String or Int, "
                                + "not '\(parameter.type.written)'", at: location)
        }
    }
}
