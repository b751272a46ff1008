import Foundation

/// Any JSON value, for schemas that allow anything: `{}`, `additionalProperties: true`, or free-form
/// metadata. Decodes whatever the server sends and encodes it back unchanged.
///
/// ```swift
/// let metadata: JSONValue = ["tags": ["a", "b"], "count": 3, "draft": false, "parent": nil]
/// ```
public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    /// Every JSON number, with all its digits (``JSONNumber``); whole numbers are written without a
    /// fraction (`3`, not `3.0`).
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value. Booleans are recognised before numbers, so `true` stays a boolean.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let double = try? container.decode(Double.self) {
            self = .number(JSONNumber(double, digitsFrom: container))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a JSON value.")
        }
    }

    /// Encodes the value as the JSON it holds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// The value under `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; `nil` when out of bounds or not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }
}

extension JSONValue {
    /// The value as plain text, for a path segment, a query item or a header: a string as it is,
    /// a whole number without a fraction, `true`, `false`, `null`; arrays and objects as compact JSON.
    public var plainText: String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return String(flag)
        case let .string(text): return text
        case let .number(number): return number.description
        case .array, .object:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}
