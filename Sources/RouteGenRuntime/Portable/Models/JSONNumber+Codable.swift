import Foundation

extension JSONNumber: Codable {
    /// Reads a number. A whole number up to 2^53 costs one decode, as a Double; any other is read a
    /// second time, as a `Decimal`, which keeps the digits a Double rounds (`9007199254740993`, a
    /// 64-bit id, a 30-digit integer, `0.1000000000000000000001`).
    ///
    /// A number that is whole as a Double below 2^53 is taken as that integer, so text with more
    /// digits than a Double holds next to a whole number (`1.00000000000000000001`) reads as `1`.
    /// Numbers beyond a Double's range (`1e400`) don't decode: `JSONDecoder` rejects them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(try container.decode(Double.self), digitsFrom: container)
    }

    /// The number `container` is at, already read as `double`: whole numbers below 2^53 as they are,
    /// others read again as a `Decimal` (``init(from:)``).
    init(_ double: Double, digitsFrom container: any SingleValueDecodingContainer) {
        if abs(double) < 0x1p53, let integer = Int64(exactly: double) {
            self.init(integer)
        } else if let decimal = try? container.decode(Decimal.self) {
            self.init(decimal, nearest: double)
        } else {
            self.init(double)
        }
    }

    /// Writes the number as it was read: an integer with all its digits, a Double as the shortest
    /// text that reads back as it, a `Decimal` with its digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch storage {
        case let .integer(value): try container.encode(value)
        case let .unsigned(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .decimal(value): try container.encode(value)
        }
    }
}
