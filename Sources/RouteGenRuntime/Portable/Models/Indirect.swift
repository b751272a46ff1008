/// Stores a property's value out of line, so that a model can contain itself:
/// `struct Comment { @RouteGenRuntime.Indirect var parent: Comment? }`.
///
/// A struct that holds itself directly (or through other structs) would have infinite size;
/// generated code puts this wrapper on one property of each such cycle. The value keeps value
/// semantics: assigning replaces it, and copies never share changes. Equality, hashing and
/// `Codable` are the wrapped value's own; a missing optional key decodes as `nil` and a `nil`
/// value is left out when encoding, exactly as for a plain optional property.
@propertyWrapper
public struct Indirect<Value> {
    /// An `indirect` case is allocated on the heap: this is the box that breaks the cycle.
    fileprivate indirect enum Storage {
        case value(Value)
    }

    fileprivate var storage: Storage

    /// Boxes the value.
    public init(wrappedValue: Value) {
        storage = .value(wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get {
            switch storage {
            case .value(let value): return value
            }
        }
        set { storage = .value(newValue) }
    }
}

extension Indirect: Sendable where Value: Sendable {}

extension Indirect.Storage: Sendable where Value: Sendable {}

extension Indirect: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
