import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one error ``APIClient`` throws.
///
/// Every case says at which step a call failed, so callers can `switch` over it or
/// use the accessors (``statusCode``, ``response``, ``isTimeout``, …) when they only
/// care about one detail:
///
/// ```swift
/// do {
///     let user = try await client.decode(User.self, from: UsersRouter.readUser(username: "ada"))
/// } catch .unacceptableStatus(let response) where response.statusCode == 404 {
///     showNotFound()
/// } catch {
///     showAlert(error.description)
/// }
/// ```
public enum APIError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// Building the `URLRequest` failed; the text says why (usually a ``RouteGenError``).
    case invalidRequest(String)
    /// An ``APIClientInterceptor``'s `adapt` threw this error; nothing was sent.
    case adaptationFailed(any Error)
    /// The transport got no response: a `URLError` (timeout, refused connection, …) or
    /// whatever else the transport threw.
    case transport(any Error)
    /// The status code is not one of the accepted codes; the response has code and body.
    case unacceptableStatus(HTTPResponse)
    /// The response's media type matches none of the request's `Accept` media ranges.
    case unacceptableContentType(HTTPResponse, accepted: [String])
    /// The body could not be decoded into the expected type.
    case decoding(DecodingFailure)
    /// The response envelope's code is not one of its success codes.
    case server(ServerError)
    /// The task was cancelled (a `CancellationError` or `URLError(.cancelled)`).
    case cancelled

    /// The response, for ``unacceptableStatus(_:)`` and ``unacceptableContentType(_:accepted:)``.
    public var response: HTTPResponse? {
        switch self {
        case .unacceptableStatus(let response), .unacceptableContentType(let response, _):
            return response
        case .invalidRequest, .adaptationFailed, .transport, .decoding, .server, .cancelled:
            return nil
        }
    }

    /// The HTTP status code, for every case that got as far as a response.
    public var statusCode: Int? {
        switch self {
        case .decoding(let failure): return failure.statusCode
        case .server(let error): return error.statusCode
        default: return response?.statusCode
        }
    }

    /// The `URLError` behind a ``transport(_:)`` failure, if it is one.
    public var urlError: URLError? {
        guard case .transport(let error) = self else { return nil }
        return error as? URLError
    }

    /// `true` when the transport gave up waiting (`URLError.timedOut`).
    public var isTimeout: Bool { urlError?.code == .timedOut }

    /// Decodes the body of a failed response, e.g. into a documented error model.
    ///
    /// Works for ``unacceptableStatus(_:)``, ``unacceptableContentType(_:accepted:)`` and
    /// ``server(_:)``. Generated calls decode the bodies their operations document themselves:
    /// see ``documentedBody`` and the generated properties (`error.validationError`).
    /// - Parameters:
    ///   - type: The type to decode, e.g. a spec's `ErrorResponse`.
    ///   - decoder: The decoder; `JSONDecoder.routeGenDefault` by default.
    /// - Returns: The decoded value, or `nil` when there is no body or it does not decode.
    public func decodeBody<T: Decodable>(as type: T.Type, using decoder: JSONDecoder = .routeGenDefault) -> T? {
        let body: Data
        switch self {
        case .server(let error): body = error.body
        default: body = response?.body ?? Data()
        }
        guard !body.isEmpty else { return nil }
        return try? decoder.decode(type, from: body)
    }

    /// A sentence saying what failed, with the status code and a body excerpt where
    /// there is one.
    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            return "Could not build the request: \(reason)"
        case .adaptationFailed(let error):
            return "A request interceptor could not adapt the request: \(Self.describe(error))"
        case .transport(let error):
            return "The request got no response: \(Self.describe(error))"
        case .unacceptableStatus(let response):
            return "The server answered \(HTTPStatus.text(response.statusCode))\(Self.target(of: response))"
                + BodyExcerpt.suffix(of: response.body)
        case .unacceptableContentType(let response, let accepted):
            let received = response.contentType.map { "Content-Type \($0)" } ?? "no Content-Type"
            return "The server answered\(Self.target(of: response)) with \(received), "
                + "but the request accepts only \(accepted.joined(separator: ", "))"
                + BodyExcerpt.suffix(of: response.body)
        case .decoding(let failure):
            return failure.description
        case .server(let error):
            return error.description
        case .cancelled:
            return "The request was cancelled."
        }
    }

    /// The same text as ``description``, for `LocalizedError` consumers.
    public var errorDescription: String? { description }

    /// `" for GET https://…"`, as far as the response knows its request.
    private static func target(of response: HTTPResponse) -> String {
        let parts = [response.requestMethod?.rawValue, response.url?.absoluteString].compactMap { $0 }
        return parts.isEmpty ? "" : " for " + parts.joined(separator: " ")
    }

    /// A readable text for an underlying error; `URLError`'s default text is opaque.
    private static func describe(_ error: any Error) -> String {
        if let urlError = error as? URLError {
            return "URLError \(urlError.code.rawValue) (\(URLErrorName.of(urlError.code)))"
        }
        return String(describing: error)
    }
}
