/// A data type: a Codable struct, or a string enum.
public struct Model: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case object(properties: [Property])
        case stringEnum(cases: [EnumCase])
        /// An enum of whole numbers: `enum Priority: Int { case low = 1 }`.
        case integerEnum(cases: [IntegerEnumCase])
        /// One of several types: an enum with one case per variant, each holding its value.
        case oneOf(OneOf)
        /// Another name for a type: `typealias Pets = [Pet]`.
        case alias(TypeReference)
    }

    /// The type name as written, without generic parameters.
    public var name: String
    /// `ResultData` for `ResponseData<ResultData>`.
    public var genericParameters: [String] = []
    public var description: String?
    public var deprecated: Deprecation?
    public var kind: Kind
    public var location: SourceLocation?
    /// For enums: a value the enum doesn't list decodes into an `unknown` case instead of
    /// failing. OpenAPI documents set it, since servers add values over time.
    public var acceptsUnknownValues = false
    /// For objects: the type of the values under keys the properties don't name (OpenAPI
    /// `additionalProperties` next to `properties`), kept in a dictionary of their own.
    public var additionalProperties: TypeReference?
}

public struct Property: Sendable, Hashable {
    /// The name in Swift, as written (made valid later).
    public var name: String
    /// The key on the wire.
    public var wireName: String
    public var type: TypeReference
    public var description: String?
    public var location: SourceLocation?
    /// Where the type was written, for type errors.
    public var typeSite: TypeSite?
    /// The value the memberwise initializer uses when the caller gives none.
    public var defaultValue: DefaultValue?
    /// Sent by the server only (OpenAPI `readOnly`); the type is optional so requests can leave it out.
    public var isReadOnly = false
    /// Sent by the client only (OpenAPI `writeOnly`); the type is optional so responses can leave it out.
    public var isWriteOnly = false
    public var deprecated: Deprecation?
    /// The schema allows `null` (OpenAPI `nullable: true` or a `null` type), so a request may send
    /// an explicit `null`.
    public var isNullable = false
    /// The schema lists the key as required (OpenAPI `required`), even where the type is optional
    /// because the value may be `null`.
    public var isRequired = false
}

/// A literal default value.
public enum DefaultValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    /// A case of the property's enum type, by its value on the wire.
    case enumValue(String)
    /// `[]`.
    case emptyArray
}

public struct IntegerEnumCase: Sendable, Hashable {
    public var name: String
    public var value: Int
    public var location: SourceLocation?
}

/// The variants of a `oneOf` or `anyOf` schema.
public struct OneOf: Sendable, Hashable {
    public struct Variant: Sendable, Hashable {
        /// The case name as written (made valid later).
        public var name: String
        public var type: TypeReference
        /// The discriminator values that select this variant; empty without a discriminator.
        public var discriminatorValues: [String]
    }

    public var variants: [Variant]
    /// The wire name of the property whose value names the variant, when the schema has one.
    /// Without it, decoding tries each variant in order and takes the first that decodes.
    public var discriminator: String?
}

public struct EnumCase: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation?
}

/// `deprecated: true`, or a message.
public struct Deprecation: Sendable, Hashable {
    public var message: String?
}
