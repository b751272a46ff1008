import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests and decodes responses.
///
/// A value type and `Sendable`: create one per API and share it freely across tasks.
/// Every call builds the request (from a ``RequestRouter`` or any
/// ``URLRequestConvertible``), lets the ``interceptor`` adapt it, sends it through the
/// ``transport``, validates the response, retries as the interceptor decides, and
/// finally decodes the body. Every failure is an ``APIError``.
///
/// ```swift
/// let client = APIClient(interceptor: InterceptorChain(ClosureAdapter.bearerToken { await session.token }, APIClientRetryPolicy.default))
/// let posts = try await client.decode([Post].self, from: PostsRouter.list(page: 1))
/// ```
public struct APIClient: Sendable {
    /// The server root for routers, in place of the API's server; `nil` uses each route's own
    /// ``RequestRouter/baseURL``. The routes whose operation has a server of its own keep it:
    /// ``operationServers`` moves those (see ``serverURL(for:)``). Plain `URLRequest`s are sent to
    /// their own URL either way.
    public var baseURL: URL?
    /// Where the routes whose operation has a server of its own go instead, keyed by that server
    /// as the generated code names it: `[StripeServer.files: URL(string: "http://localhost:12111/")!]`.
    /// A server it doesn't name stays where the document puts it, whatever ``baseURL`` is.
    public var operationServers: [URL: URL]
    /// What sends the requests; ``URLSessionTransport`` by default.
    public var transport: any HTTPTransport
    /// Adapts requests and decides on retries; `nil` sends them as built, once.
    public var interceptor: (any APIClientInterceptor)?
    /// Told about every attempt, in order.
    public var eventMonitors: [any APIClientEventMonitor]
    /// The validation used when neither the call nor the route gives one.
    public var validation: ResponseValidation
    /// Decodes response bodies. It is a class: configure it before sharing the client.
    public var decoder: JSONDecoder
    /// Encodes routers' `Encodable` bodies. It is a class: configure it before sharing the client.
    public var encoder: JSONEncoder
    /// Keeps the last response inside ``withResponse(_:)``; `nil` otherwise.
    var responseRecorder: ResponseRecorder?
    /// The error answers the current call documents; see ``documenting(_:)``.
    var documentedErrors: DocumentedErrors?

    /// Creates a client.
    /// - Parameters:
    ///   - baseURL: Takes the place of the API's server, e.g. for a staging server; operations with a
    ///     server of their own keep it.
    ///   - operationServers: Where the operations with a server of their own go instead; see ``operationServers``.
    ///   - transport: What sends requests; a `URLSession.shared` transport by default.
    ///   - interceptor: Adapts and retries requests; none by default.
    ///   - eventMonitors: Hooks for logging and metrics; none by default.
    ///   - validation: The accepted responses; ``ResponseValidation/default`` by default.
    ///   - decoder: Decodes bodies; `JSONDecoder.routeGenDefault` by default.
    ///   - encoder: Encodes request bodies; `JSONEncoder.routeGenDefault` by default.
    public init(
        baseURL: URL? = nil,
        operationServers: [URL: URL] = [:],
        transport: any HTTPTransport = URLSessionTransport(),
        interceptor: (any APIClientInterceptor)? = nil,
        eventMonitors: [any APIClientEventMonitor] = [],
        validation: ResponseValidation = .default,
        decoder: JSONDecoder = .routeGenDefault,
        encoder: JSONEncoder = .routeGenDefault
    ) {
        self.baseURL = baseURL
        self.operationServers = operationServers
        self.transport = transport
        self.interceptor = interceptor
        self.eventMonitors = eventMonitors
        self.validation = validation
        self.decoder = decoder
        self.encoder = encoder
    }

    /// Builds, adapts, sends (retrying as the interceptor decides) and validates.
    /// - Parameters:
    ///   - request: A router case or any other request.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The validated response, body untouched.
    /// - Throws: Any ``APIError`` except ``APIError/decoding(_:)`` and ``APIError/server(_:)``.
    public func response(
        for request: some URLRequestConvertible, validation: ResponseValidation? = nil
    ) async throws(APIError) -> HTTPResponse {
        try await perform(prepare(request, acceptingJSON: false), validation: validation)
    }

    /// Sends the request and ignores the body, for routes that return nothing.
    /// - Parameters:
    ///   - request: A router case or any other request.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Throws: As ``response(for:validation:)``.
    public func send(_ request: some URLRequestConvertible, validation: ResponseValidation? = nil) async throws(APIError) {
        _ = try await response(for: request, validation: validation)
    }

    /// Sends the request and decodes the body as `T`.
    ///
    /// Adds `Accept: application/json` when the request has no `Accept` header, so the
    /// content type is validated. An empty body decodes as ``EmptyPayload``.
    /// - Parameters:
    ///   - type: The type of the body, e.g. `[Post].self`.
    ///   - request: A router case or any other request.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The decoded body.
    /// - Throws: As ``response(for:validation:)``, and ``APIError/decoding(_:)``.
    public func decode<T: Decodable>(
        _ type: T.Type, from request: some URLRequestConvertible, validation: ResponseValidation? = nil
    ) async throws(APIError) -> T {
        let response = try await perform(prepare(request, acceptingJSON: true), validation: validation)
        return try decodeBody(type, from: response)
    }

    /// Sends the request, reads the response envelope and returns its payload.
    ///
    /// The body is decoded in one pass: the code, the message and (only for a success
    /// code) the payload. Adds `Accept: application/json` like ``decode(_:from:validation:)``.
    /// - Parameters:
    ///   - type: The payload's type; ``EmptyPayload`` for routes that return nothing.
    ///   - envelope: The spec's envelope description.
    ///   - request: A router case or any other request.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The payload.
    /// - Throws: As ``decode(_:from:validation:)``, and ``APIError/server(_:)`` when the
    ///   envelope's code is not a success code.
    public func payload<T: Decodable, Envelope: ResponseEnvelope>(
        _ type: T.Type,
        in envelope: Envelope.Type,
        from request: some URLRequestConvertible,
        validation: ResponseValidation? = nil
    ) async throws(APIError) -> T {
        let response = try await perform(prepare(request, acceptingJSON: true), validation: validation)
        return try decodePayload(type, in: envelope, from: response)
    }
}

extension APIClient {
    /// Sends the request and returns the body's bytes as they are, for routes that return a file,
    /// an image or other data that is not JSON.
    /// - Parameters:
    ///   - request: A router case or any other request.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The validated response's body.
    /// - Throws: As ``response(for:validation:)``.
    public func data(from request: some URLRequestConvertible, validation: ResponseValidation? = nil) async throws(APIError) -> Data {
        try await response(for: request, validation: validation).body
    }
}
