/// A Codable struct, or a string enum.
public struct ModelContext: Codable, Equatable, Sendable {
    /// The type name, without generic parameters.
    public var name: String
    /// `ResponseData<ResultData>`, or the name when there are no generic parameters.
    public var declarationName: String
    public var docComment: [String]
    /// Where the model comes from, e.g. `models.Post in api.yaml`.
    public var provenance: String
    /// An `@available(*, deprecated…)` line, or `nil`.
    public var deprecation: String?
    /// The output file, relative to the output folder.
    public var fileName: String

    /// Set for structs.
    public var isStruct: Bool
    public var properties: [PropertyContext]
    /// `id: Swift.Int, note: Swift.String? = nil`, for the memberwise initializer.
    public var initializerParameters: String
    /// Present only when some wire name differs from its property name.
    public var codingKeys: CodingKeysContext?

    /// Set for string enums.
    public var isEnum: Bool
    public var cases: [EnumCaseContext]

    /// The conformances written in the declaration, e.g. `Codable, Hashable, Sendable`;
    /// `nil` for generic models, which conform conditionally instead.
    public var conformances: String?
    /// For generic models: one conditional conformance per protocol.
    public var conditionalConformances: [ConditionalConformanceContext]
}

public struct PropertyContext: Codable, Equatable, Sendable {
    public var name: String
    /// The spelled type, e.g. `[Post]?` or `Swift.Int`.
    public var type: String
    public var isOptional: Bool
    public var wireName: String
    public var docComment: [String]
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
}
