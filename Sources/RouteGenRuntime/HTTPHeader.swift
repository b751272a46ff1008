/// A single HTTP header field: a name and its value.
///
/// Names are stored as given; ``HTTPHeaders`` compares them case-insensitively.
public struct HTTPHeader: Hashable, Sendable, CustomStringConvertible {
    /// The field name, e.g. `"Content-Type"`.
    public let name: String
    /// The field value, e.g. `"application/json"`.
    public let value: String

    /// Creates a header field.
    /// - Parameters:
    ///   - name: The field name.
    ///   - value: The field value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The header in wire-like form, `"Name: value"`.
    public var description: String { "\(name): \(value)" }
}
