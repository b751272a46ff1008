/// A struct of the headers some calls' answers document, which their `…WithResponse` variants
/// return typed: `RateLimitHeaders` with `rateLimitRemaining: Swift.Int?`.
public struct ResponseHeadersContext: Codable, Equatable, Sendable {
    public var typeName: String
    /// `Clients/RateLimitHeaders.swift`.
    public var fileName: String
    public var docComment: [String]
    /// `RouteGenRuntime.ResponseHeaders, Swift.Equatable`; without `Equatable` when models aren't `Hashable`.
    public var conformances: String
    public var properties: [HeaderPropertyContext]
}

/// One documented header: `public var rateLimitRemaining: Swift.Int?`, read in `init(headers:)`.
public struct HeaderPropertyContext: Codable, Equatable, Sendable {
    /// Escaped for use in a declaration.
    public var name: String
    /// The spelled type, always optional: `Swift.Int?`.
    public var type: String
    public var docComment: [String]
    /// The expression that reads it from `headers`: `headers.value("X-RateLimit-Remaining", as: Swift.Int.self)`.
    public var reading: String
}
