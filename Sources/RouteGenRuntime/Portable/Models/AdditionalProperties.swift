/// Reads and writes the keys of an object that its schema doesn't name (OpenAPI
/// `additionalProperties` next to `properties`), for generated structs:
///
/// ```swift
/// self.additionalProperties = try RouteGenRuntime.AdditionalProperties.decode(
///     Swift.String.self, from: decoder, excluding: CodingKeys.allCases)
/// ```
public enum AdditionalProperties {
    /// Every key of the object that isn't one of `known`, with its value decoded as `Value`.
    /// - Throws: `DecodingError` when the value isn't an object, or an extra value isn't a `Value`.
    public static func decode<Value: Decodable, Known: Sequence>(
        _ type: Value.Type, from decoder: any Decoder, excluding known: Known
    ) throws -> [String: Value] where Known.Element: CodingKey {
        let knownNames = Set(known.map(\.stringValue))
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !knownNames.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }

    /// Writes each entry as a key of the object, next to the named properties.
    public static func encode<Value: Encodable>(_ values: [String: Value], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in values {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}
