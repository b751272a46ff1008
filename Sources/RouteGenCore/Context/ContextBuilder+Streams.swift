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
        let route = routeExpression(info, routerName: names.routerType(router), replacing: replacing)
        let item = stream.itemType.map(speller.spell)
        var arguments = stream.format == .serverSentEvents ? "" : ", format: .\(stream.format.rawValue)"
        if !stream.sentinels.isEmpty {
            let data = (["[DONE]"] + stream.sentinels).map(SwiftLiteral.string).joined(separator: ", ")
            arguments += ", sentinels: \(spelling.support("StreamSentinels"))([\(data)])"
        }
        let client = sender(endpoint)
        if spelling.isAlamofire {
            return alamofireStreamFunction(info, shown: shown, route: route, stream: stream, flagLine: flagLine, router: router)
        }
        let call = item.map { "try await \(client).stream(\($0).self, from: \(route)\(arguments))" }
            ?? "try await \(client).events(from: \(route)\(arguments))"
        let ends = (["[DONE]"] + stream.sentinels).map { "`\($0)`" }.joined(separator: " or ")
        let what = item.map { "each " + (stream.format == .serverSentEvents ? "event's" : "item's") + " `\($0)`" }
            ?? "each event, undecoded,"
        let summary = "Sends `\(endpoint.method) \(endpoint.path)` asking for `\(stream.format.mediaType)` "
            + "and returns \(what) as it arrives, until \(ends)."
        return FunctionContext(
            name: streamFunctionName(info, stream: stream, router: router),
            docComment: SwiftLiteral.docComment([
                endpoint.description, summary, flagLine, parameterLines(shown), errorLines(endpoint),
            ]),
            deprecation: endpoint.deprecated.map(Self.deprecationAttribute),
            parameters: callParameters(shown),
            returnType: "\(spelling.support("ResponseStream"))<\(item ?? spelling.support("StreamEvent"))>",
            call: call)
    }

    /// The Alamofire output's streaming call: Alamofire's `DataStreamRequest` for the route, asking for
    /// the stream's media type and validated, whose bytes arrive as the server sends them. Its items
    /// are not parsed or decoded; the default output's calls do that (docs/Client.md says why).
    private func alamofireStreamFunction(
        _ info: CaseInfo, shown: CaseInfo, route: String, stream: StreamedAnswer, flagLine: String?, router: Router
    ) -> FunctionContext {
        let endpoint = info.endpoint
        let item = stream.itemType.map { " (each `\(speller.spell($0))`)" } ?? ""
        let summary = "Opens `\(endpoint.method) \(endpoint.path)` asking for `\(stream.format.mediaType)`, validated, and returns "
            + "Alamofire's `DataStreamRequest`, whose bytes arrive as the server sends them: read them with "
            + "`streamingData()` and parse the \(stream.format == .serverSentEvents ? "events" : "records")\(item) yourself."
        return FunctionContext(
            name: streamFunctionName(info, stream: stream, router: router),
            docComment: SwiftLiteral.docComment([endpoint.description, summary, flagLine, parameterLines(shown)]),
            deprecation: endpoint.deprecated.map(Self.deprecationAttribute),
            parameters: callParameters(shown),
            returnType: "Alamofire.DataStreamRequest",
            call: "client.streamRequest(\(route), accepting: \(SwiftLiteral.string(stream.format.mediaType)))")
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
