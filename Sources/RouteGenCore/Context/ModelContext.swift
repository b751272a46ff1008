/// A Codable struct, an enum (closed, or open to values it doesn't list), a `oneOf` enum or a typealias.
/// Exactly one of `isStruct`, `isEnum`, `openEnum`, `oneOf` and `aliasedType` is set.
public struct ModelContext: Codable, Equatable, Sendable {
    /// The type name, without generic parameters.
    public var name: String
    /// `ResponseData<ResultData>`, or the name when there are no generic parameters.
    public var declarationName: String
    public var docComment: [String]
    /// Where the model comes from, e.g. `models.Post in api.yaml`.
    public var provenance: String
    /// For an OpenAPI document: where its schemas are written, as JSON pointers
    /// (`#/components/schemas/pet`); several for a type that stands for identical inline schemas.
    /// Empty for routegen specs.
    public var places: [String]
    /// An `@available(*, deprecated…)` line, or `nil`.
    public var deprecation: String?
    /// The output file, relative to the output folder.
    public var fileName: String
    /// Set when the declaration uses the runtime: `JSONValue`, `Indirect`, or the `oneOf` decoders.
    public var importsRuntime: Bool

    /// Set for structs.
    public var isStruct: Bool
    public var properties: [PropertyContext]
    /// `id: Swift.Int, note: Swift.String? = nil`, for the memberwise initializer.
    public var initializerParameters: String
    /// Present when some wire name differs from its property name, or the struct has `additionalProperties`.
    public var codingKeys: CodingKeysContext?
    /// Set for structs that keep the keys their properties don't name: the struct then has
    /// `init(from:)` and `encode(to:)` of its own.
    public var additionalProperties: AdditionalPropertiesContext?

    /// Set for enums with a raw value (`String` or `Int`) that accept only the values they list.
    public var isEnum: Bool
    public var cases: [EnumCaseContext]

    /// Set for enums that accept values they don't list, into a case of their own.
    public var openEnum: OpenEnumContext?
    /// Set for `oneOf` enums: one case per variant.
    public var oneOf: OneOfContext?
    /// Set for typealiases: the spelled type the alias stands for.
    public var aliasedType: String?
    /// The typealiases of this model, written in its file after it, sorted by name: a typealias
    /// of one model is not a file of its own (see `ContextBuilder.modelContexts()`).
    public var aliases: [AliasContext] = []

    /// The conformances written in the declaration, e.g. `Codable, Hashable, Sendable`;
    /// `nil` for generic models, which conform conditionally instead.
    public var conformances: String?
    /// For generic models: one conditional conformance per protocol.
    public var conditionalConformances: [ConditionalConformanceContext]
}

/// A typealias written in the file of the model it names, after that model.
public struct AliasContext: Codable, Equatable, Sendable {
    public var docComment: [String]
    /// The `@available(*, deprecated…)` line, or none: a list, so that the template never reads the
    /// declaration's own line in its place.
    public var deprecation: [String]
    public var name: String
    /// The spelled type the alias stands for: the name of the model whose file holds it.
    public var aliasedType: String

    public init(_ alias: ModelContext) {
        docComment = alias.docComment
        deprecation = alias.deprecation.map { [$0] } ?? []
        name = alias.name
        aliasedType = alias.aliasedType ?? ""
    }
}

public struct PropertyContext: Codable, Equatable, Sendable {
    public var name: String
    /// The spelled type, e.g. `[Post]?` or `Swift.Int`.
    public var type: String
    public var isOptional: Bool
    public var wireName: String
    public var docComment: [String]
    /// The default argument of the memberwise initializer, e.g. `20`, `.open` or `[]`.
    public var defaultLiteral: String?
    /// An `@available(*, deprecated…)` line, or `nil`.
    public var deprecation: String?
    /// Set when the property is stored out of line (`@RouteGenRuntime.Indirect`) to break a cycle.
    public var isIndirect: Bool
    /// For deprecated properties: the private stored property behind the public one, e.g. `_legacyId`,
    /// so that the initializer and `Codable` use it without a deprecation warning.
    public var storageName: String?
    /// What the initializer assigns to: `storageName` or `name`.
    public var assignee: String
}

/// An enum that decodes any value: the listed ones into their cases, others into `unknownCase`.
public struct OpenEnumContext: Codable, Equatable, Sendable {
    /// `Swift.String` or `Swift.Int`.
    public var rawType: String
    /// The case holding unlisted values, escaped: `unknown`, or `unknownValue` when a listed value took that name.
    public var unknownCase: String
    public var cases: [OpenEnumCaseContext]
    /// The listed cases as an array literal, for `allCases`: `[.open, .closed]`.
    public var allCasesLiteral: String
}

