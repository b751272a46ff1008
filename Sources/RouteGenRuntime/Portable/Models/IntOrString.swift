/// A value that is a whole number or a string, as `format: int-or-string` allows: a Kubernetes port
/// by number or by name, a count or a percentage.
///
/// It decodes whichever the JSON holds and encodes it back the same way, so `8080` stays a number
/// and `"http"` (or `"8080"`) stays a string. Literals read like the value:
///
/// ```swift
/// ServicePort(port: 80, targetPort: 8080)    // "targetPort":8080
/// ServicePort(port: 80, targetPort: "http")  // "targetPort":"http"
/// ```
public enum IntOrString: Hashable, Sendable {
    /// A whole number: `8080`.
    case int(Int)
    /// A string: `"http"`, `"25%"`.
    case string(String)

    /// The number, or `nil` for a string (even one of digits).
    public var intValue: Int? {
        if case let .int(number) = self { return number }
        return nil
    }

    /// The string, or `nil` for a number.
    public var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }
}

extension IntOrString: Codable {
    /// Decodes a JSON number that is whole as `.int` and a JSON string as `.string`; anything else
    /// (a fraction, `true`, an object) is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a whole number or a string.")
        }
    }

    /// Encodes a number as a JSON number and a string as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .int(number): try container.encode(number)
        case let .string(text): try container.encode(text)
        }
    }
}

extension IntOrString: CustomStringConvertible {
    /// The value as a path segment, a query item or a header writes it: `8080`, `http`.
    public var description: String {
        switch self {
        case let .int(number): String(number)
        case let .string(text): text
        }
    }
}

extension IntOrString: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension IntOrString: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}
