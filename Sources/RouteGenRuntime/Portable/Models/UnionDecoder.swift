/// Decodes generated `oneOf`/`anyOf` enums from their table of ``UnionVariant``s.
///
/// ```swift
/// public init(from decoder: any Swift.Decoder) throws {
///     self = try RouteGenRuntime.UnionDecoder.decode(decoder, Self.variants, unknown: Self.unknown)
/// }
/// ```
///
/// How a value finds its variant:
/// 1. Variants of another kind are skipped: a string is never tried as an object.
/// 2. An object variant with fixed keys (a discriminator, or properties that allow one value only,
///    such as Stripe's `"object": "customer"`) is a candidate only when the value has every one
///    of them, with that value. Nothing is decoded to find this out.
/// 3. Candidates are tried with the most fixed keys first, then in the table's order; the first
///    that decodes is the answer. Lookalikes are tried as a group, those with the most of their own
///    keys in the value first: one of them is the answer only when the value decodes as no other
///    of the same standing.
/// 4. A value that no variant takes is kept as JSON in the enum's unknown case, so that a new kind
///    of object doesn't fail a whole answer, and it encodes back to the same JSON. But a value that
///    names a variant by its fixed keys and still doesn't decode as it is an error.
public enum UnionDecoder {
    /// Decodes the value `decoder` is at as one of `variants`, or else as `unknown`.
    /// - Parameters:
    ///   - decoder: The decoder, at the value.
    ///   - variants: The enum's variants, in the order decoding considers them.
    ///   - unknown: The case that keeps a value no variant takes, such as `Self.unknown`.
    /// - Throws: `DecodingError` when the value's fixed keys name a variant that it doesn't decode as.
    public static func decode<Union>(
        _ decoder: any Decoder, _ variants: [UnionVariant<Union>], unknown: (JSONValue) -> Union
    ) throws -> Union {
        if let value = try decodeKnown(decoder, variants) { return value }
        return unknown(try JSONValue(from: decoder))
    }

    /// The value as one of `variants`, or `nil` when it is none of them (or more than one lookalike).
    static func decodeKnown<Union>(_ decoder: any Decoder, _ variants: [UnionVariant<Union>]) throws -> Union? {
        var value = ValueProbe(decoder, variants)
        var candidates: [Int] = []
        for (index, variant) in variants.enumerated() {
            switch variant.shape {
            case .string where !value.mayBeString, .object where !value.mayBeObject: continue
            default: break
            }
            if variant.fixed.allSatisfy({ value.has($0.key, $0.value) }) { candidates.append(index) }
        }
        // The variant with the most fixed keys first; the table's order among equals.
        candidates = candidates.enumerated()
            .sorted { variants[$0.element].fixed.count != variants[$1.element].fixed.count
                ? variants[$0.element].fixed.count > variants[$1.element].fixed.count : $0.offset < $1.offset }
            .map(\.element)

        var named: (variant: UnionVariant<Union>, error: any Error)?
        var settledGroups: Set<Int> = []
        for (position, index) in candidates.enumerated() {
            let variant = variants[index]
            if let group = variant.lookalikes {
                // The whole group at once: those with the most of their own keys first; a value
                // that fits more than one of a tier is none of them.
                guard settledGroups.insert(group).inserted else { continue }
                let members = candidates[position...].filter { variants[$0].lookalikes == group }
                let tiers = Dictionary(grouping: members) { variants[$0].ownKeys.filter(value.has).count }
                for own in tiers.keys.sorted(by: >) {
                    let fits = tiers[own]!.compactMap { try? variants[$0].decode(decoder) }
                    if fits.count == 1 { return fits[0] }
                    if fits.count > 1 { return nil }
                }
                continue
            }
            do {
                return try variant.decode(decoder)
            } catch {
                if !variant.fixed.isEmpty, named == nil { named = (variant, error) }
            }
        }
        guard let named else { return nil }
        let keys = named.variant.fixed.map { "\($0.key.debugDescription) is \(describe($0.value))" }.joined(separator: ", ")
        throw DecodingError.typeMismatch(Union.self, DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "The value is a \(named.variant.typeName) of \(Union.self) (\(keys)), but it doesn't decode as one: "
                + reason(named.error),
            underlyingError: named.error))
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case let .string(text): text.debugDescription
        case let .bool(flag): "\(flag)"
        case let .number(number): number.description
        default: "\(value)"
        }
    }

    /// A short reason: a decoding error's own description, else the error's text.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
             .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}

/// What kind of JSON a value is, found out as cheaply as the variants allow, and its fixed keys.
private struct ValueProbe {
    /// Set when the value is known to be a string (`true`) or not (`false`).
    private var isString: Bool?
    private var object: KeyedDecodingContainer<AnyCodingKey>?
    /// Values read under fixed keys: `nil` for a key that is missing or holds no scalar.
    private var read: [String: JSONValue?] = [:]

    init<Union>(_ decoder: any Decoder, _ variants: [UnionVariant<Union>]) {
        // A string costs nothing to recognise; an object is looked into only when some variant has fixed keys.
        if variants.contains(where: { $0.shape == .string }) {
            isString = (try? decoder.singleValueContainer().decode(String.self)) != nil
        }
        if isString != true, variants.contains(where: { !$0.fixed.isEmpty || !$0.ownKeys.isEmpty }) {
            object = try? decoder.container(keyedBy: AnyCodingKey.self)
        }
    }

    var mayBeString: Bool { isString ?? true }
    var mayBeObject: Bool { isString != true }

    /// Whether the value is an object with `key`.
    func has(_ key: String) -> Bool {
        object?.contains(AnyCodingKey(key)) ?? false
    }

    /// Whether the value is an object with `value` under `key`.
    mutating func has(_ key: String, _ value: JSONValue) -> Bool {
        guard let object else { return false }
        let found: JSONValue?
        if let cached = read[key] {
            found = cached
        } else {
            found = Self.scalar(key, in: object)
            read[key] = .some(found)
        }
        return found == value
    }

    private static func scalar(_ key: String, in object: KeyedDecodingContainer<AnyCodingKey>) -> JSONValue? {
        let codingKey = AnyCodingKey(key)
        guard object.contains(codingKey) else { return nil }
        if let text = try? object.decode(String.self, forKey: codingKey) { return .string(text) }
        if let flag = try? object.decode(Bool.self, forKey: codingKey) { return .bool(flag) }
        if let number = try? object.decode(JSONNumber.self, forKey: codingKey) { return .number(number) }
        return nil
    }
}
