/// The calls of streamed answers: `createChatCompletionStream(body:)` beside
/// `createChatCompletion(body:)`, returning a `ResponseStream` of items.
extension ContextBuilder {
    /// The typed calls of one endpoint: the one that reads the answer whole (unless the answer
    /// only streams) and its `…WithResponse` twin where the answers document headers, then the
    /// one that streams.
    /// `taken` holds the router's case names (`caseNames(of:)`).
    func functionContexts(_ info: CaseInfo, router: Router, taken: Set<String>) -> [FunctionContext] {
        var functions: [FunctionContext] = []
        if info.endpoint.stream?.isOnlyAnswer != true {
            let plain = functionContext(info, routerName: names.routerType(router))
            functions.append(plain)
            functions += [withResponseFunctionContext(info, base: plain, taken: taken)].compactMap { $0 }
        }
        if let stream = info.endpoint.stream {
            functions.append(streamFunctionContext(info, stream: stream, router: router))
        }
        return functions
    }

    /// The call that opens the stream and returns its items as they arrive.
    func streamFunctionContext(_ info: CaseInfo, stream: StreamedAnswer, router: Router) -> FunctionContext {
        let endpoint = info.endpoint
        var shown = info
        var replacing: [String: String] = [:]
        var flagLine: String?
        if let flag = streamFlag(info) {
            replacing[flag.label] = flag.expression
            shown.values.removeAll { $0.label == flag.label && flag.isField }
            flagLine = "Sets `stream` to `true` in the body" + (flag.isField ? "." : "; the plain call sends it as given.")
        }
        return spelling.streamFunction(StreamCall(
            name: streamFunctionName(info, stream: stream, router: router), endpoint: endpoint, stream: stream,
            item: stream.itemType.map(speller.spell), route: routeExpression(info, routerName: names.routerType(router), replacing: replacing),
            client: sender(endpoint), flagLine: flagLine, parameterLines: parameterLines(shown), errorLines: errorLines(endpoint),
            deprecation: endpoint.deprecated.map(Self.deprecationAttribute), parameters: callParameters(shown)))
    }

    /// The call's own name when it is the only one; else the plain call's name with `Stream`
    /// (`AsStream` when an operation has that name already).
    private func streamFunctionName(_ info: CaseInfo, stream: StreamedAnswer, router: Router) -> String {
        let base = names.caseName(info.endpoint)
        guard !stream.isOnlyAnswer else { return info.name }
        let taken = Set(router.endpoints.map(names.caseName))
        let name = taken.contains(base + "Stream") ? base + "AsStream" : base + "Stream"
        return SwiftName.escaped(name)
    }

    /// The request's `stream` flag, which streaming calls set (OpenAI's and many other APIs'
    /// bodies have one): a form or multipart field, set to `true` in place of an argument, or a
    /// property of a required JSON body, set through a key path.
    private func streamFlag(_ info: CaseInfo) -> (label: String, expression: String, isField: Bool)? {
        let flags: Set<TypeReference> = [
            .named("Bool", arguments: []), .named("Nullable", arguments: [.named("Bool", arguments: [])]),
        ]
        for value in info.values where ["json", "form", "multipart"].contains(value.role) {
            if value.parameter.wireName == "stream", flags.contains(value.parameter.type.unwrapped) {
                return (value.label, "true", true)
            }
        }
        guard let body = info.values.first(where: { $0.role == "body" }), !body.parameter.type.isOptional,
              let property = objectProperty("stream", of: body.parameter.type), flags.contains(property.type.unwrapped)
        else { return nil }
        let keyPath = "\\.\(SwiftName.escaped(names.propertyName(property)))"
        return (body.label, "\(spelling.support("StreamFlag")).on(\(SwiftName.escaped(body.label)), \(keyPath))", false)
    }
}
