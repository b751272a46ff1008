// Written by Scripts/embed-templates.py from Templates/. Do not edit; edit the templates and run the script.

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
        adapter(value) { request, value in
            guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
                throw {{prefix}}RequestError.invalidHeaderValue(name: name)
            }
            request.setValue(value, forHTTPHeaderField: name)
        }
    }

    /// The credential as the query item `name`, added after any query the URL has.
    private static func queryAdapter(_ name: Swift.String, value: @escaping @Sendable () async throws -> Swift.String?) -> Alamofire.Adapter {
        adapter(value) { request, value in
            guard let url = request.url, var components = Foundation.URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                throw {{prefix}}RequestError.invalidURL(request.url?.absoluteString ?? "")
            }
            let escape = { (text: Swift.String) in text.addingPercentEncoding(withAllowedCharacters: .afURLQueryAllowed) ?? text }
            let item = escape(name) + "=" + escape(value)
            components.percentEncodedQuery = components.percentEncodedQuery.map { $0.isEmpty || $0.hasSuffix("&") ? $0 + item : $0 + "&" + item } ?? item
            request.url = components.url
        }
    }

    /// The credential in the cookie `name`, added after any cookie the request has; what a cookie
    /// value can't hold is percent-encoded.
    private static func cookieAdapter(_ name: Swift.String, value: @escaping @Sendable () async throws -> Swift.String?) -> Alamofire.Adapter {
        adapter(value) { request, value in
            var allowed = Foundation.CharacterSet(charactersIn: Swift.Unicode.Scalar(0x21)...Swift.Unicode.Scalar(0x7E))
            allowed.remove(charactersIn: "\",;\\%")
            let pair = "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
            let existing = request.value(forHTTPHeaderField: "Cookie").map { $0 + "; " } ?? ""
            request.setValue(existing + pair, forHTTPHeaderField: "Cookie")
        }
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
        "AlamofireSupportAdditionalProperties.swift": #"""
/// Reads and writes the keys of an object that its schema doesn't name (OpenAPI
/// `additionalProperties` next to `properties`), for generated structs:
///
/// ```swift
/// self.additionalProperties = try {{prefix}}AdditionalProperties.decode(
///     Swift.String.self, from: decoder, excluding: CodingKeys.allCases)
/// ```
{{access}}enum {{prefix}}AdditionalProperties {
    /// Every key of the object that isn't one of `known`, with its value decoded as `Value`.
    /// - Throws: `DecodingError` when the value isn't an object, or an extra value isn't a `Value`.
    {{access}}static func decode<Value: Swift.Decodable, Known: Swift.Sequence>(
        _ type: Value.Type, from decoder: any Swift.Decoder, excluding known: Known
    ) throws -> [String: Value] where Known.Element: Swift.CodingKey {
        let knownNames = Swift.Set(known.map(\.stringValue))
        let container = try decoder.container(keyedBy: {{prefix}}CodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !knownNames.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }

    /// Writes each entry as a key of the object, next to the named properties.
    {{access}}static func encode<Value: Swift.Encodable>(_ values: [String: Value], to encoder: any Swift.Encoder) throws {
        var container = encoder.container(keyedBy: {{prefix}}CodingKey.self)
        for (key, value) in values {
            try container.encode(value, forKey: {{prefix}}CodingKey(key))
        }
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
    /// The server every route goes to instead of its own; `nil` keeps each route's.
    {{access}}let baseURL: Foundation.URL?
    /// Where the servers that single operations name for themselves are moved to.
    {{access}}let operationServers: [Foundation.URL: Foundation.URL]
    /// Adapts every request of this client and decides on retries, before the session's interceptor.
    {{access}}let interceptor: (any Alamofire.RequestInterceptor)?
    /// Decodes the answers; ISO 8601 dates, with or without fractional seconds, by default.
    {{access}}let decoder: Foundation.JSONDecoder
    /// The error answers the current call documents; see ``documenting(_:)``.
    var documentedErrors: {{prefix}}DocumentedErrors?
    /// Keeps the last response for ``withResponse(_:)``.
    var recorder: Recorder?

    /// A client.
    /// - Parameters:
    ///   - session: The Alamofire session; `Session.default` by default.
    ///   - baseURL: The server every route goes to; each route's own by default.
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

    /// A new decoder for answers: ISO 8601 dates, with or without fractional seconds.
    {{access}}static var defaultDecoder: Foundation.JSONDecoder {
        let decoder = Foundation.JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(Swift.String.self)
            for style in [Foundation.Date.ISO8601FormatStyle(includingFractionalSeconds: true), Foundation.Date.ISO8601FormatStyle()] {
                if let date = try? style.parse(text) { return date }
            }
            throw Swift.DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected an ISO 8601 date, found \(text.debugDescription).")
        }
        return decoder
    }

    /// Where the client sends `route`: its operation's own server where ``operationServers`` moves it,
    /// else ``baseURL``, else the route's own `baseURL`.
    {{access}}func serverURL(for route: some {{prefix}}RequestRouter) -> Foundation.URL {
        if let own = route.operationServer, let moved = operationServers[own] {
            return moved
        }
        return baseURL ?? route.baseURL
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

/// The error answers a call documents: for each status as the spec writes it (`404`, `4XX`,
/// `default`), the type of its body, or `nil` for an answer without one.
{{access}}struct {{prefix}}DocumentedErrors: Swift.Sendable, Swift.ExpressibleByDictionaryLiteral {
    private var types: [Swift.String: (any (Swift.Decodable & Swift.Sendable).Type)?] = [:]

    {{access}}init(dictionaryLiteral elements: (Swift.String, (any (Swift.Decodable & Swift.Sendable).Type)?)...) {
        for (status, type) in elements where types.index(forKey: status.uppercased()) == nil {
            types[status.uppercased()] = type
        }
    }

    /// The documented answer that covers `statusCode`: the status itself, else its class (`4XX`), else
    /// `default`; `nil` when none does, or the one that does has no body.
    {{access}}func answer(for statusCode: Swift.Int) -> (status: Swift.String, type: any (Swift.Decodable & Swift.Sendable).Type)? {
        for status in [Swift.String(statusCode), "\(statusCode / 100)XX", "DEFAULT"] {
            guard let entry = types[status] else { continue }
            guard let type = entry else { return nil }
            return (status == "DEFAULT" ? "default" : status, type)
        }
        return nil
    }

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
        "AlamofireSupportCodingKey.swift": #"""
/// A coding key made of any text: envelope keys, discriminators and the keys of objects' other
/// properties come from the spec.
struct {{prefix}}CodingKey: Swift.CodingKey {
    let stringValue: Swift.String
    let intValue: Swift.Int? = nil

    init(_ name: Swift.String) {
        stringValue = name
    }

    init?(stringValue: Swift.String) {
        self.init(stringValue)
    }

    init?(intValue: Swift.Int) {
        return nil
    }
}

"""#,
        "AlamofireSupportFilePart.swift": #"""
import Foundation

/// A file sent as one part of a `multipart/form-data` body: its bytes, and the file name and content
/// type the server records for it.
{{access}}struct {{prefix}}FilePart: Swift.Sendable, Swift.Hashable {
    /// The file's bytes.
    {{access}}var data: Foundation.Data
    /// The part's `filename`; `nil` sends the field's name, as for plain `Data`.
    {{access}}var fileName: Swift.String?
    /// The part's `Content-Type`; `nil` sends the field's type from the spec, else
    /// `application/octet-stream`.
    {{access}}var contentType: Swift.String?

    /// A file to send.
    {{access}}init(_ data: Foundation.Data, fileName: Swift.String? = nil, contentType: Swift.String? = nil) {
        self.data = data
        self.fileName = fileName
        self.contentType = contentType
    }
}

/// What a multipart file field takes: `Data` as it is, or a ``{{prefix}}FilePart`` that names the file
/// and its type.
{{access}}protocol {{prefix}}FilePartConvertible: Swift.Sendable {}

extension {{prefix}}FilePart: {{prefix}}FilePartConvertible {}

extension Foundation.Data: {{prefix}}FilePartConvertible {}

"""#,
        "AlamofireSupportHTTPHeader.swift": #"""
/// The text of header values that are arrays or objects, as the routers of {{sourceName}} write them.
{{access}}enum {{prefix}}HTTPHeader {
    /// A header's value in OpenAPI's `simple` style, the only style headers have: a scalar as text, an
    /// array's elements joined by commas, and an object's (a model's or a dictionary's) keys and values
    /// joined by commas in key order (`G,200,R,100`), or its `key=value` pairs with `explode`
    /// (`G=200,R=100`). Nothing is percent-encoded: a header carries its text as it is, and a CR, LF or
    /// NUL in it is refused when the request is made (``{{prefix}}RequestError/invalidHeaderValue(name:)``).
    /// - Parameters:
    ///   - value: The value.
    ///   - explode: OpenAPI's `explode`, which only changes how an object is written.
    /// - Returns: The text, or `nil` for `nil`, an empty array and an empty object, so that the header
    ///   is left out.
    {{access}}static func simpleValue(_ value: (any Swift.Sendable)?, explode: Swift.Bool = false) -> Swift.String? {
        guard let value else { return nil }
        let parameter = {{prefix}}ParameterValue(value)
        switch parameter {
        case .null: return nil
        case let .array(elements) where elements.isEmpty: return nil
        case let .dictionary(entries) where entries.isEmpty: return nil
        default: return {{prefix}}PathStyle.simple.expand(parameter, explode: explode) { $0 }
        }
    }
}

"""#,
        "AlamofireSupportIndirect.swift": #"""
/// Stores a property's value out of line, so that a model can contain itself:
/// `struct Comment { @{{prefix}}Indirect var parent: Comment? }`.
///
/// A struct that holds itself directly (or through other structs) would have infinite size;
/// generated code puts this wrapper on one property of each such cycle. The value keeps value
/// semantics: assigning replaces it, and copies never share changes. Equality, hashing and
/// `Codable` are the wrapped value's own; a missing optional key decodes as `nil` and a `nil`
/// value is left out when encoding, exactly as for a plain optional property.
@propertyWrapper
{{access}}struct {{prefix}}Indirect<Value> {
    /// An `indirect` case is allocated on the heap: this is the box that breaks the cycle.
    fileprivate indirect enum Storage {
        case value(Value)
    }

    fileprivate var storage: Storage

    /// Boxes the value.
    {{access}}init(wrappedValue: Value) {
        storage = .value(wrappedValue)
    }

    /// The value.
    {{access}}var wrappedValue: Value {
        get {
            switch storage {
            case .value(let value): return value
            }
        }
        set { storage = .value(newValue) }
    }
}

extension {{prefix}}Indirect: Swift.Sendable where Value: Swift.Sendable {}

extension {{prefix}}Indirect.Storage: Swift.Sendable where Value: Swift.Sendable {}

extension {{prefix}}Indirect: Swift.Equatable where Value: Swift.Equatable {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension {{prefix}}Indirect: Swift.Hashable where Value: Swift.Hashable {
    {{access}}func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension {{prefix}}Indirect: Swift.Decodable where Value: Swift.Decodable {
    /// Decodes the wrapped value in place, as if there were no wrapper.
    {{access}}init(from decoder: any Swift.Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

extension {{prefix}}Indirect: Swift.Encodable where Value: Swift.Encodable {
    /// Encodes the wrapped value in place, as if there were no wrapper.
    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// Synthesised `Codable` asks the container for the wrapper itself, which would make a missing key
// an error and write `nil` as `null`. These overloads are more specific, so synthesised code picks
// them for optional values and treats the key like a plain optional property's.

extension Swift.KeyedDecodingContainer {
    /// A missing key or `null` decodes as `nil`.
    {{access}}func decode<Wrapped: Swift.Decodable>(_ type: {{prefix}}Indirect<Wrapped?>.Type, forKey key: Key) throws -> {{prefix}}Indirect<Wrapped?> {
        {{prefix}}Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension Swift.KeyedEncodingContainer {
    /// `nil` leaves the key out.
    {{access}}mutating func encode<Wrapped: Swift.Encodable>(_ value: {{prefix}}Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

"""#,
        "AlamofireSupportJSONValue.swift": #"""
import Foundation

/// Any JSON value, for schemas that allow anything: decodes whatever the server sends and encodes it
/// back unchanged, and reads like JSON: `let metadata: {{prefix}}JSONValue = ["tags": ["a"], "count": 3]`.
{{access}}enum {{prefix}}JSONValue: Swift.Codable, Swift.Hashable, Swift.Sendable {
    case null
    case bool(Swift.Bool)
    /// Every JSON number; whole numbers are written without a fraction (`3`, not `3.0`).
    case number(Swift.Double)
    case string(Swift.String)
    case array([{{prefix}}JSONValue])
    case object([Swift.String: {{prefix}}JSONValue])

    /// Decodes any JSON value; booleans are recognised before numbers.
    {{access}}init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Swift.Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Swift.Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(Swift.String.self) {
            self = .string(string)
        } else if let array = try? container.decode([{{prefix}}JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([Swift.String: {{prefix}}JSONValue].self) {
            self = .object(object)
        } else {
            throw Swift.DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a JSON value.")
        }
    }

    /// Encodes the value as the JSON it holds.
    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(bool): try container.encode(bool)
        case let .number(number): try container.encode(number)
        case let .string(string): try container.encode(string)
        case let .array(array): try container.encode(array)
        case let .object(object): try container.encode(object)
        }
    }

    /// The value under `key` of an object; `nil` for a missing key or a value that is not an object.
    {{access}}subscript(key: Swift.String) -> {{prefix}}JSONValue? {
        guard case let .object(object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; `nil` when out of bounds or not an array.
    {{access}}subscript(index: Swift.Int) -> {{prefix}}JSONValue? {
        guard case let .array(array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// The value as plain text, for a path segment, a query item or a header: a string as it is, a
    /// whole number without a fraction, `true`, `false`, `null`; arrays and objects as compact JSON.
    {{access}}var plainText: Swift.String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return Swift.String(flag)
        case let .string(text): return text
        case let .number(number):
            return number.rounded() == number && abs(number) < 1e15 ? Swift.String(Swift.Int(number)) : Swift.String(number)
        case .array, .object:
            let encoder = Foundation.JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)).map { Swift.String(decoding: $0, as: Swift.UTF8.self) } ?? ""
        }
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByNilLiteral {
    {{access}}init(nilLiteral: ()) {
        self = .null
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByBooleanLiteral {
    {{access}}init(booleanLiteral value: Swift.Bool) {
        self = .bool(value)
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByIntegerLiteral {
    {{access}}init(integerLiteral value: Swift.Int) {
        self = .number(Swift.Double(value))
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByFloatLiteral {
    {{access}}init(floatLiteral value: Swift.Double) {
        self = .number(value)
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByStringLiteral {
    {{access}}init(stringLiteral value: Swift.String) {
        self = .string(value)
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByArrayLiteral {
    {{access}}init(arrayLiteral elements: {{prefix}}JSONValue...) {
        self = .array(elements)
    }
}

extension {{prefix}}JSONValue: Swift.ExpressibleByDictionaryLiteral {
    /// A later duplicate key wins, as in JSON parsers.
    {{access}}init(dictionaryLiteral elements: (Swift.String, {{prefix}}JSONValue)...) {
        self = .object(Swift.Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

"""#,
        "AlamofireSupportMultipartEncoding.swift": #"""
import Alamofire
import Foundation

/// Parameters as a `multipart/form-data` body built with Alamofire's `MultipartFormData`, one part per
/// value, keys in sorted order: `Data` and ``{{prefix}}FilePart`` as file parts (`filename` the part's
/// file name, else the key; `Content-Type` the part's, else the key's in ``contentTypes``, else
/// `application/octet-stream`); text, numbers, booleans (`true`/`false`), enums, UUIDs, URLs and dates
/// as text parts; an array as one part per element, unless ``styles`` joins its elements into one
/// text part; a dictionary or a model as a JSON part; a key whose style is `.deepObject` as a form
/// body writes it, one text part per value, named with brackets at every depth and array elements
/// numbered from 0 (`expand[0]`, `file_link_data[metadata][order]`), as Stripe's SDKs send it. Names
/// and file names have `"`, CR and LF percent-encoded, as browsers write them. `Content-Type` is set
/// with the body's boundary.
{{access}}struct {{prefix}}MultipartEncoding: Alamofire.ParameterEncoding {
    /// A new random boundary for every request.
    {{access}}static let `default` = {{prefix}}MultipartEncoding()

    /// The boundary, or `nil` for Alamofire's random one.
    {{access}}let boundary: Swift.String?
    /// The content type of particular keys' file parts, for files that don't give their own.
    {{access}}let contentTypes: [Swift.String: Swift.String]
    /// How the arrays and objects of particular keys are written: one text part of the elements joined
    /// by the style's delimiter, as a Swagger 2.0 `collectionFormat` asks; or, with `.deepObject`, one
    /// part per value at every depth, named with brackets (`expand[0]`).
    {{access}}let styles: [Swift.String: {{prefix}}URLEncoding.Style]

    /// An encoding.
    {{access}}init(boundary: Swift.String? = nil, contentTypes: [Swift.String: Swift.String] = [:],
                styles: [Swift.String: {{prefix}}URLEncoding.Style] = [:]) {
        self.boundary = boundary
        self.contentTypes = contentTypes
        self.styles = styles
    }

    /// This encoding, with the arrays of particular keys written in their own style.
    {{access}}func adding(styles: [Swift.String: {{prefix}}URLEncoding.Style]) -> {{prefix}}MultipartEncoding {
        {{prefix}}MultipartEncoding(boundary: boundary, contentTypes: contentTypes, styles: self.styles.merging(styles) { _, new in new })
    }

    /// Writes `parameters` as the body; `nil` or empty parameters leave the request as it is.
    /// - Throws: ``{{prefix}}RequestError`` for a file's content type with CR, LF or NUL, or a value that
    ///   can't be written as JSON; what `MultipartFormData.encode()` throws.
    {{access}}func encode(_ urlRequest: any Alamofire.URLRequestConvertible, with parameters: Alamofire.Parameters?) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let parameters, !parameters.isEmpty else { return request }
        let form = Alamofire.MultipartFormData(boundary: boundary)
        for key in parameters.keys.sorted() {
            guard let value = parameters[key] else { continue }
            if styles[key] == .deepObject, !(value is any {{prefix}}FilePartConvertible) {
                for (name, text) in Self.bracketed.components(key: key, value: {{prefix}}ParameterValue(value), text: { $0 }) {
                    form.append(Foundation.Data(text.utf8), withName: Self.quoted(name))
                }
                continue
            }
            if let delimiter = styles[key]?.unescapedDelimiter, case let .array(elements) = {{prefix}}ParameterValue(value) {
                let texts = elements.compactMap { $0.scalarText(literalBooleans: true) }
                if !texts.isEmpty { form.append(Foundation.Data(texts.joined(separator: delimiter).utf8), withName: Self.quoted(key)) }
                continue
            }
            try append(value, name: key, to: form)
        }
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = try form.encode()
        return request
    }

    /// How a `.deepObject` key's values are named and written: brackets at every depth, arrays
    /// numbered from 0, booleans as `true` and `false`; a part's text is never percent-encoded.
    private static let bracketed = {{prefix}}URLEncoding(arrayEncoding: .indexInBrackets, boolEncoding: .literal)

    private func append(_ value: Any, name: Swift.String, to form: Alamofire.MultipartFormData) throws {
        if let file = value as? any {{prefix}}FilePartConvertible, let part = file as? {{prefix}}FilePart ?? (file as? Foundation.Data).map({ {{prefix}}FilePart($0) }) {
            let contentType = part.contentType ?? contentTypes[name] ?? "application/octet-stream"
            guard !contentType.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
                throw {{prefix}}RequestError.invalidHeaderValue(name: "Content-Type")
            }
            form.append(part.data, withName: Self.quoted(name), fileName: Self.quoted(part.fileName ?? name), mimeType: contentType)
            return
        }
        if let elements = value as? [Any] {
            for element in elements { try append(element, name: name, to: form) }
            return
        }
        let classified = {{prefix}}ParameterValue(value)
        switch classified {
        case .null:
            return
        case let .array(elements):
            for element in elements { try append(element.jsonObject, name: name, to: form) }
        case .dictionary:
            let object = classified.jsonObject
            guard Foundation.JSONSerialization.isValidJSONObject(object) else {
                throw {{prefix}}RequestError.parameterEncodingFailed("the multipart field \(name.debugDescription) can't be written as JSON")
            }
            let json = try Foundation.JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            form.append(json, withName: Self.quoted(name), mimeType: "application/json")
        default:
            form.append(Foundation.Data((classified.scalarText(literalBooleans: true) ?? "").utf8), withName: Self.quoted(name))
        }
    }

    /// A name or file name inside quotes: `"`, CR and LF percent-encoded.
    private static func quoted(_ text: Swift.String) -> Swift.String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

"""#,
        "AlamofireSupportNullable.swift": #"""
import Foundation

/// A request value that may be sent as an explicit JSON `null`.
///
/// Generated request models use it, as `{{prefix}}Nullable<T>?`, for optional properties that the spec
/// marks nullable. The three states reach the wire apart:
///
/// ```swift
/// IssuesUpdateRequest()                  // {}                  the server keeps the milestone
/// IssuesUpdateRequest(milestone: .null)  // {"milestone":null}  the server removes it
/// IssuesUpdateRequest(milestone: .value(.int(3)))  // {"milestone":3}
/// ```
{{access}}enum {{prefix}}Nullable<Wrapped> {
    /// An explicit `null`.
    case null
    /// A value.
    case value(Wrapped)

    /// The value, or `nil` for `.null`.
    {{access}}var wrapped: Wrapped? {
        if case let .value(value) = self { return value }
        return nil
    }

    /// `.value(value)`, or `.null` for `nil`.
    {{access}}init(_ value: Wrapped?) {
        self = value.map({{prefix}}Nullable.value) ?? .null
    }
}

extension {{prefix}}Nullable: Swift.Encodable where Wrapped: Swift.Encodable {
    /// Encodes `null`, or the value in place.
    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .value(value): try container.encode(value)
        }
    }
}

extension {{prefix}}Nullable: Swift.Decodable where Wrapped: Swift.Decodable {
    /// Decodes `null` as `.null` and anything else as a value.
    ///
    /// A keyed container's `decodeIfPresent` reads a `null` as a missing key, so a decoded
    /// optional property holds `nil` for both.
    {{access}}init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension {{prefix}}Nullable: Swift.Equatable where Wrapped: Swift.Equatable {}
extension {{prefix}}Nullable: Swift.Hashable where Wrapped: Swift.Hashable {}
extension {{prefix}}Nullable: Swift.Sendable where Wrapped: Swift.Sendable {}

// Literals stand for values, so `body: "Fixed"` reads like a plain property's `body: "Fixed"`.

extension {{prefix}}Nullable: Swift.ExpressibleByUnicodeScalarLiteral where Wrapped: Swift.ExpressibleByStringLiteral {
    {{access}}init(unicodeScalarLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension {{prefix}}Nullable: Swift.ExpressibleByExtendedGraphemeClusterLiteral where Wrapped: Swift.ExpressibleByStringLiteral {
    {{access}}init(extendedGraphemeClusterLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension {{prefix}}Nullable: Swift.ExpressibleByStringLiteral where Wrapped: Swift.ExpressibleByStringLiteral {
    {{access}}init(stringLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension {{prefix}}Nullable: Swift.ExpressibleByIntegerLiteral where Wrapped: Swift.ExpressibleByIntegerLiteral {
    {{access}}init(integerLiteral value: Wrapped.IntegerLiteralType) {
        self = .value(Wrapped(integerLiteral: value))
    }
}

extension {{prefix}}Nullable: Swift.ExpressibleByBooleanLiteral where Wrapped: Swift.ExpressibleByBooleanLiteral {
    {{access}}init(booleanLiteral value: Wrapped.BooleanLiteralType) {
        self = .value(Wrapped(booleanLiteral: value))
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
            guard let link = response.headers["Link"], let next = Self.target(of: "next", inLink: link).flatMap(Foundation.URL.init(string:))
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

    /// The target of the first link of a `Link` header whose `rel` has `relation`, as written.
    static func target(of relation: Swift.String, inLink value: Swift.String) -> Swift.String? {
        var rest = Swift.Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = Swift.String(rest[rest.index(after: open)..<close])
            let afterTarget = rest[rest.index(after: close)...]
            let end = afterTarget.firstIndex(of: "<") ?? afterTarget.endIndex
            for parameter in afterTarget[..<end].split(separator: ";") {
                let parts = parameter.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
                let relations = parts[1].trimmingCharacters(in: Foundation.CharacterSet(charactersIn: " ,\t\"")).lowercased()
                if relations.split(separator: " ").contains(Swift.Substring(relation.lowercased())) { return target }
                break
            }
            rest = afterTarget[end...]
        }
        return nil
    }
}

"""#,
        "AlamofireSupportParameterValue.swift": #"""
import Foundation

/// A parameter value reduced to the shapes the encodings of {{sourceName}} write, as the default
/// output's runtime reduces it: booleans before numbers, plain data before `RawRepresentable`,
/// models last, through their JSON.
enum {{prefix}}ParameterValue {
    /// `Optional.none` or `NSNull`.
    case null
    case bool(Swift.Bool)
    /// A number, with its text for URLs.
    case number(Any, text: Swift.String)
    /// Text, or a value written as text (`UUID`, `URL`, `Date`).
    case string(Swift.String)
    case array([{{prefix}}ParameterValue])
    /// A dictionary or a model, its entries sorted by key.
    case dictionary([(key: Swift.String, value: {{prefix}}ParameterValue)])
    /// Anything else, files among them, kept as it is.
    case other(Any)

    init(_ value: Any) {
        if let optional = value as? any {{prefix}}OptionalValue {
            self = optional.wrapped{{prefix}}Value.map({{prefix}}ParameterValue.init) ?? .null
        } else if value is Foundation.NSNull {
            self = .null
        } else if type(of: value) is Foundation.NSNumber.Type, let number = value as? Foundation.NSNumber {
            self = Swift.String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number, text: number.stringValue)
        } else if type(of: value) == Swift.Bool.self, let bool = value as? Swift.Bool {
            self = .bool(bool)
        } else if let text = value as? any Swift.StringProtocol {
            self = .string(Swift.String(text))
        } else if value is any Swift.BinaryInteger || value is any Swift.BinaryFloatingPoint {
            self = .number(value, text: Swift.String(describing: value))
        } else if let uuid = value as? Foundation.UUID {
            self = .string(uuid.uuidString)
        } else if let url = value as? Foundation.URL {
            self = .string(url.absoluteString)
        } else if let date = value as? Foundation.Date {
            self = .string(Foundation.ISO8601DateFormatter().string(from: date))
        } else if value is Foundation.Data {
            self = .other(value)
        } else if let collection = Self.collection(value) {
            self = collection
        } else if let representable = value as? any Swift.RawRepresentable {
            self = {{prefix}}ParameterValue(representable.rawValue)
        } else if let encodable = value as? any Swift.Encodable, let object = Self.jsonObject(of: encodable) {
            self = {{prefix}}ParameterValue(object)
        } else {
            self = .other(value)
        }
    }

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

    /// A scalar as text, as query items, cookies and form parts write it; `nil` for `null`, arrays
    /// and dictionaries.
    func scalarText(literalBooleans: Swift.Bool) -> Swift.String? {
        switch self {
        case let .bool(bool): literalBooleans ? (bool ? "true" : "false") : (bool ? "1" : "0")
        case let .number(_, text): text
        case let .string(text): text
        case let .other(other): Swift.String(describing: other)
        case .null, .array, .dictionary: nil
        }
    }

    /// The text pieces of a cookie value: one for a scalar, one per element of an array, key and
    /// value for each entry of a dictionary.
    var pieces: [Swift.String] {
        switch self {
        case let .array(elements): elements.flatMap(\.pieces)
        case let .dictionary(entries): entries.flatMap { [$0.key] + $0.value.pieces }
        default: scalarText(literalBooleans: true).map { [$0] } ?? []
        }
    }

    /// The value as an object `JSONSerialization` can write, as far as it can be.
    var jsonObject: Any {
        switch self {
        case .null: Foundation.NSNull()
        case let .bool(bool): bool
        case let .number(number, _): number
        case let .string(text): text
        case let .array(elements): elements.map(\.jsonObject)
        case let .dictionary(entries): Swift.Dictionary(entries.map { ($0.key, $0.value.jsonObject) }, uniquingKeysWith: { _, last in last })
        case let .other(value): value
        }
    }

    /// A model as the object tree of its JSON, so that its properties become keys.
    private static func jsonObject(of value: any Swift.Encodable) -> Any? {
        let encoder = Foundation.JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return nil }
        return try? Foundation.JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    }

    /// Arrays, sets and dictionaries: keys written as text and sorted, sets sorted by description.
    private static func collection(_ value: Any) -> {{prefix}}ParameterValue? {
        if let dictionary = value as? [Swift.String: Any] {
            return .dictionary(sorted(dictionary))
        }
        if let dictionary = value as? [Swift.AnyHashable: Any] {
            var entries: [Swift.String: Any] = [:]
            for (key, element) in dictionary {
                entries[Swift.String(describing: key.base)] = element
            }
            return .dictionary(sorted(entries))
        }
        if let array = value as? [Any] {
            return .array(array.map({{prefix}}ParameterValue.init))
        }
        if let set = value as? Swift.Set<Swift.AnyHashable> {
            return .array(set.map(\.base).sorted { Swift.String(describing: $0) < Swift.String(describing: $1) }.map({{prefix}}ParameterValue.init))
        }
        return nil
    }

    private static func sorted(_ dictionary: [Swift.String: Any]) -> [(key: Swift.String, value: {{prefix}}ParameterValue)] {
        dictionary.keys.sorted().compactMap { key in dictionary[key].map { (key: key, value: {{prefix}}ParameterValue($0)) } }
    }

    /// Percent-encodes, with uppercase digits, every UTF-8 byte of `text` that `isKept` refuses. With
    /// `keepingTriples`, a `%` followed by two hexadecimal digits (a percent-encoded triple) stays as it
    /// is, as RFC 6570's reserved expansion keeps it: `a%2Fb` stays `a%2Fb`, `50%` becomes `50%25`.
    static func percentEncoded(
        _ text: Swift.String, keepingTriples: Swift.Bool = false, keeping isKept: (Swift.UInt8) -> Swift.Bool
    ) -> Swift.String {
        let digits = Swift.Array("0123456789ABCDEF".utf8)
        let input = Swift.Array(text.utf8)
        var bytes: [Swift.UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if keepingTriples, byte == Swift.UInt8(ascii: "%"), index + 2 < input.count,
               isHexDigit(input[index + 1]), isHexDigit(input[index + 2]) {
                bytes += input[index...(index + 2)]
                index += 3
                continue
            }
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [Swift.UInt8(ascii: "%"), digits[Swift.Int(byte >> 4)], digits[Swift.Int(byte & 0x0F)]]
            }
            index += 1
        }
        return Swift.String(decoding: bytes, as: Swift.UTF8.self)
    }

    private static func isHexDigit(_ byte: Swift.UInt8) -> Swift.Bool {
        switch byte {
        case Swift.UInt8(ascii: "0")...Swift.UInt8(ascii: "9"), Swift.UInt8(ascii: "A")...Swift.UInt8(ascii: "F"),
             Swift.UInt8(ascii: "a")...Swift.UInt8(ascii: "f"): true
        default: false
        }
    }

    /// RFC 3986's unreserved characters: `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: Swift.UInt8) -> Swift.Bool {
        switch byte {
        case Swift.UInt8(ascii: "A")...Swift.UInt8(ascii: "Z"), Swift.UInt8(ascii: "a")...Swift.UInt8(ascii: "z"),
             Swift.UInt8(ascii: "0")...Swift.UInt8(ascii: "9"),
             Swift.UInt8(ascii: "-"), Swift.UInt8(ascii: "."), Swift.UInt8(ascii: "_"), Swift.UInt8(ascii: "~"): true
        default: false
        }
    }

    /// What a query key or value keeps: the unreserved characters, `/` and `?`.
    static func isQueryByte(_ byte: Swift.UInt8) -> Swift.Bool {
        isUnreserved(byte) || byte == Swift.UInt8(ascii: "/") || byte == Swift.UInt8(ascii: "?")
    }

    /// What a query value keeps with OpenAPI's `allowReserved`: what ``isQueryByte(_:)`` keeps and RFC
    /// 3986's reserved `:` `@` `!` `$` `'` `(` `)` `*` `,` `;`. `[`, `]` and `#`, which a query can't
    /// hold, and `&`, `=` and `+`, which separate pairs, keys and values or stand for a space, are
    /// still encoded.
    static func isReservedQueryByte(_ byte: Swift.UInt8) -> Swift.Bool {
        isQueryByte(byte) || isSegmentDelimiter(byte) && !"&=+".utf8.contains(byte)
    }

    /// What a path segment keeps with OpenAPI 3.2's `allowReserved`: the unreserved characters and RFC
    /// 3986's `:` `@` `!` `$` `&` `'` `(` `)` `*` `+` `,` `;` `=`; `/`, `?`, `#`, `[` and `]` are
    /// still encoded, so the value stays one segment.
    static func isReservedSegmentByte(_ byte: Swift.UInt8) -> Swift.Bool {
        isUnreserved(byte) || isSegmentDelimiter(byte)
    }

    /// RFC 3986's sub-delimiters and `:` and `@`, which a path segment may hold as they are.
    private static func isSegmentDelimiter(_ byte: Swift.UInt8) -> Swift.Bool {
        ":@!$&'()*+,;=".utf8.contains(byte)
    }

    /// What a cookie value keeps (RFC 6265), and CR, LF and NUL, which the header check refuses.
    static func isCookieByte(_ byte: Swift.UInt8) -> Swift.Bool {
        switch byte {
        case 0x0D, 0x0A, 0x00, 0x21, 0x23...0x24, 0x26...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: true
        default: false
        }
    }
}

/// Lets ``{{prefix}}ParameterValue`` look inside an `Optional` hidden behind `Any`. (The member
/// carries the prefix: another API's support code in the same module has its own.)
protocol {{prefix}}OptionalValue {
    var wrapped{{prefix}}Value: Any? { get }
}

extension Swift.Optional: {{prefix}}OptionalValue {
    var wrapped{{prefix}}Value: Any? { map { $0 as Any } }
}

"""#,
        "AlamofireSupportPathStyle.swift": #"""
/// OpenAPI's styles for a value in a path segment or a header: `simple`, `label` and `matrix`,
/// which are RFC 6570's simple (`{id}`), label (`{.id}`) and path-style (`{;id}`) expansions, as the
/// default output's runtime writes them.
///
/// | style | explode | `"blue"` | `["blue", "black"]` | `["R": 100, "G": 200]` |
/// | --- | --- | --- | --- | --- |
/// | `.simple` | `false` | `blue` | `blue,black` | `G,200,R,100` |
/// | `.simple` | `true` | `blue` | `blue,black` | `G=200,R=100` |
/// | `.label` | `false` | `.blue` | `.blue,black` | `.G,200,R,100` |
/// | `.label` | `true` | `.blue` | `.blue.black` | `.G=200.R=100` |
/// | `.matrix(name: "color")` | `false` | `;color=blue` | `;color=blue,black` | `;color=G,200,R,100` |
/// | `.matrix(name: "color")` | `true` | `;color=blue` | `;color=blue;color=black` | `;G=200;R=100` |
///
/// An object's entries are in key order. An empty array or object, like `nil`, writes nothing at
/// all, not even the `.` or `;`.
{{access}}enum {{prefix}}PathStyle: Swift.Sendable, Swift.Equatable, Swift.Hashable {
    /// `blue,black`: the default for path parameters and headers.
    case simple
    /// `.blue,black`, or `.blue.black` exploded.
    case label
    /// `;color=blue,black`, or `;color=blue;color=black` exploded; `name` is the parameter's name.
    case matrix(name: Swift.String)

    /// The value in this style, each name and piece of text passed through `escape` (percent-encoding
    /// for a path segment, nothing for a header); the style's delimiters are written as they are.
    func expand(_ value: {{prefix}}ParameterValue, explode: Swift.Bool, escape: (Swift.String) -> Swift.String) -> Swift.String {
        let prefix: Swift.String, separator: Swift.String
        var name: Swift.String?
        switch self {
        case .simple: (prefix, separator) = ("", ",")
        case .label: (prefix, separator) = (".", ".")
        case let .matrix(matrixName): (prefix, separator, name) = (";", ";", escape(matrixName))
        }
        switch value {
        case .null:
            return ""
        case let .array(elements):
            let texts = elements.flatMap(\.pieces).map(escape)
            guard !texts.isEmpty else { return "" }
            guard explode else { return prefix + (name.map { $0 + "=" } ?? "") + texts.joined(separator: ",") }
            return prefix + texts.map { text in name.map { Self.named($0, text) } ?? text }.joined(separator: separator)
        case let .dictionary(entries):
            guard !entries.isEmpty else { return "" }
            if explode {
                let pairs = entries.map { entry -> Swift.String in
                    let text = entry.value.pieces.map(escape).joined(separator: ",")
                    return name == nil ? escape(entry.key) + "=" + text : Self.named(escape(entry.key), text)
                }
                return prefix + pairs.joined(separator: separator)
            }
            let texts = entries.flatMap { [escape($0.key)] + $0.value.pieces.map(escape) }
            return prefix + (name.map { $0 + "=" } ?? "") + texts.joined(separator: ",")
        case .bool, .number, .string, .other:
            let text = escape(value.scalarText(literalBooleans: true) ?? "")
            return prefix + (name.map { Self.named($0, text) } ?? text)
        }
    }

    /// `name=text`, or `name` alone for an empty text, as the matrix style writes a pair.
    private static func named(_ name: Swift.String, _ text: Swift.String) -> Swift.String {
        text.isEmpty ? name : name + "=" + text
    }
}

extension {{prefix}}RequestRouter {
    /// Writes a path value in one of OpenAPI's path styles (see ``{{prefix}}PathStyle``): a scalar, an
    /// array or an object (a model or a dictionary) of scalars. Each name and piece of text is
    /// percent-encoded as ``pathSegment(_:)`` encodes a segment, and the style's delimiters (`,` `.`
    /// `;` `=`) are written as they are, so the value stays in its segment:
    /// `pathSegment(["a", "b/c"], style: .label, explode: true)` is `".a.b%2Fc"`.
    /// - Parameters:
    ///   - value: The value; `nil`, an empty array and an empty object write nothing.
    ///   - style: `simple`, `label` or `matrix`.
    ///   - explode: OpenAPI's `explode`: each element or entry on its own (`.a.b`, `;id=3;id=4`).
    ///   - allowingReserved: Whether the reserved characters a segment may hold and percent-encoded
    ///     triples are kept, as OpenAPI 3.2's `allowReserved` asks; `/`, `?`, `#`, `[` and `]` are
    ///     encoded all the same.
    {{access}}static func pathSegment(
        _ value: some Swift.Sendable, style: {{prefix}}PathStyle, explode: Swift.Bool = false, allowingReserved: Swift.Bool = false
    ) -> Swift.String {
        let text = style.expand({{prefix}}ParameterValue(value), explode: explode, escape: allowingReserved ? reservedSegment : {
            {{prefix}}ParameterValue.percentEncoded($0, keeping: {{prefix}}ParameterValue.isUnreserved)
        })
        // A bare `.` or `..` (`simple` of `[".."]`, `label` of `""`) would be dropped or climb the path.
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return text
        }
    }
}

"""#,
        "AlamofireSupportRequestRouter.swift": ##"""
import Alamofire
import Foundation

/// What a router of {{sourceName}} describes, for ``makeURLRequest(baseURL:bodyEncoder:)`` to build: its
/// server, method and path, headers, parameters and how they are encoded, and body. A router is an
/// `Alamofire.URLRequestConvertible` too, so `AF.request(route)` sends it as it is.
{{access}}protocol {{prefix}}RequestRouter: Alamofire.URLRequestConvertible {
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
    ///   - bodyEncoder: The encoder of ``body``; keys sorted, slashes unescaped and ISO 8601 dates by default.
    /// - Throws: ``{{prefix}}RequestError`` for a URL that doesn't parse or a header with CR, LF or NUL, and
    ///   what the encodings throw (`AFError.parameterEncodingFailed`).
    {{access}}func makeURLRequest(baseURL: Foundation.URL, bodyEncoder: Foundation.JSONEncoder? = nil) throws -> URLRequest {
        var request = try URLRequest(url: Self.joining(baseURL, path), method: method)
        if let timeoutInterval {
            request.timeoutInterval = timeoutInterval
        }
        for header in headers {
            guard Self.isHeaderText(header.name), Self.isHeaderText(header.value) else {
                throw {{prefix}}RequestError.invalidHeaderValue(name: header.name)
            }
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        if let queryParameters {
            request = try queryEncoding.encode(request, with: queryParameters)
        }
        request = try encoding.encode(request, with: parameters)
        if let rawBody {
            request.httpBody = rawBody
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
            }
        } else if let body {
            request = try Alamofire.JSONParameterEncoder(encoder: bodyEncoder ?? Self.bodyEncoder).encode(body, into: request)
        }
        return request
    }

    /// Percent-encodes a value so that it is exactly one path segment: only unreserved characters
    /// (`A-Z a-z 0-9 - . _ ~`) stay, and `.` and `..` are `%2E` and `%2E%2E`, so `"../admin"` can't
    /// change the route it is placed in.
    {{access}}static func pathSegment(_ value: some Swift.CustomStringConvertible) -> Swift.String {
        switch value.description {
        case ".": "%2E"
        case "..": "%2E%2E"
        case let text: {{prefix}}ParameterValue.percentEncoded(text, keeping: {{prefix}}ParameterValue.isUnreserved)
        }
    }

    /// Percent-encodes a value that may span several segments (`x-multi-segment`): each `/` stays, and
    /// each piece between is encoded as ``pathSegment(_:)`` encodes a segment, or, with
    /// `allowingReserved` (OpenAPI 3.2's `allowReserved`), keeps the reserved characters a segment
    /// may hold (`:` `@` `!` `$` `&` `'` `(` `)` `*` `+` `,` `;` `=`) and percent-encoded triples.
    {{access}}static func pathSegments(_ value: some Swift.CustomStringConvertible, allowingReserved: Swift.Bool = false) -> Swift.String {
        value.description.split(separator: "/", omittingEmptySubsequences: false)
            .map { allowingReserved ? reservedSegment(Swift.String($0)) : pathSegment(Swift.String($0)) }
            .joined(separator: "/")
    }

    /// A segment with OpenAPI 3.2's `allowReserved`: the reserved characters a segment may hold and
    /// percent-encoded triples kept, `.` and `..` written as `%2E` and `%2E%2E`.
    static func reservedSegment(_ text: Swift.String) -> Swift.String {
        switch text {
        case ".": "%2E"
        case "..": "%2E%2E"
        default: {{prefix}}ParameterValue.percentEncoded(text, keepingTriples: true, keeping: {{prefix}}ParameterValue.isReservedSegmentByte)
        }
    }

    /// The elements, each encoded as ``pathSegment(_:)`` does, joined by commas: `1,2,3`.
    {{access}}static func pathSegment(commaSeparated values: [some Swift.CustomStringConvertible]) -> Swift.String {
        values.map { pathSegment($0) }.joined(separator: ",")
    }

    /// The elements, each encoded as ``pathSegment(_:)`` does, joined by `%20` (Swagger 2.0's `ssv`).
    {{access}}static func pathSegment(spaceDelimited values: [some Swift.CustomStringConvertible]) -> Swift.String {
        values.map { pathSegment($0) }.joined(separator: "%20")
    }

    /// The elements, each encoded as ``pathSegment(_:)`` does, joined by `%7C` (Swagger 2.0's `pipes`).
    {{access}}static func pathSegment(pipeDelimited values: [some Swift.CustomStringConvertible]) -> Swift.String {
        values.map { pathSegment($0) }.joined(separator: "%7C")
    }

    /// The elements, each encoded as ``pathSegment(_:)`` does, joined by `%09` (Swagger 2.0's `tsv`).
    {{access}}static func pathSegment(tabDelimited values: [some Swift.CustomStringConvertible]) -> Swift.String {
        values.map { pathSegment($0) }.joined(separator: "%09")
    }

    /// The entries whose value isn't `nil`, as Alamofire's encodings take them: enums by raw value,
    /// dates as ISO 8601 text, UUIDs and URLs as text, models as the objects of their JSON; files as
    /// they are. `nil` when no entry is left, so that nothing is encoded.
    static func parameters(compacting values: [Swift.String: (any Swift.Sendable)?]) -> Alamofire.Parameters? {
        var parameters: Alamofire.Parameters = [:]
        for (key, entry) in values {
            guard let value = entry else { continue }
            parameters[key] = {{prefix}}ParameterValue(value).wireValue ?? value
        }
        return parameters.isEmpty ? nil : parameters
    }

    /// The value of a `Cookie` header, `name=value; name2=value2`, in name order with `nil` values left
    /// out; `nil` when nothing is left. Values are written as query values are, arrays joined by
    /// commas, and what a cookie value can't hold is percent-encoded (CR, LF and NUL are kept, so the
    /// request is refused like any header that carries them).
    static func cookieValue(_ values: [Swift.String: (any Swift.Sendable)?]) -> Swift.String? {
        var pairs: [Swift.String] = []
        for name in values.keys.sorted() {
            guard let entry = values[name], let value = entry else { continue }
            let pieces = {{prefix}}ParameterValue(value).pieces
            guard !pieces.isEmpty else { continue }
            let escaped = pieces.map { {{prefix}}ParameterValue.percentEncoded($0, keeping: {{prefix}}ParameterValue.isCookieByte) }
            pairs.append("\(name)=\(escaped.joined(separator: ","))")
        }
        return pairs.isEmpty ? nil : pairs.joined(separator: "; ")
    }

    /// A new encoder for request bodies: keys sorted, slashes unescaped, ISO 8601 dates.
    static var bodyEncoder: Foundation.JSONEncoder {
        let encoder = Foundation.JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// The base URL's text, a `/` and the path, never re-encoding the path.
    static func joining(_ baseURL: Foundation.URL, _ path: Swift.String) throws -> Foundation.URL {
        guard !path.isEmpty else { return baseURL }
        let base = baseURL.absoluteString
        let suffixStart = base.firstIndex { $0 == "?" || $0 == "#" } ?? base.endIndex
        var prefix = base[..<suffixStart]
        if prefix.hasSuffix("/") {
            prefix = prefix.dropLast()
        }
        let relative = path.hasPrefix("/") ? path.dropFirst() : Swift.Substring(path)
        let joined = Swift.String(prefix) + "/" + Swift.String(relative) + Swift.String(base[suffixStart...])
        guard let url = Foundation.URL(string: joined) else { throw {{prefix}}RequestError.invalidURL(joined) }
        return url
    }

    /// `false` for text with CR, LF or NUL, which could add header lines.
    static func isHeaderText(_ text: Swift.String) -> Swift.Bool {
        !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }
}

/// Why a route of {{sourceName}} couldn't be built into a request (Alamofire reports it as
/// `AFError.createURLRequestFailed(error:)`), or a response isn't there.
{{access}}enum {{prefix}}RequestError: Swift.Error, Swift.Sendable, Swift.Equatable, Swift.Hashable, Swift.CustomStringConvertible {
    /// The base URL joined with the path (the text) is not a URL.
    case invalidURL(Swift.String)
    /// The header of this name has a name or a value with CR, LF or NUL.
    case invalidHeaderValue(name: Swift.String)
    /// The parameters couldn't be encoded; the text says why.
    case parameterEncodingFailed(Swift.String)
    /// A `withResponse` call sent no request through the client it was given, so there is no response.
    case noResponse

    {{access}}var description: Swift.String {
        switch self {
        case let .invalidURL(text): "Could not build a valid URL from \"\(text)\"."
        case let .invalidHeaderValue(name): "The header \(name.debugDescription) contains a CR, LF or NUL character and was rejected."
        case let .parameterEncodingFailed(reason): "Parameter encoding failed: \(reason)"
        case .noResponse: "The call sent no request through the client it was given, so there is no response to return."
        }
    }
}

"""##,
        "AlamofireSupportResponseEnvelope.swift": #"""
import Alamofire
import Foundation

/// How the answers of {{sourceName}} wrap their payload: `{"code": "000000", "message": "…", "data": …}`.
{{access}}protocol {{prefix}}ResponseEnvelope: Swift.Sendable {
    /// The key of the payload.
    static var payloadKey: Swift.String { get }
    /// The key of the code.
    static var codeKey: Swift.String { get }
    /// The key of the message, if there is one.
    static var messageKey: Swift.String? { get }
    /// The codes that mean success; a number or a boolean is compared as text (`0` as `"0"`).
    static var successCodes: Swift.Set<Swift.String> { get }
}

/// An envelope whose code is not a success code. Alamofire reports it as
/// `AFError.responseSerializationFailed(reason: .customSerializationFailed(error:))`.
{{access}}struct {{prefix}}ServerError: Swift.Error, Swift.Sendable, Swift.Equatable, Swift.CustomStringConvertible {
    /// The envelope's code.
    {{access}}let code: Swift.String
    /// The envelope's message, if any.
    {{access}}let message: Swift.String?
    /// The answer's status code.
    {{access}}let statusCode: Swift.Int
    /// The whole body.
    {{access}}let body: Foundation.Data

    {{access}}var description: Swift.String {
        let base = "The server reported failure code \(code.debugDescription) (status \(statusCode))"
        guard let message, !message.isEmpty else { return base }
        return base + ": " + message
    }
}

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

    /// The payload of an envelope, or the envelope's failure code.
    struct EnvelopeSerializer<Envelope: {{prefix}}ResponseEnvelope, Payload: Swift.Decodable & Swift.Sendable>: Alamofire.DataResponseSerializerProtocol {
        let decoder: Foundation.JSONDecoder

        func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Foundation.Data?, error: (any Swift.Error)?) throws -> Payload {
            if let error { throw error }
            guard let data, !data.isEmpty else {
                // A route that returns nothing may answer with no body (a 204, say): no envelope to read.
                if let empty = (Payload.self as? any Alamofire.EmptyResponse.Type)?.emptyValue() as? Payload { return empty }
                throw Alamofire.AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            let body: Body
            do {
                body = try decoder.decode(Body.self, from: data)
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

        /// The envelope, read in one pass.
        struct Body: Swift.Decodable {
            enum Outcome {
                case success(Payload)
                case failure(code: Swift.String, message: Swift.String?)
            }

            let outcome: Outcome

            init(from decoder: any Swift.Decoder) throws {
                let container = try decoder.container(keyedBy: {{prefix}}CodingKey.self)
                let code = try Self.code(in: container, at: {{prefix}}CodingKey(Envelope.codeKey))
                guard Envelope.successCodes.contains(code) else {
                    let message = Envelope.messageKey.flatMap { try? container.decodeIfPresent(Swift.String.self, forKey: {{prefix}}CodingKey($0)) }
                    outcome = .failure(code: code, message: message)
                    return
                }
                let key = {{prefix}}CodingKey(Envelope.payloadKey)
                if container.contains(key), try !container.decodeNil(forKey: key) {
                    outcome = .success(try container.decode(Payload.self, forKey: key))
                } else if let empty = (Payload.self as? any Alamofire.EmptyResponse.Type)?.emptyValue() as? Payload {
                    outcome = .success(empty)
                } else if let absent = (Payload.self as? any {{prefix}}AbsentPayload.Type)?.absent{{prefix}}Payload as? Payload {
                    outcome = .success(absent)
                } else {
                    throw Swift.DecodingError.valueNotFound(Payload.self, Swift.DecodingError.Context(
                        codingPath: container.codingPath + [key],
                        debugDescription: "The envelope's \(Envelope.payloadKey.debugDescription) is missing or null, "
                            + "but \(Payload.self) is required."))
                }
            }

            private static func code(in container: Swift.KeyedDecodingContainer<{{prefix}}CodingKey>, at key: {{prefix}}CodingKey) throws -> Swift.String {
                guard container.contains(key) else {
                    throw Swift.DecodingError.keyNotFound(key, Swift.DecodingError.Context(
                        codingPath: container.codingPath, debugDescription: "The envelope has no \(key.stringValue.debugDescription) field."))
                }
                if let text = try? container.decode(Swift.String.self, forKey: key) { return text }
                if let number = try? container.decode(Swift.Int.self, forKey: key) { return Swift.String(number) }
                if let number = try? container.decode(Swift.Double.self, forKey: key) { return Swift.String(number) }
                if let flag = try? container.decode(Swift.Bool.self, forKey: key) { return Swift.String(flag) }
                throw Swift.DecodingError.typeMismatch(Swift.String.self, Swift.DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription: "Expected the envelope's code to be a string, a number or a boolean."))
            }
        }
    }
}

/// A payload that an envelope may leave out: an optional one. (The member carries the prefix:
/// another API's support code in the same module has its own.)
protocol {{prefix}}AbsentPayload {
    static var absent{{prefix}}Payload: Self { get }
}

extension Swift.Optional: {{prefix}}AbsentPayload {
    static var absent{{prefix}}Payload: Wrapped? { nil }
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
    /// integer or floating-point number, `true`/`false`, a UUID, a URL, an ISO 8601 or HTTP date, a
    /// decimal, an enum by raw value, or an array of them separated by commas; `nil` when the field is
    /// absent or its text doesn't read as `type`.
    static func value<Value>(_ name: Swift.String, in headers: Alamofire.HTTPHeaders, as type: Value.Type) -> Value? {
        headers[name].flatMap { {{prefix}}HeaderText.read($0.trimmingCharacters(in: .whitespaces), as: type) }
    }
}

/// Header text read as a type.
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
        case is Swift.Bool.Type: text.lowercased() == "true" ? true : text.lowercased() == "false" ? false : nil
        case is Swift.Int.Type: Swift.Int(text)
        case is Swift.Int32.Type: Swift.Int32(text)
        case is Swift.Int64.Type: Swift.Int64(text)
        case is Swift.Double.Type: Swift.Double(text)
        case is Swift.Float.Type: Swift.Float(text)
        case is Foundation.UUID.Type: Foundation.UUID(uuidString: text)
        case is Foundation.URL.Type: Foundation.URL(string: text)
        case is Foundation.Decimal.Type: Foundation.Decimal(string: text, locale: Foundation.Locale(identifier: "en_US_POSIX"))
        case is Foundation.Date.Type: date(text)
        default: nil
        }
    }

    /// An ISO 8601 date, or an HTTP date (`Wed, 01 May 2024 12:00:00 GMT`).
    private static func date(_ text: Swift.String) -> Foundation.Date? {
        for style in [Foundation.Date.ISO8601FormatStyle(includingFractionalSeconds: true), Foundation.Date.ISO8601FormatStyle()] {
            if let date = try? style.parse(text) { return date }
        }
        let formatter = Foundation.DateFormatter()
        formatter.locale = Foundation.Locale(identifier: "en_US_POSIX")
        formatter.timeZone = Foundation.TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}

/// An array read from comma-separated header text; an empty text is an empty array. (The member
/// carries the prefix: another API's support code in the same module has its own.)
protocol {{prefix}}HeaderList {
    static func read{{prefix}}Header(_ text: Swift.String) -> Self?
}

extension Swift.Array: {{prefix}}HeaderList {
    static func read{{prefix}}Header(_ text: Swift.String) -> [Element]? {
        guard !text.isEmpty else { return [] }
        var values: [Element] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = {{prefix}}HeaderText.read(part.trimmingCharacters(in: .whitespaces), as: Element.self) else { return nil }
            values.append(value)
        }
        return values
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
        "AlamofireSupportSequenceBody.swift": #"""
import Foundation

/// Items sent as a JSON Lines or JSON text sequence body, each encoded when the value is made.
{{access}}struct {{prefix}}SequenceBody<Item: Swift.Encodable>: Swift.Sendable {
    /// How the records are framed.
    {{access}}enum Format: Swift.Sendable {
        /// Each record ends with a line feed (`application/jsonl`).
        case jsonLines
        /// Each record ends with a line feed (`application/x-ndjson`).
        case ndjson
        /// Each record starts with RS (0x1E) and ends with a line feed (`application/json-seq`, RFC 7464).
        case jsonSequence
        /// Not a request body's framing; written as JSON Lines.
        case serverSentEvents
    }

    /// The encoded items.
    {{access}}let records: [Foundation.Data]

    /// Encodes `items`; keys sorted, slashes unescaped and ISO 8601 dates by default.
    {{access}}init(_ items: some Swift.Sequence<Item>, encoder: Foundation.JSONEncoder? = nil) throws {
        let encoder = encoder ?? Self.defaultEncoder
        records = try items.map { try encoder.encode($0) }
    }

    /// The body: each record framed as `format` asks.
    {{access}}func encoded(as format: Format) -> Foundation.Data {
        var body = Foundation.Data()
        for record in records {
            if format == .jsonSequence { body.append(0x1E) }
            body.append(record)
            body.append(0x0A)
        }
        return body
    }

    private static var defaultEncoder: Foundation.JSONEncoder {
        let encoder = Foundation.JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
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

/// An answer whose status none of the call's documented answers has.
{{access}}struct {{prefix}}UndocumentedStatus: Swift.Error, Swift.Sendable, Swift.Equatable, Swift.CustomStringConvertible {
    /// The status received.
    {{access}}let statusCode: Swift.Int
    /// The statuses documented, as the spec writes them.
    {{access}}let documented: [Swift.String]

    {{access}}init(statusCode: Swift.Int, documented: [Swift.String]) {
        self.statusCode = statusCode
        self.documented = documented
    }

    {{access}}var description: Swift.String {
        "status \(statusCode) is not one of the documented answers (\(documented.joined(separator: ", ")))"
    }
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
        "AlamofireSupportStreamFlag.swift": #"""
/// Sets a request body's `stream` flag, for the calls that ask for a streamed answer.
enum {{prefix}}StreamFlag {
    static func on<Body>(_ body: Body, _ flag: Swift.WritableKeyPath<Body, Swift.Bool>) -> Body {
        var body = body
        body[keyPath: flag] = true
        return body
    }

    static func on<Body>(_ body: Body, _ flag: Swift.WritableKeyPath<Body, Swift.Bool?>) -> Body {
        var body = body
        body[keyPath: flag] = true
        return body
    }

    static func on<Body>(_ body: Body, _ flag: Swift.WritableKeyPath<Body, {{prefix}}Nullable<Swift.Bool>>) -> Body {
        var body = body
        body[keyPath: flag] = .value(true)
        return body
    }

    static func on<Body>(_ body: Body, _ flag: Swift.WritableKeyPath<Body, {{prefix}}Nullable<Swift.Bool>?>) -> Body {
        var body = body
        body[keyPath: flag] = .value(true)
        return body
    }
}

"""#,
        "AlamofireSupportURLEncoding.swift": ##"""
import Alamofire
import Foundation

/// Parameters as a percent-encoded query string, in the URL or in a form body, written where
/// Alamofire's `URLEncoding` can't write them: keys sorted at every depth, models as the objects of
/// their JSON, OpenAPI's styles (`form` with `explode: false`, `spaceDelimited`, `pipeDelimited`,
/// Swagger 2.0's tabs), array elements numbered from 0 and the brackets of keys left literal, as
/// Stripe's SDKs write a form. Otherwise it writes what Alamofire's writes: `key[]=a`, `key[sub]=b`,
/// only the unreserved characters, `/` and `?` unescaped.
{{access}}struct {{prefix}}URLEncoding: Alamofire.ParameterEncoding {
    /// Where the query goes.
    {{access}}enum Destination: Swift.Sendable, Swift.Equatable, Swift.Hashable {
        /// In the URL for `GET`, `HEAD` and `DELETE`; in the body otherwise.
        case methodDependent
        /// In the URL.
        case queryString
        /// In the body.
        case httpBody
    }

    /// How the key of an array element is written.
    {{access}}enum ArrayEncoding: Swift.Sendable, Swift.Equatable, Swift.Hashable {
        /// `key[]=a&key[]=b`.
        case brackets
        /// `key=a&key=b`.
        case noBrackets
        /// `key[0]=a&key[1]=b`.
        case indexInBrackets
        /// `key=a,b`.
        case commaSeparated
        /// `key=a%20b`.
        case spaceDelimited
        /// `key=a%7Cb`.
        case pipeDelimited
        /// `key=a%09b`.
        case tabDelimited

        func encode(key: Swift.String, atIndex index: Swift.Int) -> Swift.String {
            switch self {
            case .brackets: "\(key)[]"
            case .indexInBrackets: "\(key)[\(index)]"
            case .noBrackets, .commaSeparated, .spaceDelimited, .pipeDelimited, .tabDelimited: key
            }
        }

        /// The separator of the elements written as one value, escaped.
        var delimiter: Swift.String? {
            switch self {
            case .brackets, .noBrackets, .indexInBrackets: nil
            case .commaSeparated: ","
            case .spaceDelimited: "%20"
            case .pipeDelimited: "%7C"
            case .tabDelimited: "%09"
            }
        }
    }

    /// How one key's array or dictionary is written: OpenAPI's `style` and `explode`.
    {{access}}enum Style: Swift.Sendable, Swift.Equatable, Swift.Hashable {
        case form(explode: Swift.Bool)
        case spaceDelimited
        case pipeDelimited
        /// Swagger 2.0's `collectionFormat: tsv`.
        case tabDelimited
        case deepObject

        var arrayEncoding: ArrayEncoding? {
            switch self {
            case .form(explode: true): .noBrackets
            case .form(explode: false): .commaSeparated
            case .spaceDelimited: .spaceDelimited
            case .pipeDelimited: .pipeDelimited
            case .tabDelimited: .tabDelimited
            case .deepObject: nil
            }
        }

        /// The character between elements written as one multipart part, unescaped.
        var unescapedDelimiter: Swift.String? {
            switch self {
            case .form(explode: false): ","
            case .spaceDelimited: " "
            case .pipeDelimited: "|"
            case .tabDelimited: "\t"
            case .form(explode: true), .deepObject: nil
            }
        }
    }

    /// How the brackets of keys (`address[city]`, `expand[0]`) are written.
    {{access}}enum KeyBrackets: Swift.Sendable, Swift.Equatable, Swift.Hashable {
        /// `address%5Bcity%5D`, as Alamofire writes them.
        case escaped
        /// `address[city]`, as Stripe's SDKs write them; servers read both.
        case literal
    }

    /// A method-dependent encoding.
    {{access}}static let `default` = {{prefix}}URLEncoding()
    /// An encoding into the URL.
    {{access}}static let queryString = {{prefix}}URLEncoding(destination: .queryString)
    /// An encoding into the body.
    {{access}}static let httpBody = {{prefix}}URLEncoding(destination: .httpBody)
    /// OpenAPI's query: array elements numbered from 0, booleans `true`/`false`, brackets escaped.
    {{access}}static let openAPIQuery = {{prefix}}URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets, boolEncoding: .literal)
    /// OpenAPI's form body, as Stripe's SDKs write it: array elements numbered from 0, booleans
    /// `true`/`false`, brackets literal: `address[city]=Paris&expand[0]=tax`.
    {{access}}static let openAPIForm = {{prefix}}URLEncoding(
        destination: .httpBody, arrayEncoding: .indexInBrackets, boolEncoding: .literal, keyBrackets: .literal)

    /// Where the query goes.
    {{access}}let destination: Destination
    /// How array elements are keyed.
    {{access}}let arrayEncoding: ArrayEncoding
    /// How booleans are written.
    {{access}}let boolEncoding: Alamofire.URLEncoding.BoolEncoding
    /// The style of particular top-level keys.
    {{access}}let styles: [Swift.String: Style]
    /// How the brackets of keys are written.
    {{access}}let keyBrackets: KeyBrackets
    /// The top-level keys whose values keep RFC 3986's reserved characters, as OpenAPI's
    /// `allowReserved` asks (see ``escapeAllowingReserved(_:)``); keys are always escaped as usual.
    {{access}}let keysAllowingReserved: Swift.Set<Swift.String>

    /// An encoding.
    {{access}}init(
        destination: Destination = .methodDependent, arrayEncoding: ArrayEncoding = .brackets,
        boolEncoding: Alamofire.URLEncoding.BoolEncoding = .numeric, styles: [Swift.String: Style] = [:],
        keyBrackets: KeyBrackets = .escaped, keysAllowingReserved: Swift.Set<Swift.String> = []
    ) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
        self.styles = styles
        self.keyBrackets = keyBrackets
        self.keysAllowingReserved = keysAllowingReserved
    }

    /// This encoding, with particular top-level keys written in their own style.
    {{access}}func adding(styles: [Swift.String: Style]) -> {{prefix}}URLEncoding {
        {{prefix}}URLEncoding(destination: destination, arrayEncoding: arrayEncoding, boolEncoding: boolEncoding,
                    styles: self.styles.merging(styles) { _, new in new }, keyBrackets: keyBrackets,
                    keysAllowingReserved: keysAllowingReserved)
    }

    /// This encoding, with the values of particular top-level keys keeping RFC 3986's reserved
    /// characters, as OpenAPI's `allowReserved: true` asks for a query parameter or a form field:
    /// `q=repo:a/b%20is:open` rather than `q=repo%3Aa/b%20is%3Aopen`.
    {{access}}func allowingReserved(for keys: Swift.Set<Swift.String>) -> {{prefix}}URLEncoding {
        {{prefix}}URLEncoding(destination: destination, arrayEncoding: arrayEncoding, boolEncoding: boolEncoding,
                    styles: styles, keyBrackets: keyBrackets, keysAllowingReserved: keysAllowingReserved.union(keys))
    }

    /// Writes `parameters` into the request's URL query (after any it has) or form body
    /// (`Content-Type: application/x-www-form-urlencoded; charset=utf-8` unless one is set). `nil`,
    /// empty parameters, or parameters that make no pairs leave the request as it is.
    {{access}}func encode(_ urlRequest: any Alamofire.URLRequestConvertible, with parameters: Alamofire.Parameters?) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let parameters, !parameters.isEmpty else { return request }
        let encoded = query(parameters)
        guard !encoded.isEmpty else { return request }
        let inURL = switch destination {
        case .methodDependent: [Alamofire.HTTPMethod.get, .head, .delete].contains(request.method ?? .get)
        case .queryString: true
        case .httpBody: false
        }
        if inURL {
            guard let url = request.url else { throw {{prefix}}RequestError.invalidURL("") }
            let text = url.absoluteString
            let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
            let beforeFragment = text[..<fragmentStart]
            var separator = "?"
            if let queryStart = beforeFragment.firstIndex(of: "?") {
                let existing = beforeFragment[beforeFragment.index(after: queryStart)...]
                separator = existing.isEmpty || existing.hasSuffix("&") ? "" : "&"
            }
            let combined = Swift.String(beforeFragment) + separator + encoded + Swift.String(text[fragmentStart...])
            guard let joined = Foundation.URL(string: combined) else { throw {{prefix}}RequestError.invalidURL(combined) }
            request.url = joined
        } else {
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
            request.httpBody = Foundation.Data(encoded.utf8)
        }
        return request
    }

    /// The parameters as a query string, without a `?`.
    {{access}}func query(_ parameters: Alamofire.Parameters) -> Swift.String {
        var pairs: [Swift.String] = []
        for key in parameters.keys.sorted() {
            guard let value = parameters[key] else { continue }
            let escaping = keysAllowingReserved.contains(key) ? escapeAllowingReserved : escape
            for (name, text) in components(key: key, value: {{prefix}}ParameterValue(value), style: styles[key], text: escaping) {
                pairs.append("\(escapeKey(name))=\(text)")
            }
        }
        return pairs.joined(separator: "&")
    }

    /// Percent-encodes everything but the unreserved characters, `/` and `?`.
    {{access}}func escape(_ string: Swift.String) -> Swift.String {
        {{prefix}}ParameterValue.percentEncoded(string, keeping: {{prefix}}ParameterValue.isQueryByte)
    }

    /// Percent-encodes a value as OpenAPI's `allowReserved` asks: as ``escape(_:)`` does, except that
    /// RFC 3986's reserved `:` `@` `!` `$` `'` `(` `)` `*` `,` `;` and percent-encoded triples (`%2F`)
    /// are kept; `[`, `]`, `#`, `&`, `=` and `+` are still encoded.
    {{access}}func escapeAllowingReserved(_ string: Swift.String) -> Swift.String {
        {{prefix}}ParameterValue.percentEncoded(string, keepingTriples: true, keeping: {{prefix}}ParameterValue.isReservedQueryByte)
    }

    private func escapeKey(_ key: Swift.String) -> Swift.String {
        guard keyBrackets == .literal else { return escape(key) }
        return {{prefix}}ParameterValue.percentEncoded(key) {
            {{prefix}}ParameterValue.isQueryByte($0) || $0 == Swift.UInt8(ascii: "[") || $0 == Swift.UInt8(ascii: "]")
        }
    }

    /// One value as `(key, value)` pairs: the key as it is, the value's text passed through `text`
    /// (``escape(_:)``, or nothing for a multipart part).
    func components(
        key: Swift.String, value: {{prefix}}ParameterValue, style: Style? = nil, text: (Swift.String) -> Swift.String
    ) -> [(Swift.String, Swift.String)] {
        switch value {
        case .null:
            return []
        case .bool, .number, .string, .other:
            return [(key, text(value.scalarText(literalBooleans: boolEncoding == .literal) ?? ""))]
        case let .dictionary(entries):
            switch style {
            case nil, .deepObject?:
                return entries.flatMap { components(key: "\(key)[\($0.key)]", value: $0.value, text: text) }
            case .form(explode: true)?:
                return entries.flatMap { components(key: $0.key, value: $0.value, text: text) }
            case let style?:
                let flat = entries.flatMap { [{{prefix}}ParameterValue.string($0.key), $0.value] }
                return entries.isEmpty ? [] : [(key, joined(flat, by: style.arrayEncoding?.delimiter ?? ",", text: text))]
            }
        case let .array(elements):
            let present = elements.filter { if case .null = $0 { false } else { true } }
            let encoding = style?.arrayEncoding ?? arrayEncoding
            if let delimiter = encoding.delimiter {
                return present.isEmpty ? [] : [(key, joined(present, by: delimiter, text: text))]
            }
            return present.enumerated().flatMap { index, element in
                components(key: encoding.encode(key: key, atIndex: index), value: element, text: text)
            }
        }
    }

    /// The text of each value joined by `delimiter`; nested collections joined the same way.
    private func joined(
        _ values: [{{prefix}}ParameterValue], by delimiter: Swift.String, text: (Swift.String) -> Swift.String
    ) -> Swift.String {
        values.map { value in
            switch value {
            case let .array(elements): joined(elements, by: delimiter, text: text)
            case let .dictionary(entries): joined(entries.flatMap { [.string($0.key), $0.value] }, by: delimiter, text: text)
            default: components(key: "", value: value, text: text).map(\.1).joined(separator: delimiter)
            }
        }.joined(separator: delimiter)
    }
}

"""##,
        "AlamofireSupportUnionDecoder.swift": #"""
/// Decodes generated `oneOf`/`anyOf` enums from their table of ``{{prefix}}UnionVariant``s.
///
/// ```swift
/// {{access}}init(from decoder: any Swift.Decoder) throws {
///     self = try {{prefix}}UnionDecoder.decode(decoder, Self.variants, unknown: Self.unknown)
/// }
/// ```
///
/// How a value finds its variant:
/// 1. Variants of another kind are skipped: a string is never tried as an object.
/// 2. An object variant with fixed keys (a discriminator, or properties that allow one value only,
///    such as Stripe's `"object": "customer"`) is a candidate only when the value has every one
///    of them, with that value. Nothing is decoded to find this out.
/// 3. Candidates are tried with the most fixed keys first, then in the table's order; the first
///    that decodes is the answer. Lookalikes are tried as a group, those with the most of their own
///    keys in the value first: one of them is the answer only when the value decodes as no other
///    of the same standing.
/// 4. A value that no variant takes is kept as JSON in the enum's unknown case, so that a new kind
///    of object doesn't fail a whole answer, and it encodes back to the same JSON. But a value that
///    names a variant by its fixed keys and still doesn't decode as it is an error.
{{access}}enum {{prefix}}UnionDecoder {
    /// Decodes the value `decoder` is at as one of `variants`, or else as `unknown`.
    /// - Parameters:
    ///   - decoder: The decoder, at the value.
    ///   - variants: The enum's variants, in the order decoding considers them.
    ///   - unknown: The case that keeps a value no variant takes, such as `Self.unknown`.
    /// - Throws: `DecodingError` when the value's fixed keys name a variant that it doesn't decode as.
    {{access}}static func decode<Union>(
        _ decoder: any Swift.Decoder, _ variants: [{{prefix}}UnionVariant<Union>], unknown: ({{prefix}}JSONValue) -> Union
    ) throws -> Union {
        if let value = try decodeKnown(decoder, variants) { return value }
        return unknown(try {{prefix}}JSONValue(from: decoder))
    }

    /// The value as one of `variants`, or `nil` when it is none of them (or more than one lookalike).
    static func decodeKnown<Union>(_ decoder: any Swift.Decoder, _ variants: [{{prefix}}UnionVariant<Union>]) throws -> Union? {
        var value = {{prefix}}UnionProbe(decoder, variants)
        var candidates: [Swift.Int] = []
        for (index, variant) in variants.enumerated() {
            switch variant.shape {
            case .string where !value.mayBeString, .object where !value.mayBeObject: continue
            default: break
            }
            if variant.fixed.allSatisfy({ value.has($0.key, $0.value) }) { candidates.append(index) }
        }
        // The variant with the most fixed keys first; the table's order among equals.
        candidates = candidates.enumerated()
            .sorted { variants[$0.element].fixed.count != variants[$1.element].fixed.count
                ? variants[$0.element].fixed.count > variants[$1.element].fixed.count : $0.offset < $1.offset }
            .map(\.element)

        var named: (variant: {{prefix}}UnionVariant<Union>, error: any Swift.Error)?
        var settledGroups: Swift.Set<Swift.Int> = []
        for (position, index) in candidates.enumerated() {
            let variant = variants[index]
            if let group = variant.lookalikes {
                // The whole group at once: those with the most of their own keys first; a value
                // that fits more than one of a tier is none of them.
                guard settledGroups.insert(group).inserted else { continue }
                let members = candidates[position...].filter { variants[$0].lookalikes == group }
                let tiers = Swift.Dictionary(grouping: members) { variants[$0].ownKeys.filter(value.has).count }
                for own in tiers.keys.sorted(by: >) {
                    let fits = tiers[own]!.compactMap { try? variants[$0].decode(decoder) }
                    if fits.count == 1 { return fits[0] }
                    if fits.count > 1 { return nil }
                }
                continue
            }
            do {
                return try variant.decode(decoder)
            } catch {
                if !variant.fixed.isEmpty, named == nil { named = (variant, error) }
            }
        }
        guard let named else { return nil }
        let keys = named.variant.fixed.map { "\($0.key.debugDescription) is \(describe($0.value))" }.joined(separator: ", ")
        throw Swift.DecodingError.typeMismatch(Union.self, Swift.DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "The value is a \(named.variant.typeName) of \(Union.self) (\(keys)), but it doesn't decode as one: "
                + reason(named.error),
            underlyingError: named.error))
    }

    static func describe(_ value: {{prefix}}JSONValue) -> Swift.String {
        switch value {
        case let .string(text): text.debugDescription
        case let .bool(flag): "\(flag)"
        case let .number(number): number.rounded() == number && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
        default: "\(value)"
        }
    }

    /// A short reason: a decoding error's own description, else the error's text.
    static func reason(_ error: any Swift.Error) -> Swift.String {
        switch error as? Swift.DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
             .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        default:
            return Swift.String(describing: error)
        }
    }
}

/// What kind of JSON a value is, found out as cheaply as the variants allow, and its fixed keys.
private struct {{prefix}}UnionProbe {
    /// Set when the value is known to be a string (`true`) or not (`false`).
    private var isString: Swift.Bool?
    private var object: Swift.KeyedDecodingContainer<{{prefix}}CodingKey>?
    /// Values read under fixed keys: `nil` for a key that is missing or holds no scalar.
    private var read: [String: {{prefix}}JSONValue?] = [:]

    init<Union>(_ decoder: any Swift.Decoder, _ variants: [{{prefix}}UnionVariant<Union>]) {
        // A string costs nothing to recognise; an object is looked into only when some variant has fixed keys.
        if variants.contains(where: { $0.shape == .string }) {
            isString = (try? decoder.singleValueContainer().decode(Swift.String.self)) != nil
        }
        if isString != true, variants.contains(where: { !$0.fixed.isEmpty || !$0.ownKeys.isEmpty }) {
            object = try? decoder.container(keyedBy: {{prefix}}CodingKey.self)
        }
    }

    var mayBeString: Swift.Bool { isString ?? true }
    var mayBeObject: Swift.Bool { isString != true }

    /// Whether the value is an object with `key`.
    func has(_ key: Swift.String) -> Swift.Bool {
        object?.contains({{prefix}}CodingKey(key)) ?? false
    }

    /// Whether the value is an object with `value` under `key`.
    mutating func has(_ key: Swift.String, _ value: {{prefix}}JSONValue) -> Swift.Bool {
        guard let object else { return false }
        let found: {{prefix}}JSONValue?
        if let cached = read[key] {
            found = cached
        } else {
            found = Self.scalar(key, in: object)
            read[key] = .some(found)
        }
        return found == value
    }

    private static func scalar(_ key: Swift.String, in object: Swift.KeyedDecodingContainer<{{prefix}}CodingKey>) -> {{prefix}}JSONValue? {
        let codingKey = {{prefix}}CodingKey(key)
        guard object.contains(codingKey) else { return nil }
        if let text = try? object.decode(Swift.String.self, forKey: codingKey) { return .string(text) }
        if let flag = try? object.decode(Swift.Bool.self, forKey: codingKey) { return .bool(flag) }
        if let number = try? object.decode(Swift.Double.self, forKey: codingKey) { return .number(number) }
        return nil
    }
}

/// One variant of a generated `oneOf`/`anyOf` enum, as ``{{prefix}}UnionDecoder`` sees it: what a value must
/// look like to be this variant, and the case that holds it.
///
/// Generated enums list their variants in a table, in the order decoding considers them:
///
/// ```swift
/// private static let variants: [{{prefix}}UnionVariant<Self>] = [
///     .string(Self.id),
///     .object(Self.deletedCustomer, where: ["object": "customer", "deleted": true]),
///     .object(Self.customer, where: ["object": "customer"]),
/// ]
/// ```
{{access}}struct {{prefix}}UnionVariant<Union>: Swift.Sendable {
    /// What JSON the variant is made from, so that a value of another kind isn't tried.
    enum Shape: Swift.Sendable {
        case string, object, other
    }

    let shape: Shape
    /// The keys a value must have, with these values (`"object": "customer"`).
    let fixed: [(key: Swift.String, value: {{prefix}}JSONValue)]
    /// Variants with the same group can't be told apart: a value that decodes as two of them is neither,
    /// unless it has more of one's own keys.
    let lookalikes: Swift.Int?
    /// The keys only this variant declares among its lookalikes.
    var ownKeys: [Swift.String] = []
    /// The type of the value the case holds, for messages.
    let typeName: Swift.String
    let decode: @Sendable (any Swift.Decoder) throws -> Union

    /// A variant whose value is a string: `String`, or a type decoded from one (`Date`, `UUID`, `Data`).
    /// - Parameter make: The enum case that holds it, such as `Self.id`.
    {{access}}static func string<Value: Swift.Decodable & Swift.Sendable>(_ make: @escaping @Sendable (Value) -> Union) -> Self {
        Self(shape: .string, fixed: [], lookalikes: nil, typeName: "\(Value.self)", decode: decoding(make))
    }

    /// A variant that is an enum: only the values it lists are this variant, so that an enum
    /// that keeps unknown values doesn't take every string.
    /// - Parameter make: The enum case that holds it.
    {{access}}static func listed<Value: Swift.Decodable & Swift.Sendable & Swift.CaseIterable & Swift.RawRepresentable>(
        _ make: @escaping @Sendable (Value) -> Union
    ) -> Self where Value.RawValue: Swift.Equatable {
        Self(shape: Value.RawValue.self == Swift.String.self ? .string : .other, fixed: [], lookalikes: nil,
             typeName: "\(Value.self)") { decoder in
            let value = try decoder.singleValueContainer().decode(Value.self)
            guard Value.allCases.contains(where: { $0.rawValue == value.rawValue }) else {
                throw Swift.DecodingError.dataCorrupted(Swift.DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\(value.rawValue) is not a value \(Value.self) lists."))
            }
            return make(value)
        }
    }

    /// A variant that is an object (a struct or a dictionary).
    /// - Parameters:
    ///   - make: The enum case that holds it.
    ///   - fixed: Keys the value must have, with these values: the discriminator, and the required
    ///     properties that allow one value only (Stripe's `"object": "customer"`). Decoding reads
    ///     them first; a value that has more of a variant's keys is that variant before another.
    ///   - group: Set on variants that can't be told apart by their required properties: a value
    ///     that decodes as more than one of the same group is kept as unknown JSON rather than guessed,
    ///     unless it has more of one's `ownKeys` than of the others'.
    ///   - ownKeys: The keys only this variant declares among its group (GitHub's `wait_timer`).
    {{access}}static func object<Value: Swift.Decodable & Swift.Sendable>(
        _ make: @escaping @Sendable (Value) -> Union, where fixed: Swift.KeyValuePairs<Swift.String, {{prefix}}JSONValue> = [:],
        lookalikes group: Swift.Int? = nil, ownKeys: [Swift.String] = []
    ) -> Self {
        var variant = Self(shape: .object, fixed: fixed.map { ($0.key, $0.value) }, lookalikes: group,
                           typeName: "\(Value.self)", decode: decoding(make))
        variant.ownKeys = ownKeys
        return variant
    }

    /// A variant of another kind: a number, a boolean, an array, or any JSON value.
    /// - Parameter make: The enum case that holds it.
    {{access}}static func value<Value: Swift.Decodable & Swift.Sendable>(_ make: @escaping @Sendable (Value) -> Union) -> Self {
        Self(shape: .other, fixed: [], lookalikes: nil, typeName: "\(Value.self)", decode: decoding(make))
    }

    /// A variant that is itself a union: a value it doesn't recognise (which it would keep as
    /// unknown) is not this variant.
    /// - Parameters:
    ///   - make: The enum case that holds it.
    ///   - variants: The inner union's own table.
    {{access}}static func union<Value: Swift.Sendable>(
        _ make: @escaping @Sendable (Value) -> Union, _ variants: [{{prefix}}UnionVariant<Value>]
    ) -> Self {
        Self(shape: .other, fixed: [], lookalikes: nil, typeName: "\(Value.self)") { decoder in
            guard let value = try {{prefix}}UnionDecoder.decodeKnown(decoder, variants) else {
                throw Swift.DecodingError.typeMismatch(Value.self, Swift.DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "The value is none of the variants of \(Value.self)."))
            }
            return make(value)
        }
    }

    /// Decodes through a single-value container, so that the decoder's strategies (dates, data) apply.
    private static func decoding<Value: Swift.Decodable & Swift.Sendable>(
        _ make: @escaping @Sendable (Value) -> Union
    ) -> @Sendable (any Swift.Decoder) throws -> Union {
        { decoder in make(try decoder.singleValueContainer().decode(Value.self)) }
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
        case let .{{name}}(value): Swift.String(describing: value)
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

{{#declaresURLMaker}}
    /// `template` with each `{name}` replaced by its value, percent-encoded so that only unreserved
    /// characters (`A-Z a-z 0-9 - . _ ~`) stay as they are: a value can't add a path segment, a port
    /// or a query. A placeholder without a value is left as it is, which makes the URL invalid.
    private static func url(template: Swift.String, variables: [Swift.String: Swift.String]) -> Foundation.URL? {
        let unreserved = Foundation.CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        var text = ""
        var rest = Swift.Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            if let value = variables[Swift.String(rest[rest.index(after: open)..<close])] {
                text += value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
            } else {
                text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return Foundation.URL(string: text + rest)
    }

{{/declaresURLMaker}}
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
