/// The digits of a Double's shortest text (Swift's `description`, which reads back as the same Double)
/// as an integer and a power of ten, without trailing zeros: `0.125` is 125 × 10⁻³, `1.5e+300` is
/// 15 × 10²⁹⁹, `-2.5` is 25 × 10⁻¹ (the sign is left out).
struct ShortestDigits {
    var significand: UInt64 = 0
    var exponent = 0

    /// `nil` for infinity and NaN.
    init?(_ double: Double) {
        guard double.isFinite else { return nil }
        let text = double.description.utf8
        var afterPoint = false
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // At most 17 digits: no overflow.
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                if afterPoint { exponent -= 1 }
            case UInt8(ascii: "."):
                afterPoint = true
            case UInt8(ascii: "e"):
                guard let power = Int(String(decoding: text[index...], as: UTF8.self)) else { return nil }
                exponent += power
                index = text.endIndex
            default:
                // The sign.
                break
            }
        }
        while significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
    }
}
