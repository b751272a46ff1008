/// The Alamofire output's spelling: Alamofire's own HTTP vocabulary (`Alamofire.HTTPMethod`,
/// `Alamofire.URLEncoding`), and the support types generated beside the code under the spec's prefix
/// (`APIJSONValue`, `APIClient`).
struct AlamofireSpelling: RuntimeSpelling {
    let prefix: String

    var module: String { "Alamofire" }
    var httpPrefix: String { "Alamofire." }
    var supportPrefix: String { prefix }
    var importsSupport: Bool { false }

    var callError: String { "Alamofire.AFError" }
    var callErrorName: String { "AFError" }
    /// The members Alamofire's `AFError` has, which the output's accessors extend.
    var callErrorMembers: Set<String> { Self.afErrorMembers }

    var emptyPayload: String { "Alamofire.Empty" }
    var clientType: String { prefix + "Client" }
    var clientTypeInCode: String { clientType }
    var clientTypeInDocs: String { "``\(clientType)``" }
    var interceptorChain: String { "Interceptor" }
    var answer: String { prefix + "Answer" }

    var jsonEncoding: String { "Alamofire.JSONEncoding(options: .sortedKeys)" }

    /// Alamofire's own `URLEncoding` where it writes the same bytes: no styles, no floating-point
    /// numbers, no objects, and no arrays when the keys' brackets are literal (Alamofire escapes them).
    /// Elsewhere the generated `<Prefix>URLEncoding`, which writes them as the runtime's does.
    func urlEncoding(
        _ encoding: URLEncodingSpelling, styles: [String], reserved: [String], valuesAreScalars: () -> Bool
    ) -> ContextBuilder.Expression {
        if styles.isEmpty, reserved.isEmpty, valuesAreScalars() { return ContextBuilder.Expression(encoding.alamofireExpression) }
        return ContextBuilder.Expression(lines: encoding.lines(type: support("URLEncoding"), styles: styles, allowingReserved: reserved), used: [])
    }

    /// `Self.parameters(compacting:)` also when a value isn't one Alamofire's encodings take as it is
    /// (an enum, a date, a model), so that it is written as the default output writes it.
    func compactingParameters(optional: Bool, native: () -> Bool) -> String? {
        optional || !native() ? "Self.parameters(compacting: [" : nil
    }

    func pathStyle(_ style: String) -> String { support("PathStyle") + style }
    /// The routers have the function themselves; `Alamofire.HTTPHeader` doesn't.
    var cookieValueFunction: String { "Self.cookieValue" }

    /// `Alamofire.HTTPHeaders` has no `updating`; the output's defaults do.
    func headersUpdating(defaults: String, defaultsType: String) -> String { defaultsType + ".headers(updating: [" }

    var declaresHeadersUpdating: Bool { true }
    var acceptedStatusMember: String { "acceptableStatusCodes" }

    /// The codes themselves, as the router's `acceptableStatusCodes`: `[200, 304]`,
    /// `Swift.Array(200..<300)`, `Swift.Array(200..<300) + [404]`.
    func acceptedStatus(ranges: [String], codes: [String]) -> String {
        let list = "[" + codes.joined(separator: ", ") + "]"
        if ranges.isEmpty { return list }
        return (ranges.map { "Swift.Array(\($0))" } + (codes.isEmpty ? [] : [list])).joined(separator: " + ")
    }

    /// The body is handed beside the `HTTPURLResponse`.
    var statusBody: String { "body" }
    func headerReading(name: String, type: String) -> String { "Self.value(\(name), in: headers, as: \(type).self)" }
    var serverURLMaker: String { support("ServerURL.url") }

    var streamRequestType: String? { "Alamofire.DataStreamRequest" }
    var hasSampleStubs: Bool { false }
    var conformsRoutersToAlamofire: Bool { false }
    var envelopeFailure: String { "typed calls throw ``\(prefix)ServerError`` (in an `AFError`) for any other code." }

    /// The output's `<Prefix>Security` makes `Alamofire.Adapter`s with functions of its own.
    func credentialAdapter(_ kind: SecurityScheme.Kind) -> String {
        switch kind {
        case let .apiKeyHeader(name): "Self.headerAdapter(\(SwiftLiteral.string(name)), value: key)"
        case let .apiKeyQuery(name): "Self.queryAdapter(\(SwiftLiteral.string(name)), value: key)"
        case let .apiKeyCookie(name): "Self.cookieAdapter(\(SwiftLiteral.string(name)), value: key)"
        case .bearer: "Self.bearerAdapter(token)"
        case .basic: "Self.basicAdapter(username: username, password: password)"
        }
    }

    /// Alamofire's `DataStreamRequest` for the route, asking for the stream's media type and validated,
    /// whose bytes arrive as the server sends them. Its items are not parsed or decoded; the default
    /// output's calls do that (docs/Client.md says why).
    func streamFunction(_ call: StreamCall) -> FunctionContext {
        let stream = call.stream, endpoint = call.endpoint
        let item = call.item.map { " (each `\($0)`)" } ?? ""
        let summary = "Opens `\(endpoint.method) \(endpoint.path)` asking for `\(stream.format.mediaType)`, validated, and returns "
            + "Alamofire's `DataStreamRequest`, whose bytes arrive as the server sends them: read them with "
            + "`streamingData()` and parse the \(stream.format == .serverSentEvents ? "events" : "records")\(item) yourself."
        return FunctionContext(
            name: call.name,
            docComment: SwiftLiteral.docComment([endpoint.description, summary, call.flagLine, call.parameterLines]),
            deprecation: call.deprecation,
            parameters: call.parameters,
            returnType: "Alamofire.DataStreamRequest",
            call: "client.streamRequest(\(call.route), accepting: \(SwiftLiteral.string(stream.format.mediaType)))")
    }

    private static let afErrorMembers: Set<String> = [
        "createUploadableFailed", "createURLRequestFailed", "downloadedFileMoveFailed", "explicitlyCancelled", "invalidURL",
        "multipartEncodingFailed", "parameterEncodingFailed", "parameterEncoderFailed", "requestAdaptationFailed",
        "requestRetryFailed", "responseValidationFailed", "responseSerializationFailed", "serverTrustEvaluationFailed",
        "sessionDeinitialized", "sessionInvalidated", "sessionTaskFailed", "urlRequestValidationFailed", "asAFError",
        "urlConvertible", "url", "underlyingError", "acceptableContentTypes", "responseContentType", "responseCode",
        "failedStringEncoding", "sourceURL", "destinationURL", "downloadResumeData", "isSessionDeinitializedError",
        "isSessionInvalidatedError", "isExplicitlyCancelledError", "isInvalidURLError", "isParameterEncodingError",
        "isParameterEncoderError", "isMultipartEncodingError", "isRequestAdaptationError", "isResponseValidationError",
        "isResponseSerializationError", "isServerTrustEvaluationError", "isRequestRetryError", "isCreateUploadableError",
        "isCreateURLRequestError", "isDownloadedFileMoveError", "isSessionTaskError", "errorDescription", "failureReason",
        "recoverySuggestion", "helpAnchor", "localizedDescription",
    ]
}
