import Foundation

/// A JSON number, kept as it was written, as far as `JSONDecoder` and `JSONEncoder` allow:
///
/// - an integer that `Int64` or `UInt64` holds is that integer, exactly (`-280779684037947104`,
///   `18446744073709551615`);
/// - another number is a `Double` when the Double writes as the same number (`0.1`, `2.5`,
///   `1.5e300`), else a `Decimal`, which keeps 38 digits (`123456789012345678901234567890`,
///   `3.14159265358979323846`).
///
/// Two numbers are equal when they are written the same (``description``): `3` and `3.0` are, as
/// whole numbers are written without a fraction.
///
/// ```swift
/// let id: JSONNumber = -280779684037947104
/// let ratio: JSONNumber = 0.25
/// id.int64Value    // -280779684037947104
/// ratio.doubleValue // 0.25
/// ```
public struct JSONNumber: Hashable, Sendable {
    /// How the number is held; each number has one form only, so that the derived `==` compares values.
    enum Storage: Hashable, Sendable {
        /// Any whole number `Int64` holds.
        case integer(Int64)
        /// A whole number above `Int64.max` that `UInt64` holds.
        case unsigned(UInt64)
        /// Any other number that the Double writes as it was given.
        case double(Double)
        /// Any other number: digits that a Double would round. Boxed, so that a ``JSONValue`` stays
        /// as small as its other cases make it.
        indirect case decimal(Decimal)
    }

    let storage: Storage

    public init(_ value: Int) {
        storage = .integer(Int64(value))
    }

    public init(_ value: Int64) {
        storage = .integer(value)
    }

    public init(_ value: UInt64) {
        storage = Int64(exactly: value).map(Storage.integer) ?? .unsigned(value)
    }

    /// A whole number that `Int64` or `UInt64` holds becomes that integer (`3.0` is `3`).
    public init(_ value: Double) {
        if let integer = Int64(exactly: value) {
            storage = .integer(integer)
        } else if let unsigned = UInt64(exactly: value) {
            storage = .unsigned(unsigned)
        } else {
            storage = .double(value)
        }
    }

    /// A whole number that `Int64` or `UInt64` holds becomes that integer, a number that a Double
    /// writes the same becomes that Double, and any other number stays as it is.
    public init(_ value: Decimal) {
        self.init(value, nearest: Double(value.description) ?? .nan)
    }

    /// `value`, whose nearest Double is `double`, in its one form. A `Decimal` keeps no trailing zeros
    /// (`12.50` is 125 × 10⁻¹), so it is a whole number exactly when its exponent isn't negative.
    init(_ value: Decimal, nearest double: Double) {
        if value.exponent >= 0, let integer = Self.integer(value) {
            self = integer
        } else if Self.writes(double, as: value) {
            storage = .double(double)
        } else {
            storage = .decimal(value)
        }
    }

    /// A whole `value` that `Int64` or `UInt64` holds as that integer.
    private static func integer(_ value: Decimal) -> JSONNumber? {
        if value >= DecimalBounds.int64Min, value <= DecimalBounds.int64Max {
            return JSONNumber(NSDecimalNumber(decimal: value).int64Value)
        }
        if value > 0, value <= DecimalBounds.uint64Max {
            return JSONNumber(NSDecimalNumber(decimal: value).uint64Value)
        }
        return nil
    }

    /// Whether `double`, written as the shortest text that reads back as it, is `value`.
    private static func writes(_ double: Double, as value: Decimal) -> Bool {
        // The nearest Double to a number of up to 15 digits writes as that number.
        if value.significand.magnitude < DecimalBounds.fifteenDigits { return double.isFinite }
        guard let shortest = ShortestDigits(double) else { return false }
        return value.exponent == shortest.exponent && value.sign == double.sign
            && value.significand.magnitude == Decimal(shortest.significand)
    }
}

/// The limits ``JSONNumber`` compares a `Decimal` with, made once.
private enum DecimalBounds {
    static let int64Min = Decimal(Int64.min)
    static let int64Max = Decimal(Int64.max)
    static let uint64Max = Decimal(UInt64.max)
    /// 10^15: a significand below it has at most 15 digits.
    static let fifteenDigits = Decimal(1_000_000_000_000_000 as Int64)
}

extension JSONNumber: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) {
        self.init(value)
    }
}

extension JSONNumber: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}
