/// Calls with several success answers, and the functions that page through lists.
extension ContextBuilder {
    /// The return type, the statement and the doc line of a call whose success answers differ:
    /// an enum of answers, or an optional body; `nil` for a call with one kind of answer.
    func answerCall(_ endpoint: Endpoint, route: String, sends: String, client: String) -> (type: String, call: String, summary: String)? {
        switch endpoint.successShape {
        case .single:
            return nil
        case .cases:
            guard let type = endpoint.responsesTypeName else { return nil }
            let statuses = endpoint.successResponses.map { "`\($0.status)`" }.joined(separator: ", ")
            // An answer that is not JSON must not be refused for its content type.
            let accepting = endpoint.successResponses.contains(where: \.isRawData) ? ", acceptingJSON: false" : ""
            return (type, "try await \(client).decodeByStatus(\(type).self, from: \(route)\(accepting))",
                    "\(sends) and tells its answers apart by status (\(statuses)): see ``\(type)``.")
        case let .optional(body, emptyStatuses):
            let type = speller.spell(body)
            let codes = emptyStatuses.map(String.init)
            // A body that may be `null` is optional already: both ways give `nil`.
            return (body.isOptional ? type : type + "?",
                    "try await \(client).decode(\(type).self, from: \(route), emptyStatuses: [\(codes.joined(separator: ", "))])"
                        + (body.isOptional ? " ?? nil" : ""),
                    "\(sends) and decodes the `\(type)` it returns, or returns `nil` for "
                        + codes.map { "`\($0)`" }.joined(separator: ", ") + ", which has no body.")
        }
    }

    /// The enum of a call's success answers, when they differ.
    func responsesEnumContext(_ endpoint: Endpoint) -> ResponsesEnumContext? {
        guard endpoint.successShape == .cases, let typeName = endpoint.responsesTypeName else { return nil }
        var exact: [String] = []
        var ranges: [String] = []
        let cases = endpoint.successResponses.map { response -> ResponseCaseContext in
            let name = Self.responseCaseName(response.status)
            let payload = response.isRawData ? "Foundation.Data" : response.type.map(speller.spell)
            let body = spelling.statusBody
            let value = response.isRawData ? body : payload.map { "try decoder.decode(\($0).self, from: \(body))" }
            let line = "self = .\(name)" + (value.map { "(\($0))" } ?? "")
            if let code = response.code {
                exact.append("case \(code): \(line)")
            } else if let family = response.status.first?.wholeNumberValue {
                ranges.append("case \(family * 100)..<\(family * 100 + 100): \(line)")
            }
            return ResponseCaseContext(
                declaration: name + (payload.map { "(\($0))" } ?? ""),
                docComment: SwiftLiteral.docComment([
                    "`\(response.status)`" + (response.description.map { ": \($0)" } ?? "") + (payload == nil ? " (no body)" : ""),
                ]))
        }
        let documented = endpoint.successResponses.map { SwiftLiteral.string($0.status) }.joined(separator: ", ")
        return ResponsesEnumContext(
            typeName: typeName,
            conformances: spelling.support("StatusDecodable") + (options.hashableModels ? ", Swift.Equatable" : ""),
            docComment: SwiftLiteral.docComment([
                "The documented success answers of `\(endpoint.method) \(endpoint.path)`, told apart by status code."
            ]),
            cases: cases,
            initLines: ["switch response.statusCode {"] + exact + ranges + [
                "default: throw \(spelling.support("UndocumentedStatus"))(statusCode: response.statusCode, documented: [\(documented)])",
                "}",
            ])
    }

    /// `ok`, `accepted`, `noContent` for the common codes; `success` for `2XX`; else `status299`.
    static func responseCaseName(_ status: String) -> String {
        let names = [
            "200": "ok", "201": "created", "202": "accepted", "203": "nonAuthoritativeInformation", "204": "noContent",
            "205": "resetContent", "206": "partialContent", "207": "multiStatus", "208": "alreadyReported", "226": "imUsed",
        ]
        if let name = names[status] { return name }
        return Int(status) == nil ? "success" : "status" + status
    }

    /// `reposListDeploymentsPages(…)`, for a list whose paging is recognised:
    /// `Link` headers, or a Stripe-style cursor list.
    /// `taken` holds the router's case names (`caseNames(of:)`).
    func pagesFunctionContext(_ info: CaseInfo, router: Router, taken: Set<String>) -> FunctionContext? {
        let endpoint = info.endpoint
        guard endpoint.method == "GET", endpoint.successShape == .single, !endpoint.returnsRawData,
              let page = endpoint.returns, !page.isOptional
        else { return nil }
        let name = SwiftName.escaped(names.caseName(endpoint) + "Pages")
        // A call of that name would clash.
        guard !taken.contains(name) else { return nil }
        let routerName = names.routerType(router)
        let pageType = speller.spell(page)
        let route = routeExpression(info, routerName: routerName)
        let (call, how): (String, String)
        if endpoint.linkPaging {
            call = "\(sender(endpoint)).linkedPages(\(pageType).self, from: \(route))"
            how = "following each response's `Link: <…>; rel=\"next\"` header as it is written."
        } else if let cursor = cursorPaging(info) {
            let next = routeExpression(info, routerName: routerName, replacing: [cursor.label: "cursor"])
            call = "\(sender(endpoint)).cursorPages(\(pageType).self, from: \(route), cursor: { page in \(cursor.expression) }) { cursor in \(next) }"
            how = "while a page has more, the next request passes the last item's `id` as `\(cursor.wireName)`."
        } else {
            return nil
        }
        return FunctionContext(
            name: name,
            docComment: SwiftLiteral.docComment([
                "The pages of `\(endpoint.method) \(endpoint.path)`, fetched one request at a time as they are iterated: "
                    + how,
                parameterLines(info),
            ]),
            deprecation: endpoint.deprecated.map(Self.deprecationAttribute),
            parameters: callParameters(info), returnType: "\(spelling.support("Pages"))<\(pageType)>", call: call)
    }

    /// A Stripe-style cursor list: the page has `has_more` (a boolean) and `data` (an array of
    /// objects with a string `id`), and the call has a string `starting_after` query parameter.
    private func cursorPaging(_ info: CaseInfo) -> (label: String, wireName: String, expression: String)? {
        let text = TypeReference.named("String", arguments: [])
        guard let parameter = info.values.first(where: { $0.role == "query" && $0.parameter.wireName == "starting_after" }),
              parameter.parameter.type.unwrapped == text,
              let page = info.endpoint.returns,
              let hasMore = objectProperty("has_more", of: page),
              hasMore.type.unwrapped == .named("Bool", arguments: []),
              let data = objectProperty("data", of: page),
              case let .array(item) = names.resolvingAliases(data.type),
              let id = objectProperty("id", of: item), id.type.unwrapped == text
        else { return nil }
        let more = "page.\(SwiftName.escaped(names.propertyName(hasMore)))" + (hasMore.type.isOptional ? " == true" : "")
        let items = "page.\(SwiftName.escaped(names.propertyName(data)))" + (data.type.isOptional ? "?" : "")
        let expression = "\(more) ? \(items).last?.\(SwiftName.escaped(names.propertyName(id))) : nil"
        return (parameter.label, parameter.parameter.wireName, expression)
    }

    /// The property with this wire name of the object model `type` names, unless it is deprecated.
    func objectProperty(_ wireName: String, of type: TypeReference) -> Property? {
        guard case let .object(properties)? = names.model(named: names.resolvingAliases(type))?.kind else { return nil }
        return properties.first { $0.wireName == wireName && $0.deprecated == nil }
    }
}