public struct OpenEnumCaseContext: Codable, Equatable, Sendable {
    /// Escaped for use in a declaration.
    public var name: String
    /// The wire value as a literal: `"open"` or `2`.
    public var valueLiteral: String
}

/// An enum with one case per variant of a `oneOf`, each holding its value, and a case for values
/// none of them describes. Decoding goes through `RouteGenRuntime.UnionDecoder` with a table of
/// the variants (`trials`); encoding writes the held value.
public struct OneOfContext: Codable, Equatable, Sendable {
    public var variants: [VariantContext]
    /// The case holding a value no variant takes, as JSON, escaped: `unknown`, or `unknownValue`
    /// when a variant took that name.
    public var unknownCase: String
    /// The static table of the variants: `variants`, or `variantTable` when a variant took that name.
    public var tableName: String
    /// The variants in the order decoding considers them, each as the table spells it.
    public var trials: [VariantTrialContext]
    /// Set when every variant is a scalar (`Int` or `String`, say), so the enum can stand in a path,
    /// a query item or a header: it then gets a `description`.
    public var isText: Bool
    /// Set when some variant is a model: the enum is `indirect`, so each value is boxed. Stripe's
    /// "an id or the whole object" fields otherwise nest structs inside structs until the
    /// compiler spends minutes and gigabytes laying out a single type.
    public var isIndirect: Bool
}

public struct VariantContext: Codable, Equatable, Sendable {
    /// The case name, escaped.
    public var name: String
    /// The spelled type of the value it holds.
    public var type: String
    /// Set when the case is `indirect`, to break a cycle.
    public var isIndirect: Bool
    /// The text of its value `value`, for the `description` of a union of scalars: `value`,
    /// `value.rawValue`, `RouteGenRuntime.RFC3339.text(of: value)`, `Swift.String(describing: value)`.
    public var text: String
}

/// One entry of a `oneOf` enum's table: `.object(Self.customer, where: ["object": "customer"])`.
public struct VariantTrialContext: Codable, Equatable, Sendable {
    /// The `RouteGenRuntime.UnionVariant` maker: `string` (a `String`, `UUID` or `URL`), `listed`
    /// (an enum: only the values it lists), `object` (a struct or a dictionary), `union` (another
    /// `oneOf` enum) or `value` (anything else).
    public var kind: String
    /// The case name, escaped.
    public var caseName: String
    /// For `union`: the inner enum's table, e.g. `Pet.variants`.
    public var innerTable: String?
    /// For `object`: the keys a value must have, with their values, as a dictionary literal:
    /// `["object": "customer", "deleted": true]`.
    public var fixedLiteral: String?
    /// Set on variants that can't be told apart, the same number for each of a group.
    public var lookalikeGroup: Int?
    /// For a lookalike: the keys only it declares among its group, as an array literal: `["wait_timer"]`.
    public var ownKeysLiteral: String?
}

/// `extension ResponseData: Encodable where ResultData: Encodable {}`.
public struct ConditionalConformanceContext: Codable, Equatable, Sendable {
    public var protocolName: String
    /// `ResultData: Encodable, Other: Encodable`.
    public var requirements: String
}

/// The `CodingKeys` enum of a struct: every property, with a raw value where the wire name differs.
public struct CodingKeysContext: Codable, Equatable, Sendable {
    public var cases: [EnumCaseContext]
    /// Set when the struct's own `init(from:)` needs `CodingKeys.allCases`.
    public var isCaseIterable = false
}

/// The dictionary of the keys a struct's properties don't name, and how the struct codes the others.
public struct AdditionalPropertiesContext: Codable, Equatable, Sendable {
    /// The dictionary property: `additionalProperties`.
    public var name: String
    /// The spelled type of its values, e.g. `Swift.String`.
    public var valueType: String
    /// The named properties, in order.
    public var members: [CodedMemberContext]
}

/// One named property as a hand-written `init(from:)` and `encode(to:)` read and write it.
public struct CodedMemberContext: Codable, Equatable, Sendable {
    /// What is assigned, read and used as the coding key: the property or its private storage.
    public var assignee: String
    /// The spelled type without optionality, for `decode(_:forKey:)`.
    public var type: String
    /// Set for optional properties: `decodeIfPresent` and `encodeIfPresent`.
    public var isOptional: Bool
}
