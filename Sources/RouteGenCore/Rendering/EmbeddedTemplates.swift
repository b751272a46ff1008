// Written by Scripts/embed-templates.py from Templates/. Do not edit; edit those files and run the script.

/// The default templates, compiled into the binary.
enum EmbeddedTemplates {
    static let all: [String: String] = [
        "Alamofire.swift": #"""
#if canImport(Alamofire)
import Alamofire

// When Alamofire is part of the build, every router can be passed to it as it is:
// `AF.request(router)`. Each router already has the `asURLRequest()` Alamofire asks for.
{{#routerNames}}
extension {{.}}: Alamofire.URLRequestConvertible {}
{{/routerNames}}
#endif

"""#,
        "AlamofireDocumentedErrors.swift": #"""
import Alamofire

// The bodies of documented error answers, typed: a typed call that fails with an answer its
// operation documents fails with `AFError.responseValidationFailed(reason: .customValidationFailed(error:))`
// carrying a `{{prefix}}DocumentedError`, and these accessors read its body.
extension Alamofire.AFError {
{{#accessors}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}var {{name}}: {{type}}? {
        (underlyingError as? {{prefix}}DocumentedError)?.body as? {{type}}
    }
{{/accessors}}
}

"""#,
        "AlamofireSecurity.swift": #"""
import Alamofire
import Foundation

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
{{#schemes}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static func {{name}}({{parameters}}) -> Alamofire.Adapter {
        {{adapter}}
    }
{{/schemes}}

    /// An adapter that asks `credential` before every request and, unless it gives `nil`, changes the
    /// request with it; a credential or a change that throws fails the request with
    /// `AFError.requestAdaptationFailed`.
    private static func adapter(
        _ credential: @escaping @Sendable () async throws -> Swift.String?,
        change: @escaping @Sendable (inout URLRequest, Swift.String) throws -> Void
    ) -> Alamofire.Adapter {
        Alamofire.Adapter { request, _, completion in
            Task {
                do {
                    guard let value = try await credential() else { return completion(.success(request)) }
                    var adapted = request
                    try change(&adapted, value)
                    completion(.success(adapted))
                } catch {
                    completion(.failure(error))
                }
            }
        }
    }

    /// The credential in the header `name`, refused when it has CR, LF or NUL.
    private static func headerAdapter(_ name: Swift.String, value: @escaping @Sendable () async throws -> Swift.String?) -> Alamofire.Adapter {
        adapter(value) { request, value in try {{prefix}}Credentials.setHeader(name, value, on: &request) }
    }

    /// The credential as the query item `name`, added after any query the URL has.
    private static func queryAdapter(_ name: Swift.String, value: @escaping @Sendable () async throws -> Swift.String?) -> Alamofire.Adapter {
        adapter(value) { request, value in try {{prefix}}Credentials.addQueryItem(name, value, to: &request) }
    }

    /// The credential in the cookie `name`, added after any cookie the request has; what a cookie
    /// value can't hold is percent-encoded.
    private static func cookieAdapter(_ name: Swift.String, value: @escaping @Sendable () async throws -> Swift.String?) -> Alamofire.Adapter {
        adapter(value) { request, value in try {{prefix}}Credentials.addCookie(name, value, to: &request) }
    }

    /// `Authorization: Bearer <token>`.
    private static func bearerAdapter(_ token: @escaping @Sendable () async throws -> Swift.String?) -> Alamofire.Adapter {
        headerAdapter("Authorization") { try await token().map { "Bearer \($0)" } }
    }

    /// `Authorization: Basic <base64(username:password)>`.
    private static func basicAdapter(username: Swift.String, password: Swift.String) -> Alamofire.Adapter {
        let value = Alamofire.HTTPHeader.authorization(username: username, password: password).value
        return headerAdapter("Authorization") { value }
    }
}

"""#,
        "AlamofireSupportClient.swift": #"""
import Alamofire
import Foundation

/// Sends the routes of {{sourceName}} through Alamofire and decodes their answers, with a typed call per
/// endpoint under a property per router: `try await client.users.readUser(username: "ada")`.
///
/// Each call is one Alamofire request: `session.request(route, interceptor: interceptor)`, validated as
/// `validate()` validates (`200..<300`, or the codes the route documents, and the `Accept` header's
/// media types), and serialized by Alamofire's `DecodableResponseSerializer` (or the serializer the
/// answer needs). Every call throws `AFError`.
{{access}}struct {{prefix}}Client: Swift.Sendable {
    /// The session that sends the requests: `Session.default`, which `AF` is, unless given.
    {{access}}let session: Alamofire.Session
    /// The server the routes go to in place of the API's; `nil` keeps each route's. The routes whose
    /// operation has a server of its own keep it: ``operationServers`` moves those.
    {{access}}let baseURL: Foundation.URL?
    /// Where the servers that single operations name for themselves are moved to, keyed by the server
    /// as the generated code names it (a constant of `{{prefix}}Server`); the others stay where they are.
    {{access}}let operationServers: [Foundation.URL: Foundation.URL]
    /// Adapts every request of this client and decides on retries, after the session's interceptor.
    {{access}}let interceptor: (any Alamofire.RequestInterceptor)?
    /// Decodes the answers; RFC 3339 dates, with any fraction digits or none, by default.
    {{access}}let decoder: Foundation.JSONDecoder
    /// The error answers the current call documents; see ``documenting(_:)``.
    var documentedErrors: {{prefix}}DocumentedErrors?
    /// Keeps the last response for ``withResponse(_:)``.
    var recorder: Recorder?

    /// A client.
    /// - Parameters:
    ///   - session: The Alamofire session; `Session.default` by default.
    ///   - baseURL: The server in place of the API's; each route's own by default.
    ///   - operationServers: Where to move the servers single operations name for themselves.
    ///   - interceptor: Adapts and retries this client's requests.
    ///   - decoder: Decodes the answers.
    {{access}}init(
        session: Alamofire.Session = .default,
        baseURL: Foundation.URL? = nil,
        operationServers: [Foundation.URL: Foundation.URL] = [:],
        interceptor: (any Alamofire.RequestInterceptor)? = nil,
        decoder: Foundation.JSONDecoder = {{prefix}}Client.defaultDecoder
    ) {
        self.session = session
        self.baseURL = baseURL
        self.operationServers = operationServers
        self.interceptor = interceptor
        self.decoder = decoder
    }

    /// A new decoder for answers: RFC 3339 dates, with any fraction digits or none (``{{prefix}}RFC3339/date(from:)``).
    {{access}}static var defaultDecoder: Foundation.JSONDecoder {
        {{prefix}}JSONCoding.decoder()
    }

    /// Where the client sends `route`: its operation's own server, or where ``operationServers`` moves
    /// it; for the other routes ``baseURL``, else the route's own `baseURL`.
    {{access}}func serverURL(for route: some {{prefix}}RequestRouter) -> Foundation.URL {
        {{prefix}}RouteServer.url(
            operationServer: route.operationServer, routeBaseURL: route.baseURL, baseURL: baseURL, moved: operationServers)
    }

    /// The Alamofire request of `route`: built against ``serverURL(for:)``, with `Accept: accepting` when
    /// the route sends no `Accept`, through ``interceptor``, and validated: the route's status codes
    /// (`200..<300` by default), a documented error answer's body decoded (``documenting(_:)``), and,
    /// when `checkingContentType`, the media types of the request's `Accept`.
    {{access}}func request(
        _ route: some {{prefix}}RequestRouter, accepting contentType: Swift.String? = nil, checkingContentType: Swift.Bool = true
    ) -> Alamofire.DataRequest {
        let built = Built(route: route, baseURL: serverURL(for: route), accept: contentType)
        return validated(session.request(built, interceptor: interceptor), acceptableStatusCodes: route.acceptableStatusCodes,
                         checkingContentType: checkingContentType)
    }

    /// `request`, validated as ``request(_:accepting:checkingContentType:)`` validates a route's.
    func validated(
        _ request: Alamofire.DataRequest, acceptableStatusCodes: [Swift.Int]?, checkingContentType: Swift.Bool
    ) -> Alamofire.DataRequest {
        let codes = acceptableStatusCodes ?? Swift.Array(200..<300)
        if let documentedErrors {
            request.validate(documentedErrors.validation(decoder: decoder, acceptableStatusCodes: codes))
        }
        request.validate(statusCode: codes)
        if checkingContentType {
            let accepted: @Sendable () -> [Swift.String] = { [unowned request] in
                request.request?.value(forHTTPHeaderField: "Accept")?.components(separatedBy: ",") ?? ["*/*"]
            }
            request.validate(contentType: accepted())
        }
        return request
    }

    /// Sends `route` and decodes its answer as `type`, with Alamofire's `DecodableResponseSerializer`
    /// (an empty body only for `204` and `205`, and only as `Alamofire.Empty`).
    {{access}}func decode<Value: Swift.Decodable & Swift.Sendable>(
        _ type: Value.Type, from route: some {{prefix}}RequestRouter
    ) async throws(Alamofire.AFError) -> Value {
        try await value(of: request(route, accepting: "application/json"),
                        serializedBy: Alamofire.DecodableResponseSerializer<Value>(decoder: decoder))
    }

    /// Sends `route` and decodes its answer as `type`, or returns `nil` for a status in `emptyStatuses`.
    {{access}}func decode<Value: Swift.Decodable & Swift.Sendable>(
        _ type: Value.Type, from route: some {{prefix}}RequestRouter, emptyStatuses: Swift.Set<Swift.Int>
    ) async throws(Alamofire.AFError) -> Value? {
        try await value(of: request(route, accepting: "application/json"),
                        serializedBy: OptionalBody(decoding: Alamofire.DecodableResponseSerializer<Value>(decoder: decoder),
                                                   emptyStatuses: emptyStatuses))
    }

    /// Sends `route`, accepting any body (or none).
    {{access}}func send(_ route: some {{prefix}}RequestRouter) async throws(Alamofire.AFError) {
        _ = try await data(from: route)
    }

    /// Sends `route` and returns the body's bytes as they are (or none), for a file or an image.
    {{access}}func data(from route: some {{prefix}}RequestRouter) async throws(Alamofire.AFError) -> Foundation.Data {
        let codes = Swift.Set(route.acceptableStatusCodes ?? Swift.Array(200..<300))
        return try await value(of: request(route), serializedBy: Alamofire.DataResponseSerializer(emptyResponseCodes: codes))
    }

    /// A copy of the client whose requests decode a failed answer's body as `errors` documents it for
    /// its status: Alamofire then fails with `AFError.responseValidationFailed(reason:
    /// .customValidationFailed(error: ``{{prefix}}DocumentedError``))`, which carries the body.
    {{access}}func documenting(_ errors: {{prefix}}DocumentedErrors) -> {{prefix}}Client {
        var client = self
        client.documentedErrors = errors
        return client
    }

    /// What `call` returns, with the response of the last request it sent through the client it is
    /// given, and that response's headers.
    /// - Throws: What `call` throws, and `AFError.createURLRequestFailed` with
    ///   ``{{prefix}}RequestError/noResponse`` when it sent nothing.
    {{access}}func withResponse<Value: Swift.Sendable>(
        _ call: (Self) async throws -> Value
    ) async throws -> {{prefix}}Answer<Value, Alamofire.HTTPHeaders> {
        let recorder = Recorder()
        var client = self
        client.recorder = recorder
        let value = try await call(client)
        let response = try recorder.response()
        return {{prefix}}Answer(value: value, headers: response.headers, response: response)
    }

    /// What `serializer` makes of the request's outcome; the response is recorded for ``withResponse(_:)``.
    func value<Serializer: Alamofire.DataResponseSerializerProtocol>(
        of request: Alamofire.DataRequest, serializedBy serializer: Serializer
    ) async throws(Alamofire.AFError) -> Serializer.SerializedObject {
        let response = await request.serializingResponse(using: serializer).response
        if let answer = response.response { recorder?.record(answer) }
        return try response.result.get()
    }

    /// A route built against a server, with an `Accept` header when it sets none.
    struct Built: Alamofire.URLRequestConvertible {
        let route: any {{prefix}}RequestRouter
        let baseURL: Foundation.URL
        let accept: Swift.String?

        func asURLRequest() throws -> URLRequest {
            var request = try route.makeURLRequest(baseURL: baseURL)
            if let accept, request.value(forHTTPHeaderField: "Accept") == nil {
                request.setValue(accept, forHTTPHeaderField: "Accept")
            }
            return request
        }
    }

    /// `nil` for a status in `emptyStatuses`, else what `decoding` makes of the body.
    struct OptionalBody<Value: Swift.Decodable & Swift.Sendable>: Alamofire.DataResponseSerializerProtocol {
        let decoding: Alamofire.DecodableResponseSerializer<Value>
        let emptyStatuses: Swift.Set<Swift.Int>

        func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Foundation.Data?, error: (any Swift.Error)?) throws -> Value? {
            if error == nil, let status = response?.statusCode, emptyStatuses.contains(status) { return nil }
            return try decoding.serialize(request: request, response: response, data: data, error: error)
        }
    }

    /// The last response received by the client of a ``withResponse(_:)`` call.
    final class Recorder: @unchecked Swift.Sendable {
        private let lock = Foundation.NSLock()
        private var latest: HTTPURLResponse?

        /// The last response recorded.
        /// - Throws: `AFError.createURLRequestFailed` with ``{{prefix}}RequestError/noResponse`` when there is none.
        func response() throws(Alamofire.AFError) -> HTTPURLResponse {
            guard let response = lock.withLock({ latest }) else {
                throw Alamofire.AFError.createURLRequestFailed(error: {{prefix}}RequestError.noResponse)
            }
            return response
        }

        func record(_ response: HTTPURLResponse) {
            lock.withLock { latest = response }
        }
    }
}

/// What a call returned, with the response it came in and that response's headers.
{{access}}struct {{prefix}}Answer<Value: Swift.Sendable, Headers: Swift.Sendable>: Swift.Sendable {
    /// What the call returned.
    {{access}}let value: Value
    /// The headers: all of them as `Alamofire.HTTPHeaders`, or the ones the spec documents, typed.
    {{access}}let headers: Headers
    /// The response, with every header.
    {{access}}let response: HTTPURLResponse

    /// The response's status code.
    {{access}}var statusCode: Swift.Int { response.statusCode }
}

extension {{prefix}}DocumentedErrors {
    /// A validation that fails an answer refused for its status whose body decodes as documented,
    /// with a ``{{prefix}}DocumentedError`` that carries the body; other answers pass to the next check.
    func validation(decoder: Foundation.JSONDecoder, acceptableStatusCodes: [Swift.Int]) -> Alamofire.DataRequest.Validation {
        { _, response, data in
            guard !acceptableStatusCodes.contains(response.statusCode), let data, !data.isEmpty,
                  let (status, type) = answer(for: response.statusCode),
                  let body = try? decoder.decode(type, from: data)
            else { return .success(()) }
            return .failure({{prefix}}DocumentedError(
                statusCode: response.statusCode, status: status, headers: response.headers, data: data, body: body))
        }
    }
}

/// A failed answer whose status the call documents, with its body decoded. Alamofire reports it as
/// `AFError.responseValidationFailed(reason: .customValidationFailed(error:))`; the accessors generated
/// on `AFError` (`error.validationError`) read its body typed.
{{access}}struct {{prefix}}DocumentedError: Swift.Error, Swift.Sendable {
    /// The answer's status code.
    {{access}}let statusCode: Swift.Int
    /// The documented status that covers it, as the spec writes it: `422`, `4XX` or `default`.
    {{access}}let status: Swift.String
    /// The answer's headers.
    {{access}}let headers: Alamofire.HTTPHeaders
    /// The answer's body.
    {{access}}let data: Foundation.Data
    /// The body, decoded as documented.
    {{access}}let body: any Swift.Sendable
}

extension {{prefix}}Client {
    /// The Alamofire stream request of `route`, with `Accept: accepting` when the route sends no
    /// `Accept`, through ``interceptor``, validated as ``request(_:accepting:checkingContentType:)``
    /// validates; Alamofire hands out its bytes as they arrive (`streamingData()`).
    {{access}}func streamRequest(_ route: some {{prefix}}RequestRouter, accepting contentType: Swift.String) -> Alamofire.DataStreamRequest {
        let built = Built(route: route, baseURL: serverURL(for: route), accept: contentType)
        return session.streamRequest(built, interceptor: interceptor)
            .validate(statusCode: route.acceptableStatusCodes ?? Swift.Array(200..<300))
            .validate(contentType: [contentType])
    }
}

"""#,
        "AlamofireSupportMultipartEncoding+ParameterEncoding.swift": #"""
import Alamofire
import Foundation

/// The routers of {{sourceName}} hand their `multipart/form-data` bodies to this encoding, which
/// writes the whole body itself and gives Alamofire the finished bytes. (Alamofire's own
/// `MultipartFormData.encode()` reads each part through an `InputStream` and asks for its
/// `streamError` after every read, which swift-corelibs-foundation traps on for a healthy stream:
/// on Linux, that kills the process.)
extension {{prefix}}MultipartEncoding: Alamofire.ParameterEncoding {
    /// Writes `parameters` as the body; `nil` or empty parameters leave the request as it is.
    {{access}}func encode(_ urlRequest: any Alamofire.URLRequestConvertible, with parameters: Alamofire.Parameters?) throws -> URLRequest {
        try encoded(urlRequest.asURLRequest(), with: parameters)
    }
}

"""#,
        "AlamofireSupportPages.swift": #"""
import Alamofire
import Foundation

/// The pages of a list, as an `AsyncSequence`: nothing is sent until the first page is asked for, then
/// each page is one request, sent as any call's (the client's interceptor and validation). A failure
/// throws its `AFError` and ends the sequence.
{{access}}struct {{prefix}}Pages<Page: Swift.Decodable & Swift.Sendable>: Swift.AsyncSequence, Swift.Sendable {
    {{access}}typealias Element = Page

    /// The request after a page: from the page, its response and the request that fetched it; `nil`
    /// after the last page.
    {{access}}typealias Following = @Sendable (Page, HTTPURLResponse, URLRequest) -> (any Alamofire.URLRequestConvertible)?

    private let client: {{prefix}}Client
    private let first: any {{prefix}}RequestRouter
    private let following: Following

    /// The pages from `first` on.
    {{access}}init(client: {{prefix}}Client, first: some {{prefix}}RequestRouter, following: @escaping Following) {
        self.client = client
        self.first = first
        self.following = following
    }

    {{access}}func makeAsyncIterator() -> Iterator {
        Iterator(client: client, first: first, following: following)
    }

    /// Fetches one page per call of `next()`.
    {{access}}struct Iterator: Swift.AsyncIteratorProtocol {
        private let client: {{prefix}}Client
        private var first: (any {{prefix}}RequestRouter)?
        private var pending: (any Alamofire.URLRequestConvertible)?
        private let following: Following
        /// The first route's status codes, which every page's answer is held to.
        private let acceptableStatusCodes: [Swift.Int]?

        init(client: {{prefix}}Client, first: any {{prefix}}RequestRouter, following: @escaping Following) {
            self.client = client
            self.first = first
            self.following = following
            acceptableStatusCodes = first.acceptableStatusCodes
        }

        {{access}}mutating func next() async throws -> Page? {
            let request: Alamofire.DataRequest
            if let route = first {
                request = client.request(route, accepting: "application/json")
            } else if let next = pending {
                request = client.validated(client.session.request(next, interceptor: client.interceptor),
                                           acceptableStatusCodes: acceptableStatusCodes, checkingContentType: true)
            } else {
                return nil
            }
            first = nil
            pending = nil
            let response = await request.serializingDecodable(Page.self, decoder: client.decoder).response
            let page = try response.result.get()
            if let answer = response.response, let sent = response.request {
                pending = following(page, answer, sent)
            }
            return page
        }
    }
}

extension {{prefix}}Client {
    /// The pages of a list whose answers link to the next page: `Link: <…>; rel="next"` (RFC 8288),
    /// fetched exactly as written, with the first request's method and headers.
    {{access}}func linkedPages<Page: Swift.Decodable & Swift.Sendable>(
        _ type: Page.Type = Page.self, from route: some {{prefix}}RequestRouter
    ) -> {{prefix}}Pages<Page> {
        {{prefix}}Pages(client: self, first: route) { _, response, sent in
            guard let link = response.headers["Link"], let next = {{prefix}}LinkHeader.target(of: "next", in: link).flatMap(Foundation.URL.init(string:))
            else { return nil }
            var request = sent
            request.url = next
            return request
        }
    }

    /// The pages of a cursor list, as Stripe's: while a page has more, the next request is
    /// `next(cursor)` with the cursor the page gives.
    {{access}}func cursorPages<Page: Swift.Decodable & Swift.Sendable, Next: {{prefix}}RequestRouter>(
        _ type: Page.Type = Page.self, from route: some {{prefix}}RequestRouter,
        cursor: @escaping @Sendable (Page) -> Swift.String?, next: @escaping @Sendable (Swift.String) -> Next
    ) -> {{prefix}}Pages<Page> {
        let client = self
        return {{prefix}}Pages(client: self, first: route) { page, _, _ in
            cursor(page).map { cursor in Built(route: next(cursor), baseURL: client.serverURL(for: next(cursor)), accept: "application/json") }
        }
    }
}

"""#,
        "AlamofireSupportParameterValue+Alamofire.swift": #"""
import Foundation

extension {{prefix}}ParameterValue {
    /// The value as Alamofire's encodings take it: text, numbers, booleans, arrays and dictionaries
    /// (`NSNull` for `null`); `nil` when a part of it is none of these (a file), so that it is passed
    /// as it is.
    var wireValue: (any Swift.Sendable)? {
        switch self {
        case .null:
            return Foundation.NSNull()
        case let .bool(bool):
            return bool
        case let .number(number, text):
            return Self.sendableNumber(number) ?? text
        case let .string(text):
            return text
        case let .array(elements):
            var values: [any Swift.Sendable] = []
            for element in elements {
                guard let value = element.wireValue else { return nil }
                values.append(value)
            }
            return values
        case let .dictionary(entries):
            var values: [Swift.String: any Swift.Sendable] = [:]
            for entry in entries {
                guard let value = entry.value.wireValue else { return nil }
                values[entry.key] = value
            }
            return values
        case .other:
            return nil
        }
    }

    private static func sendableNumber(_ number: Any) -> (any Swift.Sendable)? {
        switch number {
        case let value as Swift.Int: value
        case let value as Swift.Int8: value
        case let value as Swift.Int16: value
        case let value as Swift.Int32: value
        case let value as Swift.Int64: value
        case let value as Swift.UInt: value
        case let value as Swift.UInt8: value
        case let value as Swift.UInt16: value
        case let value as Swift.UInt32: value
        case let value as Swift.UInt64: value
        case let value as Swift.Double: value
        case let value as Swift.Float: value
        case let value as Foundation.NSNumber: value
        default: nil
        }
    }
}

"""#,
        "AlamofireSupportRequestRouter.swift": #"""
import Alamofire
import Foundation

/// What a router of {{sourceName}} describes, for ``makeURLRequest(baseURL:bodyEncoder:)`` to build: its
/// server, method and path, headers, parameters and how they are encoded, and body. A router is an
/// `Alamofire.URLRequestConvertible` too, so `AF.request(route)` sends it as it is.
{{access}}protocol {{prefix}}RequestRouter: Alamofire.URLRequestConvertible, {{prefix}}PathSegmentEncoding {
    /// The server root the path is appended to: the route's ``operationServer`` when it has one,
    /// else the API's server.
    var baseURL: Foundation.URL { get }
    /// The server the route's operation names for itself, apart from the API's; `nil` for the others.
    var operationServer: Foundation.URL? { get }
    /// The HTTP method.
    var method: Alamofire.HTTPMethod { get }
    /// The path relative to the base URL, already percent-encoded.
    var path: Swift.String { get }
    /// The header fields.
    var headers: Alamofire.HTTPHeaders { get }
    /// The parameters ``encoding`` puts into the request.
    var parameters: Alamofire.Parameters? { get }
    /// How ``parameters`` are encoded.
    var encoding: any Alamofire.ParameterEncoding { get }
    /// The query items of a route whose ``parameters`` fill its body.
    var queryParameters: Alamofire.Parameters? { get }
    /// How ``queryParameters`` are encoded.
    var queryEncoding: any Alamofire.ParameterEncoding { get }
    /// A value sent as the JSON body.
    var body: (any Swift.Encodable & Swift.Sendable)? { get }
    /// Bytes sent as the body as they are; they take the place of ``body``.
    var rawBody: Foundation.Data? { get }
    /// The request's timeout in seconds; `nil` keeps `URLRequest`'s own.
    var timeoutInterval: Foundation.TimeInterval? { get }
    /// The status codes the route's answers may have, when they are not `200..<300`.
    var acceptableStatusCodes: [Swift.Int]? { get }
}

extension {{prefix}}RequestRouter {
    /// On the API's server.
    {{access}}var operationServer: Foundation.URL? { nil }
    /// No header fields.
    {{access}}var headers: Alamofire.HTTPHeaders { [:] }
    /// No parameters.
    {{access}}var parameters: Alamofire.Parameters? { nil }
    /// `Alamofire.URLEncoding.default`.
    {{access}}var encoding: any Alamofire.ParameterEncoding { Alamofire.URLEncoding.default }
    /// No separate query items.
    {{access}}var queryParameters: Alamofire.Parameters? { nil }
    /// `Alamofire.URLEncoding.queryString`.
    {{access}}var queryEncoding: any Alamofire.ParameterEncoding { Alamofire.URLEncoding.queryString }
    /// No body.
    {{access}}var body: (any Swift.Encodable & Swift.Sendable)? { nil }
    /// No raw body.
    {{access}}var rawBody: Foundation.Data? { nil }
    /// No timeout of its own.
    {{access}}var timeoutInterval: Foundation.TimeInterval? { nil }
    /// `200..<300`.
    {{access}}var acceptableStatusCodes: [Swift.Int]? { nil }

    /// Builds the request against `baseURL`: the URL is the base URL's text (one trailing `/` removed),
    /// a `/` and ``path`` (a query or fragment of the base URL moved after it); then the method, the
    /// timeout and the headers; then ``queryParameters`` with ``queryEncoding`` and ``parameters``
    /// with ``encoding``; then ``rawBody`` (`application/octet-stream` unless a `Content-Type` is
    /// set), or ``body`` through `Alamofire.JSONParameterEncoder`.
    /// - Parameters:
    ///   - baseURL: The server root, such as a client's or a mock's.
    ///   - bodyEncoder: The encoder of ``body``; keys sorted, slashes unescaped and RFC 3339 dates
    ///     with their fractional seconds by default (``{{prefix}}RFC3339/text(of:)``).
    /// - Throws: ``{{prefix}}RequestError`` for a URL that doesn't parse or a header with CR, LF or NUL, and
    ///   what the encodings throw (`AFError.parameterEncodingFailed`).
    {{access}}func makeURLRequest(baseURL: Foundation.URL, bodyEncoder: Foundation.JSONEncoder? = nil) throws -> URLRequest {
        let encoder = Alamofire.JSONParameterEncoder(encoder: bodyEncoder ?? {{prefix}}JSONCoding.encoder())
        return try {{prefix}}RouteRequest.make(
            baseURL: baseURL, path: path, method: method.rawValue, timeout: timeoutInterval, headers: headers.map { ($0.name, $0.value) },
            parameters: { request in
                try encoding.encode(queryParameters.map { try queryEncoding.encode(request, with: $0) } ?? request, with: parameters)
            },
            rawBody: rawBody
        ) { request in
            if let body { request = try encoder.encode(body, into: request) }
        }
    }

    /// The entries whose value isn't `nil`, as Alamofire's encodings take them: enums by raw value,
    /// dates as RFC 3339 text, UUIDs and URLs as text, models as the objects of their JSON; files as
    /// they are. `nil` when no entry is left, so that nothing is encoded.
    static func parameters(compacting values: [Swift.String: (any Swift.Sendable)?]) -> Alamofire.Parameters? {
        var parameters: Alamofire.Parameters = [:]
        for (key, entry) in values {
            guard let value = entry else { continue }
            parameters[key] = isFile(value) ? value : {{prefix}}ParameterValue(value).wireValue ?? value
        }
        return parameters.isEmpty ? nil : parameters
    }

    /// Whether `value` is a file or an array of files, which a multipart body takes as they are.
    private static func isFile(_ value: Any) -> Swift.Bool {
        value is any {{prefix}}FilePartConvertible || (value as? [Any])?.contains(where: isFile) == true
    }

    /// The value of a `Cookie` header, `name=value; name2=value2`, in name order with `nil` values left
    /// out; `nil` when nothing is left (``{{prefix}}HTTPHeader/cookieValue(_:)``).
    static func cookieValue(_ values: [Swift.String: (any Swift.Sendable)?]) -> Swift.String? {
        {{prefix}}HTTPHeader.cookieValue(values)
    }
}

/// Why a route of {{sourceName}} couldn't be built into a request (Alamofire reports it as
/// `AFError.createURLRequestFailed(error:)`), or a response isn't there.
{{access}}enum {{prefix}}RequestError: Swift.Error, Swift.Sendable, Swift.Equatable, Swift.Hashable, Swift.CustomStringConvertible {
    /// The base URL joined with the path (the text) is not a URL.
    case invalidURL(Swift.String)
    /// A request whose parameters go into its URL has no URL.
    case missingURL
    /// The header of this name has a name or a value with CR, LF or NUL.
    case invalidHeaderValue(name: Swift.String)
    /// The parameters couldn't be encoded; the text says why.
    case parameterEncodingFailed(Swift.String)
    /// A `withResponse` call sent no request through the client it was given, so there is no response.
    case noResponse

    {{access}}var description: Swift.String {
        switch self {
        case let .invalidURL(text): "Could not build a valid URL from \"\(text)\"."
        case .missingURL: "The request has no URL, so its parameters cannot be encoded."
        case let .invalidHeaderValue(name): "The header \(name.debugDescription) contains a CR, LF or NUL character and was rejected."
        case let .parameterEncodingFailed(reason): "Parameter encoding failed: \(reason)"
        case .noResponse: "The call sent no request through the client it was given, so there is no response to return."
        }
    }
}

"""#,
        "AlamofireSupportResponseEnvelope+Client.swift": #"""
import Alamofire
import Foundation

extension {{prefix}}Client {
    /// Sends `route` and returns the payload of its answer's envelope, decoded as `type` in one pass.
    /// An envelope with another code than a success code fails with ``{{prefix}}ServerError``. A missing or
    /// `null` payload is fine for `Alamofire.Empty` and optional types; an empty body, for `Alamofire.Empty`.
    {{access}}func payload<Value: Swift.Decodable & Swift.Sendable, Envelope: {{prefix}}ResponseEnvelope>(
        _ type: Value.Type, in envelope: Envelope.Type, from route: some {{prefix}}RequestRouter
    ) async throws(Alamofire.AFError) -> Value {
        try await value(of: request(route, accepting: "application/json"),
                        serializedBy: EnvelopeSerializer<Envelope, Value>(decoder: decoder))
    }

    /// The payload of an envelope (``{{prefix}}EnvelopeBody``), or the envelope's failure code.
    struct EnvelopeSerializer<Envelope: {{prefix}}ResponseEnvelope, Payload: Swift.Decodable & Swift.Sendable>: Alamofire.DataResponseSerializerProtocol {
        let decoder: Foundation.JSONDecoder

        func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Foundation.Data?, error: (any Swift.Error)?) throws -> Payload {
            if let error { throw error }
            guard let data, !data.isEmpty else {
                // A route that returns nothing may answer with no body (a 204, say): no envelope to read.
                if let empty = (Payload.self as? any Alamofire.EmptyResponse.Type)?.emptyValue() as? Payload { return empty }
                throw Alamofire.AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            let body: {{prefix}}EnvelopeBody<Envelope, Payload>
            do {
                body = try decoder.decode({{prefix}}EnvelopeBody<Envelope, Payload>.self, from: data)
            } catch {
                throw Alamofire.AFError.responseSerializationFailed(reason: .decodingFailed(error: error))
            }
            switch body.outcome {
            case let .success(payload):
                return payload
            case let .failure(code, message):
                throw {{prefix}}ServerError(code: code, message: message, statusCode: response?.statusCode ?? 0, body: data)
            }
        }
    }
}

/// Alamofire reports it as `AFError.responseSerializationFailed(reason: .customSerializationFailed(error:))`.
extension {{prefix}}ServerError: Swift.Error {}

/// A route that returns nothing takes an envelope without a payload.
extension Alamofire.Empty: {{prefix}}AbsentPayload {
    static var absent{{prefix}}Payload: Alamofire.Empty { .value }
}

"""#,
        "AlamofireSupportResponseHeaders.swift": #"""
import Alamofire
import Foundation

/// The headers a call's answers document, read from a response's header fields: a header that is
/// missing, or whose text doesn't read as its type, is `nil`.
{{access}}protocol {{prefix}}ResponseHeaders: Swift.Sendable {
    /// Reads the documented headers.
    init(headers: Alamofire.HTTPHeaders)
}

extension {{prefix}}ResponseHeaders {
    /// The value of the field named `name` (ignoring case), spaces trimmed, read as `type`: text, an
    /// integer or floating-point number, `true`/`false`, a UUID, a URL, an RFC 3339 or HTTP date, a
    /// decimal, an enum by raw value, or an array of them separated by commas; `nil` when the field is
    /// absent or its text doesn't read as `type`.
    static func value<Value>(_ name: Swift.String, in headers: Alamofire.HTTPHeaders, as type: Value.Type) -> Value? {
        headers[name].flatMap { {{prefix}}HeaderText.read($0.trimmingCharacters(in: .whitespaces), as: type) }
    }
}

/// Header text read as a type, as ``{{prefix}}HeaderReading`` reads each kind of value.
enum {{prefix}}HeaderText {
    static func read<Value>(_ text: Swift.String, as type: Value.Type) -> Value? {
        if let list = type as? any {{prefix}}HeaderList.Type { return list.read{{prefix}}Header(text) as? Value }
        if let enumType = type as? any Swift.RawRepresentable.Type { return make(enumType, from: text) as? Value }
        return scalar(text, as: type) as? Value
    }

    private static func make<Enum: Swift.RawRepresentable>(_ type: Enum.Type, from text: Swift.String) -> Enum? {
        read(text, as: Enum.RawValue.self).flatMap(Enum.init(rawValue:))
    }

    private static func scalar(_ text: Swift.String, as type: Any.Type) -> Any? {
        switch type {
        case is Swift.String.Type: text
        case is Swift.Bool.Type: {{prefix}}HeaderReading.bool(text)
        case is Swift.Int.Type: Swift.Int(text)
        case is Swift.Int32.Type: Swift.Int32(text)
        case is Swift.Int64.Type: Swift.Int64(text)
        case is Swift.Double.Type: Swift.Double(text)
        case is Swift.Float.Type: Swift.Float(text)
        case is Foundation.UUID.Type: Foundation.UUID(uuidString: text)
        case is Foundation.URL.Type: Foundation.URL(string: text)
        case is Foundation.Decimal.Type: {{prefix}}HeaderReading.decimal(text)
        case is Foundation.Date.Type: {{prefix}}HeaderReading.date(text)
        default: nil
        }
    }
}

/// An array read from comma-separated header text. (The member carries the prefix: another API's
/// support code in the same module has its own.)
protocol {{prefix}}HeaderList {
    static func read{{prefix}}Header(_ text: Swift.String) -> Self?
}

extension Swift.Array: {{prefix}}HeaderList {
    static func read{{prefix}}Header(_ text: Swift.String) -> [Element]? {
        {{prefix}}HeaderReading.list(text) { {{prefix}}HeaderText.read($0, as: Element.self) }
    }
}

extension {{prefix}}Client {
    /// What `call` returns, with the response of the last request it sent through the client it is
    /// given, and the headers that response documents, typed as `headers`. Write the closure's error
    /// type, `{ client throws(AFError) in … }`, so that the error stays typed.
    {{access}}func withResponse<Value: Swift.Sendable, Headers: {{prefix}}ResponseHeaders>(
        headers: Headers.Type, _ call: (Self) async throws(Alamofire.AFError) -> Value
    ) async throws(Alamofire.AFError) -> {{prefix}}Answer<Value, Headers> {
        let recorder = Recorder()
        var client = self
        client.recorder = recorder
        let value = try await call(client)
        let response = try recorder.response()
        return {{prefix}}Answer(value: value, headers: Headers(headers: response.headers), response: response)
    }
}

"""#,
        "AlamofireSupportStatusDecodable.swift": #"""
import Alamofire
import Foundation

/// An enum of a call's documented success answers, told apart by status code: its initializer picks
/// the case for the response's status and decodes the body.
{{access}}protocol {{prefix}}StatusDecodable: Swift.Sendable {
    /// The case for `response`'s status, its body decoded with `decoder`.
    /// - Throws: ``{{prefix}}UndocumentedStatus`` for another status, or the decoder's error.
    init(response: HTTPURLResponse, body: Foundation.Data, decoder: Foundation.JSONDecoder) throws
}

extension {{prefix}}Client {
    /// Sends `route` and decodes its answer as the case of `type` its status documents. With
    /// `acceptingJSON` false, the answer's media type is not checked and no `Accept` is added (an answer
    /// that is a file). An error of `type`'s initializer is reported as
    /// `AFError.responseSerializationFailed(reason: .decodingFailed(error:))`.
    {{access}}func decodeByStatus<Value: {{prefix}}StatusDecodable>(
        _ type: Value.Type, from route: some {{prefix}}RequestRouter, acceptingJSON: Swift.Bool = true
    ) async throws(Alamofire.AFError) -> Value {
        try await value(of: request(route, accepting: acceptingJSON ? "application/json" : nil, checkingContentType: acceptingJSON),
                        serializedBy: StatusSerializer<Value>(decoder: decoder))
    }

    /// The case of a ``{{prefix}}StatusDecodable`` for the response's status.
    struct StatusSerializer<Value: {{prefix}}StatusDecodable>: Alamofire.DataResponseSerializerProtocol {
        let decoder: Foundation.JSONDecoder

        func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Foundation.Data?, error: (any Swift.Error)?) throws -> Value {
            if let error { throw error }
            guard let response else { throw Alamofire.AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength) }
            do {
                return try Value(response: response, body: data ?? Foundation.Data(), decoder: decoder)
            } catch {
                throw Alamofire.AFError.responseSerializationFailed(reason: .decodingFailed(error: error))
            }
        }
    }
}

"""#,
        "AlamofireSupportURLEncoding+ParameterEncoding.swift": #"""
import Alamofire
import Foundation

/// Where Alamofire's `URLEncoding` can't write a route's parameters (keys sorted at every depth,
/// models as the objects of their JSON, OpenAPI's styles, array elements numbered from 0 and the
/// brackets of keys left literal, as Stripe's SDKs write a form), the routers of {{sourceName}} hand
/// them to this one.
extension {{prefix}}URLEncoding: Alamofire.ParameterEncoding {
    /// Writes `parameters` into the request's URL query (after any it has) or form body
    /// (`Content-Type: application/x-www-form-urlencoded; charset=utf-8` unless one is set). `nil`,
    /// empty parameters, or parameters that make no pairs leave the request as it is.
    {{access}}func encode(_ urlRequest: any Alamofire.URLRequestConvertible, with parameters: Alamofire.Parameters?) throws -> URLRequest {
        try encoded(urlRequest.asURLRequest(), with: parameters)
    }
}

"""#,
        "Client.swift": #"""
{{^usesRuntime}}
import Alamofire
{{/usesRuntime}}
import Foundation
{{#usesRuntime}}
import RouteGenRuntime
{{/usesRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}struct {{typeName}}: Sendable {
    /// The client that sends the requests.
    {{access}}let client: {{#usesRuntime}}RouteGenRuntime.APIClient{{/usesRuntime}}{{^usesRuntime}}{{prefix}}Client{{/usesRuntime}}

    /// Makes the calls go through `client`.
    {{access}}init(client: {{#usesRuntime}}RouteGenRuntime.APIClient{{/usesRuntime}}{{^usesRuntime}}{{prefix}}Client{{/usesRuntime}}) {
        self.client = client
    }
{{#functions}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    {{access}}func {{name}}({{parameters}}) async throws({{#usesRuntime}}RouteGenRuntime.APIError{{/usesRuntime}}{{^usesRuntime}}Alamofire.AFError{{/usesRuntime}}){{#returnType}} -> {{.}}{{/returnType}} {
        {{call}}
    }
{{/functions}}
{{#pageFunctions}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    {{access}}func {{name}}({{parameters}}) -> {{returnType}} {
        {{call}}
    }
{{/pageFunctions}}
}
{{#responseEnums}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}}: {{conformances}} {
{{#cases}}
{{#docComment}}
    {{.}}
{{/docComment}}
    case {{declaration}}
{{/cases}}

    /// Picks the case for the response's status code and decodes its body.
{{#usesRuntime}}
    {{access}}init(response: RouteGenRuntime.HTTPResponse, decoder: Foundation.JSONDecoder) throws {
{{/usesRuntime}}
{{^usesRuntime}}
    {{access}}init(response: HTTPURLResponse, body: Foundation.Data, decoder: Foundation.JSONDecoder) throws {
{{/usesRuntime}}
{{#initLines}}
        {{.}}
{{/initLines}}
    }
}
{{/responseEnums}}

extension {{accessorOwner}} {
{{#accessorDocComment}}
    {{.}}
{{/accessorDocComment}}
    {{access}}var {{accessor}}: {{typeName}} {
        {{typeName}}(client: {{accessorClient}})
    }
}

"""#,
        "Defaults.swift": #"""
import Foundation
import {{module}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
    /// The headers every request starts from.
{{#hasHeaders}}
    {{access}}static let headers: {{http}}HTTPHeaders = [
{{#headers}}
        {{.}},
{{/headers}}
    ]
{{/hasHeaders}}
{{^hasHeaders}}
    {{access}}static let headers: {{http}}HTTPHeaders = [:]
{{/hasHeaders}}

    /// Seconds a request may take; `nil` leaves URLRequest's own default.
    {{access}}static let timeoutInterval: Foundation.TimeInterval? = {{timeoutInterval}}
{{#declaresUpdating}}

    /// The headers every request starts from, with `values` added or replacing those of the same
    /// name (ignoring case), in name order; a `nil` value leaves its header as it is.
    {{access}}static func headers(updating values: [Swift.String: Swift.String?]) -> {{http}}HTTPHeaders {
        var headers = self.headers
        for name in values.keys.sorted() {
            if let entry = values[name], let value = entry {
                headers.update(name: name, value: value)
            }
        }
        return headers
    }
{{/declaresUpdating}}
}

"""#,
        "DocumentedErrors.swift": #"""
import RouteGenRuntime

// The bodies of documented error answers, typed: a typed call that fails with an answer its
// operation documents carries the body decoded, and these accessors read it.
extension RouteGenRuntime.APIError {
{{#accessors}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}var {{name}}: {{type}}? {
        documentedBody?.value as? {{type}}
    }
{{/accessors}}
}

"""#,
        "Envelope.swift": #"""
{{#usesRuntime}}
import RouteGenRuntime
{{/usesRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}}: {{support}}ResponseEnvelope {
    {{access}}static let payloadKey: Swift.String = {{payloadKeyLiteral}}
    {{access}}static let codeKey: Swift.String = {{codeKeyLiteral}}
    {{access}}static let messageKey: Swift.String? = {{messageKeyLiteral}}
    {{access}}static let successCodes: Swift.Set<Swift.String> = {{successCodesLiteral}}
}

"""#,
        "Model.swift": #"""
import Foundation
{{#importsRuntime}}
import RouteGenRuntime
{{/importsRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{#deprecation}}
{{.}}
{{/deprecation}}
{{#isStruct}}
{{access}}struct {{declarationName}}{{#conformances}}: {{.}}{{/conformances}} {
{{#properties}}
{{#docComment}}
    {{.}}
{{/docComment}}
{{#storageName}}
    {{deprecation}}
    {{access}}var {{name}}: {{type}} {
        get { {{.}} }
        set { {{.}} = newValue }
    }
{{#isIndirect}}
    @{{support}}Indirect
{{/isIndirect}}
    private var {{.}}: {{type}}
{{/storageName}}
{{^storageName}}
{{#isIndirect}}
    @{{support}}Indirect
{{/isIndirect}}
    {{access}}var {{name}}: {{type}}
{{/storageName}}
{{/properties}}

    {{access}}init({{initializerParameters}}) {
{{#properties}}
        self.{{assignee}} = {{name}}
{{/properties}}
    }
{{#codingKeys}}

    private enum CodingKeys: String, CodingKey{{#isCaseIterable}}, CaseIterable{{/isCaseIterable}} {
{{#cases}}
        case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
    }
{{/codingKeys}}
{{#additionalProperties}}

    {{access}}init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
{{#members}}
        self.{{assignee}} = try container.{{#isOptional}}decodeIfPresent{{/isOptional}}{{^isOptional}}decode{{/isOptional}}({{type}}.self, forKey: .{{assignee}})
{{/members}}
        self.{{name}} = try {{support}}AdditionalProperties.decode(
            {{valueType}}.self, from: decoder, excluding: CodingKeys.allCases)
    }

    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
{{#members}}
        try container.{{#isOptional}}encodeIfPresent{{/isOptional}}{{^isOptional}}encode{{/isOptional}}(self.{{assignee}}, forKey: .{{assignee}})
{{/members}}
        try {{support}}AdditionalProperties.encode(self.{{name}}, to: encoder)
    }
{{/additionalProperties}}
}
{{#conditionalConformances}}

extension {{name}}: {{protocolName}} where {{requirements}} {}
{{/conditionalConformances}}
{{/isStruct}}
{{#isEnum}}
{{access}}enum {{name}}: {{conformances}} {
{{#cases}}
    case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
}
{{/isEnum}}
{{#openEnum}}
{{access}}enum {{name}}: {{conformances}} {
{{#cases}}
    case {{name}}
{{/cases}}
    /// A value this version of the API doesn't list, kept as the server sent it.
    case {{unknownCase}}({{rawType}})

    /// The listed values; `{{unknownCase}}` isn't one of them.
    {{access}}static let allCases: [{{name}}] = {{allCasesLiteral}}

    {{access}}init(rawValue: {{rawType}}) {
        switch rawValue {
{{#cases}}
        case {{valueLiteral}}: self = .{{name}}
{{/cases}}
        default: self = .{{unknownCase}}(rawValue)
        }
    }

    {{access}}var rawValue: {{rawType}} {
        switch self {
{{#cases}}
        case .{{name}}: {{valueLiteral}}
{{/cases}}
        case let .{{unknownCase}}(value): value
        }
    }
}
{{/openEnum}}
{{#oneOf}}
{{access}}{{#isIndirect}}indirect {{/isIndirect}}enum {{name}}: {{conformances}} {
{{#variants}}
    {{#isIndirect}}indirect {{/isIndirect}}case {{name}}({{type}})
{{/variants}}
    /// A value none of the variants describes, kept as the server sent it.
    case {{unknownCase}}({{support}}JSONValue)

    /// How decoding tells the variants apart, in the order it considers them.
    static let {{tableName}}: [{{support}}UnionVariant<Self>] = [
{{#trials}}
        .{{kind}}(Self.{{caseName}}{{#innerTable}}, {{.}}{{/innerTable}}{{#fixedLiteral}}, where: {{.}}{{/fixedLiteral}}{{#lookalikeGroup}}, lookalikes: {{.}}{{/lookalikeGroup}}{{#ownKeysLiteral}}, ownKeys: {{.}}{{/ownKeysLiteral}}),
{{/trials}}
    ]

    {{access}}init(from decoder: any Swift.Decoder) throws {
        self = try {{support}}UnionDecoder.decode(decoder, Self.{{tableName}}, unknown: Self.{{unknownCase}})
    }

    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
{{#variants}}
        case let .{{name}}(value): try container.encode(value)
{{/variants}}
        case let .{{unknownCase}}(value): try container.encode(value)
        }
    }
}
{{#isText}}

extension {{name}}: CustomStringConvertible {
    /// The value as text, for a path segment, a query item or a header.
    {{access}}var description: Swift.String {
        switch self {
{{#variants}}
        case let .{{name}}(value): {{text}}
{{/variants}}
        case let .{{unknownCase}}(value): value.plainText
        }
    }
}
{{/isText}}
{{/oneOf}}
{{#aliasedType}}
{{access}}typealias {{declarationName}} = {{.}}
{{/aliasedType}}
{{#aliases}}

{{#docComment}}
{{.}}
{{/docComment}}
{{#deprecation}}
{{.}}
{{/deprecation}}
{{access}}typealias {{name}} = {{aliasedType}}
{{/aliases}}

"""#,
        "ParameterKeys.swift": #"""
{{#docComment}}
{{.}}
{{/docComment}}
{{access}}struct {{typeName}}: Sendable {
{{#keys}}
    {{access}}static let {{name}} = {{valueLiteral}}
{{/keys}}

    private init() {}
}

"""#,
        "ResponseHeaders.swift": #"""
import Foundation
import {{module}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}struct {{typeName}}: {{conformances}} {
{{#properties}}
{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}var {{name}}: {{type}}
{{/properties}}

    /// Reads the documented headers from a response's header fields.
    {{access}}init(headers: {{http}}HTTPHeaders) {
{{#properties}}
        self.{{name}} = {{reading}}
{{/properties}}
    }
}

"""#,
        "Router.swift": #"""
{{#usesRuntime}}
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
{{/usesRuntime}}
{{^usesRuntime}}
import Alamofire
import Foundation
{{/usesRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{name}}: {{^usesRuntime}}Alamofire.URLRequestConvertible, {{/usesRuntime}}{{support}}RequestRouter {
{{#cases}}
{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    case {{declaration}}
{{/cases}}
{{#factories}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    {{access}}{{declaration}} {
        {{value}}
    }
{{/factories}}

    {{access}}var baseURL: Foundation.URL {
        {{baseURL}}
    }
{{#operationServer}}

    {{access}}var operationServer: Foundation.URL? {
{{> RouterProperty}}
    }
{{/operationServer}}

    {{access}}var method: {{http}}HTTPMethod {
{{#method}}
{{> RouterProperty}}
{{/method}}
    }

    {{access}}var path: Swift.String {
{{#path}}
{{> RouterProperty}}
{{/path}}
    }

    {{access}}var parameters: {{http}}Parameters? {
{{#parameters}}
{{> RouterProperty}}
{{/parameters}}
    }

    {{access}}var encoding: any {{http}}ParameterEncoding {
{{#encoding}}
{{> RouterProperty}}
{{/encoding}}
    }

    {{access}}var headers: {{http}}HTTPHeaders {
{{#headers}}
{{> RouterProperty}}
{{/headers}}
    }
{{#queryParameters}}

    {{access}}var queryParameters: {{http}}Parameters? {
{{> RouterProperty}}
    }
{{/queryParameters}}
{{#queryEncoding}}

    {{access}}var queryEncoding: {{#usesRuntime}}RouteGenRuntime.URLEncoding{{/usesRuntime}}{{^usesRuntime}}any Alamofire.ParameterEncoding{{/usesRuntime}} {
{{> RouterProperty}}
    }
{{/queryEncoding}}
{{#body}}

    {{access}}var body: (any Swift.Encodable & Swift.Sendable)? {
{{> RouterProperty}}
    }
{{/body}}
{{#rawBody}}

    {{access}}var rawBody: Foundation.Data? {
{{> RouterProperty}}
    }
{{/rawBody}}
{{#timeoutInterval}}

    {{access}}var timeoutInterval: Foundation.TimeInterval? {
{{> RouterProperty}}
    }
{{/timeoutInterval}}
{{#validation}}

    {{access}}var {{#usesRuntime}}validation: RouteGenRuntime.ResponseValidation?{{/usesRuntime}}{{^usesRuntime}}acceptableStatusCodes: [Swift.Int]?{{/usesRuntime}} {
{{> RouterProperty}}
    }
{{/validation}}
{{#request}}

    /// Each endpoint's request, in one place; the properties above read it.
    private var request: {{type}} {
{{> RouterProperty}}
    }

    /// What differs from one endpoint to another, with the value most of them share as the default.
    private struct {{type}} {
{{#method.field}}
        var method: {{http}}HTTPMethod{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/method.field}}
{{#path.field}}
        var path: Swift.String{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/path.field}}
{{#operationServer.field}}
        var operationServer: Foundation.URL?{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/operationServer.field}}
{{#parameters.field}}
        var parameters: {{http}}Parameters?{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/parameters.field}}
{{#encoding.field}}
        var encoding: any {{http}}ParameterEncoding{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/encoding.field}}
{{#headers.field}}
        var headers: {{http}}HTTPHeaders{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/headers.field}}
{{#queryParameters.field}}
        var queryParameters: {{http}}Parameters?{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/queryParameters.field}}
{{#queryEncoding.field}}
        var queryEncoding: {{#usesRuntime}}RouteGenRuntime.URLEncoding{{/usesRuntime}}{{^usesRuntime}}any Alamofire.ParameterEncoding{{/usesRuntime}}{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/queryEncoding.field}}
{{#body.field}}
        var body: (any Swift.Encodable & Swift.Sendable)?{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/body.field}}
{{#rawBody.field}}
        var rawBody: Foundation.Data?{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/rawBody.field}}
{{#timeoutInterval.field}}
        var timeoutInterval: Foundation.TimeInterval?{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/timeoutInterval.field}}
{{#validation.field}}
        var validation: {{#usesRuntime}}RouteGenRuntime.ResponseValidation?{{/usesRuntime}}{{^usesRuntime}}[Swift.Int]?{{/usesRuntime}}{{#defaultValue}} = {{.}}{{/defaultValue}}
{{/validation.field}}
    }
{{/request}}

{{#route}}

    /// The endpoint, as the value of the part enum that declares it.
    private var route: any {{support}}RequestRouter {
{{> RouterProperty}}
    }
{{/route}}

    {{access}}func asURLRequest() throws -> URLRequest {
        try makeURLRequest(baseURL: baseURL)
    }
}

"""#,
        "RouterProperty": #"""
{{#uniform}}
        {{.}}
{{/uniform}}
{{^uniform}}
        switch self {
{{#branches}}
        case {{pattern}}:
{{#lines}}
            {{.}}
{{/lines}}
{{/branches}}
        }
{{/uniform}}

"""#,
        "SampleIndex.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
    /// The stubs of every router, in one list.
    {{access}}static var stubs: [RouteGenRuntime.Stub] {
        let groups: [[RouteGenRuntime.Stub]] = [
{{#routerNames}}
            {{.}}.sampleStubs,
{{/routerNames}}
        ]
        return groups.flatMap { $0 }
    }
}

"""#,
        "Samples.swift": #"""
import RouteGenRuntime

extension {{routerName}} {
{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static let sampleStubs: [RouteGenRuntime.Stub] = [
{{#stubs}}
        // {{caseName}}
        RouteGenRuntime.Stub({{method}}, {{pathLiteral}}{{#status}}, status: {{.}}{{/status}}, json: {{jsonLiteral}}),
{{/stubs}}
    ]
}

"""#,
        "Security.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
{{#schemes}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static func {{name}}({{parameters}}) -> RouteGenRuntime.ClosureAdapter {
        {{adapter}}
    }
{{/schemes}}
}

"""#,
        "Servers.swift": #"""
import Foundation
{{#importsRuntime}}
import RouteGenRuntime
{{/importsRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
{{#servers}}
{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static let {{name}} = Foundation.URL(string: {{urlLiteral}})!
{{#function}}
{{#enums}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}enum {{typeName}}: Swift.String, Sendable, CaseIterable {
{{#cases}}
        case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
    }
{{/enums}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static func {{name}}({{parameters}}) -> Foundation.URL {
        {{maker}}(template: {{templateLiteral}}, variables: {{variablesLiteral}})!
    }

{{/function}}
{{/servers}}

{{#debug}}
    /// The server requests go to: `{{.}}` in debug builds, `{{release}}` otherwise.
    {{access}}static var current: Foundation.URL {
        #if DEBUG
        return {{.}}
        #else
        return {{release}}
        #endif
    }
{{/debug}}
{{^debug}}
    /// The server requests go to.
    {{access}}static var current: Foundation.URL {
        {{release}}
    }
{{/debug}}
}

"""#,
        "StringEnum.swift": #"""
{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}}: String, Sendable, CaseIterable {
{{#cases}}
    case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
}

"""#,
    ]
}
