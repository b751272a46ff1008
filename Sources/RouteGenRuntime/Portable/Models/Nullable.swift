/// A request value that may be sent as an explicit JSON `null`.
///
/// Generated request models use it, as `Nullable<T>?`, for optional properties that the spec
/// marks nullable. The three states reach the wire apart:
///
/// ```swift
/// IssuesUpdateRequest()                  // {}                  the server keeps the milestone
/// IssuesUpdateRequest(milestone: .null)  // {"milestone":null}  the server removes it
/// IssuesUpdateRequest(milestone: .value(.int(3)))  // {"milestone":3}
/// ```
public enum Nullable<Wrapped> {
    /// An explicit `null`.
    case null
    /// A value.
    case value(Wrapped)

    /// The value, or `nil` for `.null`.
    public var wrapped: Wrapped? {
        if case let .value(value) = self { return value }
        return nil
    }

    /// `.value(value)`, or `.null` for `nil`.
    public init(_ value: Wrapped?) {
        self = value.map(Nullable.value) ?? .null
    }
}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes `null`, or the value in place.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .value(value): try container.encode(value)
        }
    }
}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` as `.null` and anything else as a value.
    ///
    /// A keyed container's `decodeIfPresent` reads a `null` as a missing key, so a decoded
    /// optional property holds `nil` for both.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}
extension Nullable: Sendable where Wrapped: Sendable {}

// Literals stand for values, so `body: "Fixed"` reads like a plain property's `body: "Fixed"`.

extension Nullable: ExpressibleByUnicodeScalarLiteral where Wrapped: ExpressibleByStringLiteral {
    public init(unicodeScalarLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByExtendedGraphemeClusterLiteral where Wrapped: ExpressibleByStringLiteral {
    public init(extendedGraphemeClusterLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByStringLiteral where Wrapped: ExpressibleByStringLiteral {
    public init(stringLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Wrapped.IntegerLiteralType) {
        self = .value(Wrapped(integerLiteral: value))
    }
}

extension Nullable: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) {
        self = .value(Wrapped(booleanLiteral: value))
    }
}
