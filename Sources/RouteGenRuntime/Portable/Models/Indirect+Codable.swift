extension Indirect: Decodable where Value: Decodable {
    /// Decodes the wrapped value in place, as if there were no wrapper.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the wrapped value in place, as if there were no wrapper.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// Synthesised `Codable` asks the container for the wrapper itself, which would make a missing key
// an error and write `nil` as `null`. These overloads are more specific, so synthesised code picks
// them for optional values and treats the key like a plain optional property's.

extension KeyedDecodingContainer {
    /// A missing key or `null` decodes as `nil`.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, forKey key: Key) throws -> Indirect<Wrapped?> {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// `nil` leaves the key out.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
