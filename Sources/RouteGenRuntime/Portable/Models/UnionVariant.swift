/// One variant of a generated `oneOf`/`anyOf` enum, as ``UnionDecoder`` sees it: what a value must
/// look like to be this variant, and the case that holds it.
///
/// Generated enums list their variants in a table, in the order decoding considers them:
///
/// ```swift
/// private static let variants: [RouteGenRuntime.UnionVariant<Self>] = [
///     .string(Self.id),
///     .object(Self.deletedCustomer, where: ["object": "customer", "deleted": true]),
///     .object(Self.customer, where: ["object": "customer"]),
/// ]
/// ```
public struct UnionVariant<Union>: Sendable {
    /// What JSON the variant is made from, so that a value of another kind isn't tried.
    enum Shape: Sendable {
        case string, object, other
    }

    let shape: Shape
    /// The keys a value must have, with these values (`"object": "customer"`).
    let fixed: [(key: String, value: JSONValue)]
    /// Variants with the same group can't be told apart: a value that decodes as two of them is neither,
    /// unless it has more of one's own keys.
    let lookalikes: Int?
    /// The keys only this variant declares among its lookalikes.
    var ownKeys: [String] = []
    /// The type of the value the case holds, for messages.
    let typeName: String
    let decode: @Sendable (any Decoder) throws -> Union

    /// A variant whose value is a string: `String`, or a type decoded from one (`Date`, `UUID`, `Data`).
    /// - Parameter make: The enum case that holds it, such as `Self.id`.
    public static func string<Value: Decodable & Sendable>(_ make: @escaping @Sendable (Value) -> Union) -> Self {
        Self(shape: .string, fixed: [], lookalikes: nil, typeName: "\(Value.self)", decode: decoding(make))
    }

    /// A variant that is an enum: only the values it lists are this variant, so that an enum
    /// that keeps unknown values doesn't take every string.
    /// - Parameter make: The enum case that holds it.
    public static func listed<Value: Decodable & Sendable & CaseIterable & RawRepresentable>(
        _ make: @escaping @Sendable (Value) -> Union
    ) -> Self where Value.RawValue: Equatable {
        Self(shape: Value.RawValue.self == String.self ? .string : .other, fixed: [], lookalikes: nil,
             typeName: "\(Value.self)") { decoder in
            let value = try decoder.singleValueContainer().decode(Value.self)
            guard Value.allCases.contains(where: { $0.rawValue == value.rawValue }) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\(value.rawValue) is not a value \(Value.self) lists."))
            }
            return make(value)
        }
    }

    /// A variant that is an object (a struct or a dictionary).
    /// - Parameters:
    ///   - make: The enum case that holds it.
    ///   - fixed: Keys the value must have, with these values: the discriminator, and the required
    ///     properties that allow one value only (Stripe's `"object": "customer"`). Decoding reads
    ///     them first; a value that has more of a variant's keys is that variant before another.
    ///   - group: Set on variants that can't be told apart by their required properties: a value
    ///     that decodes as more than one of the same group is kept as unknown JSON rather than guessed,
    ///     unless it has more of one's `ownKeys` than of the others'.
    ///   - ownKeys: The keys only this variant declares among its group (GitHub's `wait_timer`).
    public static func object<Value: Decodable & Sendable>(
        _ make: @escaping @Sendable (Value) -> Union, where fixed: KeyValuePairs<String, JSONValue> = [:],
        lookalikes group: Int? = nil, ownKeys: [String] = []
    ) -> Self {
        var variant = Self(shape: .object, fixed: fixed.map { ($0.key, $0.value) }, lookalikes: group,
                           typeName: "\(Value.self)", decode: decoding(make))
        variant.ownKeys = ownKeys
        return variant
    }

    /// A variant of another kind: a number, a boolean, an array, or any JSON value.
    /// - Parameter make: The enum case that holds it.
    public static func value<Value: Decodable & Sendable>(_ make: @escaping @Sendable (Value) -> Union) -> Self {
        Self(shape: .other, fixed: [], lookalikes: nil, typeName: "\(Value.self)", decode: decoding(make))
    }

    /// A variant that is itself a union: a value it doesn't recognise (which it would keep as
    /// unknown) is not this variant.
    /// - Parameters:
    ///   - make: The enum case that holds it.
    ///   - variants: The inner union's own table.
    public static func union<Value: Sendable>(
        _ make: @escaping @Sendable (Value) -> Union, _ variants: [UnionVariant<Value>]
    ) -> Self {
        Self(shape: .other, fixed: [], lookalikes: nil, typeName: "\(Value.self)") { decoder in
            guard let value = try UnionDecoder.decodeKnown(decoder, variants) else {
                throw DecodingError.typeMismatch(Value.self, DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "The value is none of the variants of \(Value.self)."))
            }
            return make(value)
        }
    }

    /// Decodes through a single-value container, so that the decoder's strategies (dates, data) apply.
    private static func decoding<Value: Decodable & Sendable>(
        _ make: @escaping @Sendable (Value) -> Union
    ) -> @Sendable (any Decoder) throws -> Union {
        { decoder in make(try decoder.singleValueContainer().decode(Value.self)) }
    }
}
