/// Documented response headers, typed: a struct per set of headers, and a `…WithResponse`
/// variant of each call whose answers document some.
extension ContextBuilder {
    /// One struct per name the endpoints' documented headers were given, in name order.
    func responseHeadersContexts() -> [ResponseHeadersContext] {
        var byName: [String: (endpoint: Endpoint, count: Int)] = [:]
        for endpoint in spec.routers.lazy.flatMap(\.endpoints) {
            guard let name = endpoint.responseHeadersTypeName else { continue }
            byName[name] = (byName[name]?.endpoint ?? endpoint, (byName[name]?.count ?? 0) + 1)
        }
        return byName.keys.sorted().compactMap { name in
            guard let (endpoint, count) = byName[name] else { return nil }
            let others = count == 1 ? "" : count == 2 ? " and 1 other operation" : " and \(count - 1) other operations"
            return ResponseHeadersContext(
                typeName: name, fileName: "Clients/\(name).swift",
                docComment: SwiftLiteral.docComment([
                    "The headers documented on the answers of `\(endpoint.method) \(endpoint.path)`\(others).\n"
                        + "A header that is missing, or whose text doesn't read as its type, is `nil`.",
                ]),
                conformances: spelling.support("ResponseHeaders") + (options.hashableModels ? ", Swift.Equatable" : ""),
                properties: endpoint.responseHeaders.map(headerProperty))
        }
    }

    private func headerProperty(_ header: ResponseHeader) -> HeaderPropertyContext {
        let type = speller.spell(header.type)
        let name = SwiftLiteral.string(header.wireName)
        return HeaderPropertyContext(
            name: SwiftName.escaped(SwiftName.member(header.name, fallback: "header")), type: type + "?",
            docComment: SwiftLiteral.docComment(["`\(header.wireName)`" + (header.description.map { ": " + $0 } ?? "")]),
            reading: header.type == .named("String") ? "headers[\(name)]"
                : spelling.headerReading(name: name, type: type))
    }

    /// `getWithResponse()`: the call, returning its value with the response and the documented
    /// headers, for an endpoint whose answers document some; `nil` otherwise, or when a case of
    /// the router has that name (`taken`, from `caseNames(of:)`).
    func withResponseFunctionContext(_ info: CaseInfo, base: FunctionContext, taken: Set<String>) -> FunctionContext? {
        guard let headers = info.endpoint.responseHeadersTypeName else { return nil }
        let plain = info.name.filter { $0 != "`" }
        let name = SwiftName.escaped(plain + "WithResponse")
        guard !taken.contains(name) else { return nil }
        let labels = info.values.map { "\($0.label):" }.joined()
        let arguments = info.values.map { "\($0.label): \(SwiftName.escaped($0.label))" }.joined(separator: ", ")
        return FunctionContext(
            name: name,
            docComment: SwiftLiteral.docComment([
                "Sends `\(info.endpoint.method) \(info.endpoint.path)` as ``\(plain)(\(labels))`` does, and returns what it "
                    + "returns with the response and its documented headers, ``\(headers)``.",
            ]),
            deprecation: base.deprecation, parameters: base.parameters,
            returnType: "\(spelling.answer)<\(base.returnType ?? "Swift.Void"), \(headers)>",
            call: "try await client.withResponse(headers: \(headers).self) { client throws(\(spelling.callError)) in "
                + "try await Self(client: client).\(info.name)(\(arguments)) }")
    }
}
