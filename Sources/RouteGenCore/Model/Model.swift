/// A data type: a Codable struct, or a string enum.
public struct Model: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case object(properties: [Property])
        case stringEnum(cases: [EnumCase])
    }

    /// The type name as written, without generic parameters.
    public var name: String
    /// `ResultData` for `ResponseData<ResultData>`.
    public var genericParameters: [String] = []
    public var description: String?
    public var deprecated: Deprecation?
    public var kind: Kind
    public var location: SourceLocation?
}

public struct Property: Sendable, Equatable {
    /// The name in Swift, as written (made valid later).
    public var name: String
    /// The key on the wire.
    public var wireName: String
    public var type: TypeReference
    public var description: String?
    public var location: SourceLocation?
    /// Where the type was written, for type errors.
    public var typeSite: TypeSite?
}

public struct EnumCase: Sendable, Equatable {
    public var name: String
    public var value: String
    public var location: SourceLocation?
}

/// `deprecated: true`, or a message.
public struct Deprecation: Sendable, Equatable {
    public var message: String?
}
