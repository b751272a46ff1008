import Foundation

/// A type a response header's text can be read as: what a documented header's schema gives.
public protocol HeaderValue: Sendable {
    /// Reads the value from a header field's text, surrounding spaces removed.
    /// - Parameter text: The field's value, e.g. `4999`.
    /// - Returns: `nil` when the text doesn't read as this type.
    init?(headerText text: String)
}

extension HTTPHeaders {
    /// The value of the field with this name (ignoring case), read as `type`.
    ///
    /// ```swift
    /// headers.value("X-RateLimit-Remaining", as: Int.self)   // 4999
    /// ```
    /// - Parameters:
    ///   - name: The field name.
    ///   - type: What the value is, e.g. `Int.self` or `[String].self` (comma-separated).
    /// - Returns: `nil` when the field is absent or its text doesn't read as `type`.
    public func value<Value: HeaderValue>(_ name: String, as type: Value.Type) -> Value? {
        value(for: name).flatMap { Value(headerText: $0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The value of the field with this name (ignoring case), read as one of an enum's raw values.
    /// - Parameters:
    ///   - name: The field name.
    ///   - type: A `String` or integer enum.
    /// - Returns: `nil` when the field is absent or its text is no raw value of `type`.
    public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value?
    where Value.RawValue: HeaderValue {
        value(name, as: Value.RawValue.self).flatMap(Value.init(rawValue:))
    }
}

extension String: HeaderValue {
    public init?(headerText text: String) { self = text }
}

extension Bool: HeaderValue {
    /// `true` or `false`, ignoring case.
    public init?(headerText text: String) {
        guard let value = HeaderReading.bool(text) else { return nil }
        self = value
    }
}

extension Int: HeaderValue {
    public init?(headerText text: String) { self.init(text) }
}

extension Int32: HeaderValue {
    public init?(headerText text: String) { self.init(text) }
}

extension Int64: HeaderValue {
    public init?(headerText text: String) { self.init(text) }
}

extension Double: HeaderValue {
    public init?(headerText text: String) { self.init(text) }
}

extension Float: HeaderValue {
    public init?(headerText text: String) { self.init(text) }
}

extension UUID: HeaderValue {
    public init?(headerText text: String) { self.init(uuidString: text) }
}

extension Date: HeaderValue {
    /// An RFC 3339 date (`2024-05-01T12:00:00Z`, as `format: date-time` says), or an HTTP date
    /// (`Wed, 01 May 2024 12:00:00 GMT`, as `Date`, `Expires` and `Last-Modified` carry).
    public init?(headerText text: String) {
        guard let date = HeaderReading.date(text) else { return nil }
        self = date
    }
}

extension Array: HeaderValue where Element: HeaderValue {
    /// Comma-separated values (`a, b, c`), as OpenAPI's `simple` style writes an array; an empty
    /// text is an empty array.
    public init?(headerText text: String) {
        guard let values = HeaderReading.list(text, element: Element.init(headerText:)) else { return nil }
        self = values
    }
}

extension Decimal: HeaderValue {
    public init?(headerText text: String) {
        guard let value = HeaderReading.decimal(text) else { return nil }
        self = value
    }
}

extension URL: HeaderValue {
    public init?(headerText text: String) { self.init(string: text) }
}
