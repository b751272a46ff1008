import Foundation

/// The errors thrown while turning a route into a `URLRequest`.
public enum RouteGenError: Error, Sendable, Equatable, Hashable, CustomStringConvertible, LocalizedError {
    /// The given text (usually a base URL joined with a route path) is not a valid URL.
    case invalidURL(String)
    /// A request that had to be modified has no URL at all.
    case missingURL
    /// The header with this name has a name or value containing a carriage return,
    /// line feed or NUL character, which could be used to inject extra header lines.
    case invalidHeaderValue(name: String)
    /// The route parameters could not be encoded; the text explains why.
    case parameterEncodingFailed(String)
    /// The `Encodable` request body could not be encoded; the text explains why.
    case bodyEncodingFailed(String)

    /// A human-readable explanation of the failure.
    public var description: String {
        switch self {
        case .invalidURL(let text):
            return "Could not build a valid URL from \"\(text)\"."
        case .missingURL:
            return "The request has no URL, so its parameters cannot be encoded."
        case .invalidHeaderValue(let name):
            return "The header \(name.debugDescription) contains a CR, LF or NUL character and was rejected."
        case .parameterEncodingFailed(let reason):
            return "Parameter encoding failed: \(reason)"
        case .bodyEncodingFailed(let reason):
            return "Request body encoding failed: \(reason)"
        }
    }

    /// The same text as ``description``, exposed for `LocalizedError` consumers.
    public var errorDescription: String? { description }
}
