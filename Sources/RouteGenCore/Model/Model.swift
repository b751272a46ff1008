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
    /// Where the schemas it stands for are written: JSON pointers such as
    /// `#/components/schemas/customer` (with the file in front for another file), every copy's for
    /// a type that stands for several identical inline schemas. Empty for routegen specs.
    public var places: [String] = []
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
    /// The only value the schema allows (an `enum` of one value, or `const`): Stripe's
    /// `object: "customer"`, `deleted: true`. It tells the variants of a `oneOf` apart.
    public var fixedValue: FixedValue?
}

/// A value a property must have: a string, a whole number or a boolean.
public enum FixedValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case bool(Bool)
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
        /// The properties a value must have, with these values, to be this variant: the
        /// discriminator, and the required properties that allow one value only. Set once every
        /// model is known (see `OpenAPITranslator.chooseVariantsBySingleValues`).
        public var fixedProperties: [FixedProperty] = []
        /// Variants with the same number can't be told apart by their required properties (the
        /// generator warns): a value that decodes as more than one of them, and has no property
        /// that only one of them declares, is kept as unknown JSON rather than guessed.
        public var lookalikeGroup: Int?
        /// For a lookalike: the keys only it declares among its group (GitHub's `wait_timer`).
        public var ownKeys: [String] = []

        public init(name: String, type: TypeReference, discriminatorValues: [String] = []) {
            self.name = name
            self.type = type
            self.discriminatorValues = discriminatorValues
        }
    }

    /// A key and the value it must have.
    public struct FixedProperty: Sendable, Hashable {
        public var key: String
        public var value: FixedValue
    }

    public var variants: [Variant]
    /// The wire name of the property whose value names the variant, when the schema has one.
    public var discriminator: String?
    /// The order decoding considers the variants in, as indices into `variants`: the more a
    /// variant asks of a value, the earlier. Empty means the written order.
    public var trialOrder: [Int] = []

    public init(variants: [Variant], discriminator: String? = nil) {
        self.variants = variants
        self.discriminator = discriminator
    }
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
