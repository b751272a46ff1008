/// `APIError+<Prefix>.swift`: an accessor on `APIError` per type that documented error answers
/// have, which reads a failed call's body typed (`error.validationError`).
public struct DocumentedErrorsContext: Codable, Equatable, Sendable {
    public var fileName: String
    public var accessors: [ErrorAccessorContext]
}

/// `public var validationError: ValidationError? { documentedBody?.value as? ValidationError }`.
public struct ErrorAccessorContext: Codable, Equatable, Sendable {
    /// Escaped for use in a declaration.
    public var name: String
    /// The spelled body type, not optional.
    public var type: String
    public var docComment: [String]
}
