import Foundation

/// A parameter value reduced to the handful of shapes the encoders understand.
///
/// The encodings (``URLEncoding``, ``MultipartEncoding``, the runtime's `JSONEncoding`) classify
/// values through this type, so they agree on how `UUID`, `URL`, `Date`, `RawRepresentable`, models
/// and optionals are treated.
enum ParameterValue {
    /// `Optional.none` or `NSNull`.
    case null
    /// A boolean.
    case bool(Bool)
    /// A number: the original value (for JSON) and its textual form (for URLs).
    case number(Any, text: String)
    /// A string, or a value rendered as one (`UUID`, `URL`, `Date`).
    case string(String)
    /// An array of values.
    case array([ParameterValue])
    /// A dictionary, with its entries sorted by key.
    case dictionary([(key: String, value: ParameterValue)])
    /// Any other value, kept as is.
    case other(Any)

    /// Classifies `value`. The order of the checks matters: booleans are recognised
    /// before numbers, plain data types before `RawRepresentable`, and other `Encodable`
    /// values (models) last, through their JSON.
    init(_ value: Any) {
        if let optional = value as? any OptionalProtocol {
            self = optional.wrappedAny.map(ParameterValue.init) ?? .null
        } else if value is NSNull {
            self = .null
        } else if let number = ParameterValue.foundationNumber(value) {
            self = number
        } else if type(of: value) == Bool.self, let bool = value as? Bool {
            self = .bool(bool)
        } else if let string = value as? any StringProtocol {
            self = .string(String(string))
        } else if value is any BinaryInteger || value is any BinaryFloatingPoint {
            self = .number(value, text: String(describing: value))
        } else if let uuid = value as? UUID {
            self = .string(uuid.uuidString)
        } else if let url = value as? URL {
            self = .string(url.absoluteString)
        } else if let date = value as? Date {
            self = .string(RFC3339.text(of: date))
        } else if let collection = ParameterValue.collection(value) {
            self = collection
        } else if let representable = value as? any RawRepresentable {
            self = ParameterValue(representable.rawValue)
        } else if let encodable = value as? any Encodable, let object = ParameterValue.jsonObject(of: encodable) {
            self = ParameterValue(object)
        } else {
            self = .other(value)
        }
    }

    /// A model (or any other `Encodable`) as the object tree of its JSON, so that its properties
    /// become keys: `filter[state]=open` for a `deepObject` query item.
    private static func jsonObject(of value: any Encodable) -> Any? {
        guard let data = try? JSONCoding.encoder().encode(value) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    }

    /// Handles real `NSNumber` instances (not Swift numbers that would merely bridge).
    /// A boolean `NSNumber` reports the Objective-C type code `c`.
    private static func foundationNumber(_ value: Any) -> ParameterValue? {
        guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else {
            return nil
        }
        if String(cString: number.objCType) == "c" {
            return .bool(number.boolValue)
        }
        return .number(number, text: number.stringValue)
    }

    /// Handles arrays, sets and dictionaries. Dictionary keys are stringified and
    /// sorted, and set elements are sorted by their description, for stable output.
    private static func collection(_ value: Any) -> ParameterValue? {
        if let dictionary = value as? [String: Any] {
            return .dictionary(sortedEntries(dictionary))
        }
        if let dictionary = value as? [AnyHashable: Any] {
            var entries: [String: Any] = [:]
            for (key, element) in dictionary {
                entries[String(describing: key.base)] = element
            }
            return .dictionary(sortedEntries(entries))
        }
        if let array = value as? [Any] {
            return .array(array.map(ParameterValue.init))
        }
        if let set = value as? Set<AnyHashable> {
            let ordered = set.map(\.base).sorted { String(describing: $0) < String(describing: $1) }
            return .array(ordered.map(ParameterValue.init))
        }
        return nil
    }

    private static func sortedEntries(_ dictionary: [String: Any]) -> [(key: String, value: ParameterValue)] {
        dictionary.keys.sorted().compactMap { key in
            dictionary[key].map { (key: key, value: ParameterValue($0)) }
        }
    }
}

/// Lets `ParameterValue` look inside an `Optional` hidden behind `Any`.
protocol OptionalProtocol {
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrappedAny: Any? { map { $0 as Any } }
}
