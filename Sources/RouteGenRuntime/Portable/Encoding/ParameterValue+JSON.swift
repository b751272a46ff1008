import Foundation

extension ParameterValue {
    /// The value as an object tree `JSONSerialization` can write, as far as possible.
    /// Unsupported values are passed through so that validation rejects them.
    var jsonObject: Any {
        switch self {
        case .null:
            return NSNull()
        case .bool(let bool):
            return bool
        case .number(let number, _):
            return number
        case .string(let string):
            return string
        case .array(let elements):
            return elements.map(\.jsonObject)
        case .dictionary(let entries):
            var object: [String: Any] = [:]
            for entry in entries {
                object[entry.key] = entry.value.jsonObject
            }
            return object
        case .other(let other):
            return other
        }
    }
}
