/// The default output's spelling: `RouteGenRuntime`'s types, `APIClient` and its `StubTransport`.
struct RouteGenRuntimeSpelling: RuntimeSpelling {
    /// The runtime's module name.
    static let moduleName = "RouteGenRuntime"

    let prefix: String

    var module: String { Self.moduleName }
    var httpPrefix: String { Self.moduleName + "." }
    var supportPrefix: String { Self.moduleName + "." }
    var importsSupport: Bool { true }

    var callError: String { Self.moduleName + ".APIError" }
    var callErrorName: String { "APIError" }
    /// The members `APIError` has (cases, properties and what `LocalizedError` adds).
    var callErrorMembers: Set<String> { Self.apiErrorMembers }

    var emptyPayload: String { Self.moduleName + ".EmptyPayload" }
    var clientType: String { "APIClient" }
    var clientTypeInCode: String { Self.moduleName + ".APIClient" }
    var clientTypeInDocs: String { "an `APIClient`" }
    var interceptorChain: String { "InterceptorChain" }
    var answer: String { Self.moduleName + ".APIResponse" }

    var jsonEncoding: String { http("JSONEncoding") + ".default" }

    func urlEncoding(
        _ encoding: URLEncodingSpelling, styles: [String], reserved: [String], valuesAreScalars: () -> Bool
    ) -> ContextBuilder.Expression {
        ContextBuilder.Expression(lines: encoding.lines(type: http("URLEncoding"), styles: styles, allowingReserved: reserved), used: [])
    }

    func compactingParameters(optional: Bool, native: () -> Bool) -> String? {
        optional ? http("Parameters") + "(compacting: [" : nil
    }

    func pathStyle(_ style: String) -> String { style }
    var cookieValueFunction: String { http("HTTPHeader.cookieValue") }

    func headersUpdating(defaults: String, defaultsType: String) -> String { defaults + ".updating([" }

    var declaresHeadersUpdating: Bool { false }
    var acceptedStatusMember: String { "validation" }

    /// `.statusCodes([200, 304])`, `.statusCodes(200..<300)` or `.statusCodes(Swift.Array(200..<300) + [404])`.
    func acceptedStatus(ranges: [String], codes: [String]) -> String {
        let list = "[" + codes.joined(separator: ", ") + "]"
        if ranges.isEmpty { return ".statusCodes(\(list))" }
        if ranges.count == 1, codes.isEmpty { return ".statusCodes(\(ranges[0]))" }
        return ".statusCodes(" + (ranges.map { "Swift.Array(\($0))" } + (codes.isEmpty ? [] : [list])).joined(separator: " + ") + ")"
    }

    var statusBody: String { "response.body" }
    func headerReading(name: String, type: String) -> String { "headers.value(\(name), as: \(type).self)" }
    var serverURLMaker: String { "Foundation.URL" }

    var streamRequestType: String? { nil }
    var hasSampleStubs: Bool { true }
    var conformsRoutersToAlamofire: Bool { true }
    var envelopeFailure: String { "typed calls throw `APIError.server` for any other code." }

    func credentialAdapter(_ kind: SecurityScheme.Kind) -> String {
        let adapter = support("ClosureAdapter")
        switch kind {
        case let .apiKeyHeader(name): return "\(adapter).header(\(SwiftLiteral.string(name)), value: key)"
        case let .apiKeyQuery(name): return "\(adapter).query(\(SwiftLiteral.string(name)), value: key)"
        case let .apiKeyCookie(name): return "\(adapter).cookie(\(SwiftLiteral.string(name)), value: key)"
        case .bearer: return "\(adapter).bearerToken(token)"
        case .basic: return "\(adapter).basic(username: username, password: password)"
        }
    }

    /// A call that returns a `ResponseStream` of the items (or of the events, undecoded), read as they
    /// arrive until a sentinel.
    func streamFunction(_ call: StreamCall) -> FunctionContext {
        let stream = call.stream, endpoint = call.endpoint
        var arguments = stream.format == .serverSentEvents ? "" : ", format: .\(stream.format.rawValue)"
        if !stream.sentinels.isEmpty {
            let data = (["[DONE]"] + stream.sentinels).map(SwiftLiteral.string).joined(separator: ", ")
            arguments += ", sentinels: \(support("StreamSentinels"))([\(data)])"
        }
        let sent = call.item.map { "try await \(call.client).stream(\($0).self, from: \(call.route)\(arguments))" }
            ?? "try await \(call.client).events(from: \(call.route)\(arguments))"
        let ends = (["[DONE]"] + stream.sentinels).map { "`\($0)`" }.joined(separator: " or ")
        let what = call.item.map { "each " + (stream.format == .serverSentEvents ? "event's" : "item's") + " `\($0)`" }
            ?? "each event, undecoded,"
        let summary = "Sends `\(endpoint.method) \(endpoint.path)` asking for `\(stream.format.mediaType)` "
            + "and returns \(what) as it arrives, until \(ends)."
        return FunctionContext(
            name: call.name,
            docComment: SwiftLiteral.docComment([endpoint.description, summary, call.flagLine, call.parameterLines, call.errorLines]),
            deprecation: call.deprecation,
            parameters: call.parameters,
            returnType: "\(support("ResponseStream"))<\(call.item ?? support("StreamEvent"))>",
            call: sent)
    }

    private static let apiErrorMembers: Set<String> = [
        "invalidRequest", "adaptationFailed", "transport", "unacceptableStatus", "unacceptableContentType", "decoding",
        "server", "cancelled", "response", "statusCode", "urlError", "isTimeout", "decodeBody", "documentedBody",
        "description", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription",
    ]
}
