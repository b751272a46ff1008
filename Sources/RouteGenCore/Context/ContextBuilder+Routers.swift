extension ContextBuilder {
    /// One endpoint with its associated values in declaration order: required ones first.
    struct CaseInfo {
        var endpoint: Endpoint
        var name: String
        var values: [(parameter: Parameter, role: String, label: String)]

        /// `.name` when no value is used, else `let .name(a, _, c)`.
        func pattern(using used: Set<String>) -> String {
            guard values.contains(where: { used.contains($0.label) }) else { return ".\(name)" }
            let bindings = values.map { used.contains($0.label) ? SwiftName.escaped($0.label) : "_" }
            return "let .\(name)(\(bindings.joined(separator: ", ")))"
        }
    }

    /// An expression for one case, and the associated values it reads.
    struct Expression {
        var lines: [String]
        var used: Set<String> = []

        init(_ line: String, used: Set<String> = []) {
            lines = [line]
            self.used = used
        }

        init(lines: [String], used: Set<String>) {
            self.lines = lines
            self.used = used
        }
    }

    /// The router enum of `router`, named `name` (its own name by default) and documented by
    /// `docComment` (its description and provenance by default).
    func routerContext(_ router: Router, name: String? = nil, docComment: [String]? = nil) -> RouterContext {
        let cases = router.endpoints.map(caseInfo)
        let hasBody = cases.contains { $0.values.contains { $0.role == "body" } }
        let hasRawBody = cases.contains { $0.values.contains { $0.role == "data" } }
        let hasTimeout = spec.defaults.timeout != nil || router.endpoints.contains { $0.timeout != nil }
        let hasValidation = router.endpoints.contains { $0.acceptedStatus != nil }
        let splitQuery = cases.filter { Self.hasFieldsBody($0) && $0.values.contains { $0.role == "query" } }
        let queryEncoding = cases.map(queryEncodingExpression)
        let hasQueryEncoding = !splitQuery.isEmpty
            && !queryEncoding.allSatisfy { $0.lines == ["\(spelling.http("URLEncoding")).queryString"] }
        let hasOperationServer = cases.contains { operationServer(of: $0.endpoint) != nil }
        // In the order of `Request`'s fields, which is the order of its initializer's arguments.
        let columns: [RequestColumn?] = [
            RequestColumn(name: "method", expressions: cases.map { Expression(methodExpression($0.endpoint.method)) }, alwaysNamed: true),
            RequestColumn(name: "path", expressions: cases.map(pathExpression), alwaysNamed: true),
            hasOperationServer ? RequestColumn(name: "operationServer", expressions: cases.map(operationServerExpression)) : nil,
            RequestColumn(name: "parameters", expressions: cases.map(parametersExpression)),
            RequestColumn(name: "encoding", expressions: cases.map(encodingExpression)),
            RequestColumn(name: "headers", expressions: cases.map(headersExpression)),
            splitQuery.isEmpty ? nil : RequestColumn(name: "queryParameters", expressions: cases.map(queryParametersExpression)),
            hasQueryEncoding ? RequestColumn(name: "queryEncoding", expressions: queryEncoding) : nil,
            hasBody ? RequestColumn(name: "body", expressions: cases.map(bodyExpression)) : nil,
            hasRawBody ? RequestColumn(name: "rawBody", expressions: cases.map(rawBodyExpression)) : nil,
            hasTimeout ? RequestColumn(name: "timeoutInterval", expressions: cases.map(timeoutExpression)) : nil,
            hasValidation ? RequestColumn(name: "validation", expressions: cases.map(validationExpression)) : nil,
        ]
        let request = routerRequest(cases, columns: columns.compactMap { $0 })
        let name = name ?? names.routerType(router)
        let server = request.properties["operationServer"]
        return RouterContext(
            name: name,
            docComment: docComment ?? SwiftLiteral.docComment(
                [router.description, "Generated from `routers.\(router.name)` in \(spec.sourceName)."]),
            provenance: SwiftLiteral.commentLine("routers.\(router.name) in \(spec.sourceName)"),
            fileName: "Routers/\(name).swift",
            cases: cases.map { caseContext($0, clientName: names.clientType(router)) },
            method: request.property("method"),
            path: request.property("path"),
            parameters: request.property("parameters"),
            encoding: request.property("encoding"),
            headers: request.property("headers"),
            queryParameters: request.properties["queryParameters"],
            queryEncoding: request.properties["queryEncoding"],
            body: request.properties["body"],
            rawBody: request.properties["rawBody"],
            timeoutInterval: request.properties["timeoutInterval"],
            validation: request.properties["validation"],
            baseURL: baseURLExpression(server),
            operationServer: server,
            request: request.context)
    }

    func caseInfo(_ endpoint: Endpoint) -> CaseInfo {
        var values: [(Parameter, String)] = endpoint.pathParameters.map { ($0, "path") }
            + endpoint.queryParameters.map { ($0, "query") }
            + endpoint.headerParameters.map { ($0, "header") }
            + endpoint.cookieParameters.map { ($0, "cookie") }
        switch endpoint.body {
        case let .value(body, _)?: values.append((body, "body"))
        case let .fields(fields, encoding)?: values += fields.map { ($0, encoding.rawValue) }
        case let .data(body, _)?: values.append((body, "data"))
        case nil: break
        }
        // The body's Content-Type, where the caller chooses it, comes right after the body.
        if ["body", "data"].contains(values.last?.1),
           let index = values.firstIndex(where: { $0.1 == "header" && $0.0.wireName.lowercased() == "content-type" }) {
            values.append(values.remove(at: index))
        }
        let ordered = values.filter { !$0.0.type.isOptional } + values.filter { $0.0.type.isOptional }
        return CaseInfo(
            endpoint: endpoint, name: SwiftName.escaped(names.caseName(endpoint)),
            values: ordered.map { ($0.0, $0.1, names.label($0.0)) })
    }

    /// The router case of an endpoint. Its documentation is a pointer to the typed call of
    /// `clientName`, which holds the full text, so that it is written once.
    func caseContext(_ info: CaseInfo, clientName: String) -> CaseContext {
        let endpoint = info.endpoint
        let values = info.values.map { value in
            AssociatedValueContext(
                label: SwiftName.escaped(value.label), type: speller.spell(value.parameter.type, role: value.role),
                isOptional: value.parameter.type.isOptional, role: value.role, wireName: value.parameter.wireName,
                docComment: SwiftLiteral.docComment([value.parameter.description]))
        }
        let declaration = values.isEmpty ? info.name : info.name + "(" + values.map { value in
            "\(value.label): \(value.type)\(value.isOptional ? " = nil" : "")"
        }.joined(separator: ", ") + ")"
        let returnType = successType(of: endpoint)
        let route = "`\(endpoint.method) \(endpoint.path)`"
        let summary = returnType.map { "\(route), returning `\($0)`." } ?? "\(route)."
        let labels = info.values.map { "\($0.label):" }.joined()
        let docComment = SwiftLiteral.docComment(
            [String(summary.dropLast()) + "; documented at ``\(clientName)/\(info.name.filter { $0 != "`" })(\(labels))``."])
        return CaseContext(
            name: info.name, declaration: declaration, docComment: docComment,
            deprecation: endpoint.deprecated.map(Self.deprecationAttribute),
            method: endpoint.method, path: endpoint.path, returnType: returnType, values: values)
    }

    /// The spelled success type: `Foundation.Data` for an endpoint that returns raw bytes.
    func successType(of endpoint: Endpoint) -> String? {
        endpoint.returnsRawData ? speller.spell(.named("Data")) : endpoint.returns.map(speller.spell)
    }

    /// `- Parameter name: description` lines, for the values that have a description.
    func parameterLines(_ info: CaseInfo) -> String? {
        let lines = info.values.compactMap { value -> String? in
            let lines = SwiftLiteral.docLines(value.parameter.description)
            return lines.isEmpty ? nil : "- Parameter \(value.label): \(lines.joined(separator: " "))"
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
