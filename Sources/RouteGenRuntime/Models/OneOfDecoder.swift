/// Decodes a value that may be any of several types (an OpenAPI `oneOf` or `anyOf` without a
/// discriminator), for generated enums: each variant is tried in order and the first that decodes wins.
///
/// ```swift
/// var oneOf = RouteGenRuntime.OneOfDecoder(decoder)
/// if let value = oneOf.attempt(Cat.self) {
///     self = .cat(value)
/// } else if let value = oneOf.attempt(Dog.self) {
///     self = .dog(value)
/// } else {
///     throw oneOf.noMatch(Self.self)
/// }
/// ```
public struct OneOfDecoder {
    private let decoder: any Decoder
    /// Each variant tried so far, and why it didn't decode.
    private var failures: [(variant: String, error: any Error)] = []

    /// Prepares to decode the value `decoder` is at.
    public init(_ decoder: any Decoder) {
        self.decoder = decoder
    }

    /// The whole value decoded as `type`, or `nil` (remembering why) when it isn't one.
    ///
    /// Decodes through a single-value container, so the decoder's strategies (dates, data) apply.
    public mutating func attempt<T: Decodable>(_ type: T.Type) -> T? {
        do {
            return try decoder.singleValueContainer().decode(type)
        } catch {
            failures.append((String(describing: type), error))
            return nil
        }
    }

    /// The error for a value that is none of the variants: a `typeMismatch` that names every
    /// variant tried and why it failed.
    public func noMatch<Enum>(_ type: Enum.Type) -> DecodingError {
        let reasons = failures.map { "\($0.variant) (\(Self.reason($0.error)))" }
        return DecodingError.typeMismatch(type, DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "The value matches none of the variants of \(type): \(reasons.joined(separator: "; ")).",
            underlyingError: failures.last?.error))
    }

    /// A short reason: a decoding error's own description, else the error's text.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
             .dataCorrupted(let context)?:
            return context.debugDescription
        default:
            return String(describing: error)
        }
    }
}
