/// Decodes a value whose type is named by one of its properties (an OpenAPI `oneOf` with a
/// `discriminator`), for generated enums.
///
/// ```swift
/// let oneOf = try RouteGenRuntime.DiscriminatedDecoder(decoder, key: "petType")
/// switch oneOf.value {
/// case "cat": self = .cat(try oneOf.decode(Cat.self))
/// case "dog": self = .dog(try oneOf.decode(Dog.self))
/// default: throw oneOf.unknownValue(Self.self, expected: ["cat", "dog"])
/// }
/// ```
public struct DiscriminatedDecoder {
    private let decoder: any Decoder
    /// The discriminator's key.
    public let key: String
    /// The discriminator's value: the name of the variant the value is.
    public let value: String

    /// Reads the discriminator.
    /// - Throws: `DecodingError` when the value is not an object, or has no string under `key`.
    public init(_ decoder: any Decoder, key: String) throws {
        self.decoder = decoder
        self.key = key
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        value = try container.decode(String.self, forKey: AnyCodingKey(key))
    }

    /// The whole value (discriminator included) decoded as the chosen variant.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.singleValueContainer().decode(type)
    }

    /// The error for a discriminator value that names no variant.
    /// - Parameters:
    ///   - type: The enum being decoded, for the message.
    ///   - expected: The values that name a variant.
    public func unknownValue<Enum>(_ type: Enum.Type, expected: [String]) -> DecodingError {
        let listed = expected.map(\.debugDescription).joined(separator: ", ")
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath + [AnyCodingKey(key)],
            debugDescription: "\(key.debugDescription) is \(value.debugDescription), which names no variant of \(type); "
                + "expected one of \(listed)."))
    }
}
