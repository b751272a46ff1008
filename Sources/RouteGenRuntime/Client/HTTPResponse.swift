import Foundation

/// A response as received: status, headers, body.
///
/// Transports produce it; ``APIClient`` validates and decodes it, and the errors that
/// concern a response carry it so the status code and body are never lost.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code, e.g. `200` or `404`.
    public var statusCode: Int
    /// The response's header fields, looked up case-insensitively.
    public var headers: HTTPHeaders
    /// The raw body; empty when the server sent none.
    public var body: Data
    /// The URL the response came from (after redirects), when known.
    public var url: URL?
    /// The method of the request this response answers, when known.
    ///
    /// ``APIClient`` fills it in (and ``url`` when a transport left it `nil`), so that
    /// error descriptions can say which request failed, e.g. `GET https://…/users/x`.
    public var requestMethod: HTTPMethod?
    /// The body decoded as the call documents it for this status, when the call documents error
    /// answers (``APIClient/documenting(_:)``) and this one was refused for its status; `nil` otherwise.
    public var documentedBody: DocumentedBody?

    /// Creates a response.
    /// - Parameters:
    ///   - statusCode: The HTTP status code.
    ///   - headers: The header fields; none by default.
    ///   - body: The body; empty by default.
    ///   - url: The URL the response came from, if known.
    public init(statusCode: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL? = nil) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// The `Content-Type` header's value (the name is matched ignoring case), or `nil`.
    public var contentType: String? { headers["Content-Type"] }
}
