import Foundation

/// The headers a call's answers document, read from a response's header fields.
///
/// Generated code declares one struct per set of documented headers (GitHub's `Link`, its
/// `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`), shared by the operations
/// that document the same ones. A call that documents headers gets a `…WithResponse` variant that
/// returns them typed, in an ``APIResponse``:
///
/// ```swift
/// let answer = try await client.rateLimit.getWithResponse()
/// answer.headers.rateLimitRemaining                 // Int?
/// answer.response.headers["X-GitHub-Request-Id"]    // any other header, as text
/// ```
///
/// ``HTTPHeaders`` conforms too: it reads every header and types none.
public protocol ResponseHeaders: Sendable {
    /// Reads the documented headers from the response's fields.
    ///
    /// A header that is missing, or whose text doesn't read as its type, is `nil`; its text is
    /// still in the response's ``HTTPResponse/headers``.
    /// - Parameter headers: The response's header fields.
    init(headers: HTTPHeaders)
}

extension HTTPHeaders: ResponseHeaders {
    /// The fields as they are.
    /// - Parameter headers: The response's header fields.
    public init(headers: HTTPHeaders) {
        self = headers
    }
}
