import Foundation

extension JSONNumber: CustomStringConvertible {
    /// The number as JSON writes it: `3`, `-280779684037947104`, `0.1`, `1.5e+300`,
    /// `123456789012345678901234567890`.
    public var description: String {
        switch storage {
        case let .integer(value): String(value)
        case let .unsigned(value): String(value)
        case let .double(value): String(value)
        case let .decimal(value): value.description
        }
    }

    /// The nearest Double: exact for integers up to 2^53 and for the decimals a Double holds.
    public var doubleValue: Double {
        switch storage {
        case let .integer(value): Double(value)
        case let .unsigned(value): Double(value)
        case let .double(value): value
        case let .decimal(value): Double(value.description) ?? .nan
        }
    }

    /// The number as an `Int64` when it is a whole number that `Int64` holds, else `nil`.
    public var int64Value: Int64? {
        guard case let .integer(value) = storage else { return nil }
        return value
    }

    /// The number as an `Int` when it is a whole number that `Int` holds, else `nil`.
    public var intValue: Int? {
        int64Value.flatMap { Int(exactly: $0) }
    }

    /// The number as a `UInt64` when it is a whole number from 0 to `UInt64.max`, else `nil`.
    public var uint64Value: UInt64? {
        switch storage {
        case let .integer(value): UInt64(exactly: value)
        case let .unsigned(value): value
        case .double, .decimal: nil
        }
    }

    /// The number as a `Decimal`, exactly, when it has 38 digits or fewer and its exponent is within
    /// Decimal's range (`1e-130` isn't); else `nil`.
    public var decimalValue: Decimal? {
        switch storage {
        case let .integer(value): Decimal(value)
        case let .unsigned(value): Decimal(value)
        case let .double(value): Decimal(string: value.description)
        case let .decimal(value): value
        }
    }
}
