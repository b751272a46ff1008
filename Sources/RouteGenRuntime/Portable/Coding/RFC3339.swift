import Foundation

/// Dates as RFC 3339 text, the `date-time` of OpenAPI and JSON Schema: the one place where the runtime
/// writes a `Date` (JSON bodies, query, path and header parameters, forms, multipart fields) and reads
/// one (JSON answers, response headers).
///
/// Written in UTC, with as many fraction digits as the date needs to come back as it was read:
/// none for a whole second, 3 for a whole millisecond, else 6. A `Date` is a `Double` of seconds since
/// 2001, which holds today's dates to about 0.1 µs, so more than 6 digits would be noise.
///
/// | read | written |
/// | --- | --- |
/// | `2024-05-01T12:00:00Z` | `2024-05-01T12:00:00Z` |
/// | `2024-05-01T12:00:00.123Z` | `2024-05-01T12:00:00.123Z` |
/// | `2024-05-01T12:00:00.123456Z` | `2024-05-01T12:00:00.123456Z` |
/// | `2014-10-05T01:42:11.054+02:00` | `2014-10-04T23:42:11.054Z` |
/// | `2024-05-01t12:00:00.5z` | `2024-05-01T12:00:00.500Z` |
///
/// Generated code names it where it writes a date itself (a header, the text of a union), and an
/// app may use it to write dates as its API client does.
public enum RFC3339 {
    /// `date` as `2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123Z` or `2024-05-01T12:00:00.123456Z`.
    public static func text(of date: Date) -> String {
        let time = date.timeIntervalSinceReferenceDate
        // Beyond some 30 million years Int64 seconds overflow; no API sends such a date.
        guard time.isFinite, abs(time) < 1e15 else { return String(describing: date) }
        var whole = time.rounded(.down)
        // Exact: a Double minus its own floor loses no bits.
        var (fraction, digits) = fractionDigits(time - whole, step: time.ulp)
        if fraction == (digits == 0 ? 1 : digits == 3 ? 1000 : 1_000_000) {
            whole += 1
            fraction = 0
        }
        if fraction == 0 { digits = 0 }

        let seconds = Int64(whole) + secondsFrom1970To2001
        let days = seconds.floorDivided(by: 86_400)
        let ofDay = Int(seconds - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        append(Int(abs(year)), width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(day, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        append(ofDay / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(ofDay / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(ofDay % 60, width: 2, to: &bytes)
        if digits > 0 {
            bytes.append(UInt8(ascii: "."))
            append(fraction, width: digits, to: &bytes)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A fraction of a second in the fewest of 0, 3 or 6 digits whose decimal is within `step` (the
    /// Double's own step at the date) of it, so that what was read with that many digits is written
    /// with them; 6 digits, rounded, when neither fewer is. `fraction` may round up to a whole
    /// second: 1, 1000 or 1000000.
    private static func fractionDigits(_ fraction: Double, step: Double) -> (value: Int, digits: Int) {
        for (digits, scale) in [(0, 1.0), (3, 1000.0)] {
            let value = (fraction * scale).rounded()
            if abs(value / scale - fraction) <= step { return (Int(value), digits) }
        }
        return (Int((fraction * 1_000_000).rounded()), 6)
    }

    /// The date of an RFC 3339 date-time: `2024-05-01T12:00:00Z`, `2014-10-05T01:42:11.054+02:00`;
    /// `nil` for other text.
    ///
    /// Also read: `t` and `z` in lower case, a space for the `T` (as RFC 3339 allows), any number of
    /// fraction digits (those beyond the 9th are ignored), offsets without the colon (`+0200`) or
    /// without minutes (`+02`), and, as Foundation's ISO 8601 parser did, second 60, `24:00:00` and a
    /// day past the month's end, which count on (`12:00:60` is `12:01:00`).
    public static func date(from text: String) -> Date? {
        var reader = ByteReader(Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), (1...12).contains(month), reader.skip("-"),
              let day = reader.number(digits: 2), (1...31).contains(day),
              reader.skip("Tt "),
              let hour = reader.number(digits: 2), hour <= 24, reader.skip(":"),
              let minute = reader.number(digits: 2), minute < 60, reader.skip(":"),
              let second = reader.number(digits: 2), second <= 60,
              hour < 24 || minute == 0 && second == 0 else { return nil }
        var fraction = 0.0
        if reader.skip(".") {
            guard let value = reader.fraction(), hour < 24 || value == 0 else { return nil }
            fraction = value
        }
        guard let offset = reader.offset(), reader.atEnd else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset) - secondsFrom1970To2001
        return Date(timeIntervalSinceReferenceDate: Double(seconds) + fraction)
    }

    /// 1970-01-01 to 2001-01-01, `Date`'s reference date, in seconds.
    private static let secondsFrom1970To2001: Int64 = 978_307_200

    /// The days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let year = Int64(month <= 2 ? year - 1 : year)
        let era = year.floorDivided(by: 400)
        let yearOfEra = year - era * 400
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day that are `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        let month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Appends `value` in decimal, with leading zeros up to `width` digits.
    private static func append(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if digits.count < width { bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.count)) }
        bytes.append(contentsOf: digits.reversed())
    }
}

/// Reads the parts of a date-time, byte by byte.
private struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { index == bytes.count }

    /// Moves past the next byte when it is one of the ASCII `characters`.
    mutating func skip(_ characters: String) -> Bool {
        guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    /// A number of exactly `digits` digits.
    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + digits] {
            guard let digit = Self.digit(byte) else { return nil }
            value = value * 10 + digit
        }
        index += digits
        return value
    }

    /// The digits after a `.` as a fraction of a second; at least one digit.
    mutating func fraction() -> Double? {
        var value = 0
        var scale = 1
        var count = 0
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            if count < 9 {
                value = value * 10 + digit
                scale *= 10
            }
            count += 1
            index += 1
        }
        return count == 0 ? nil : Double(value) / Double(scale)
    }

    /// The offset from UTC in seconds: `Z`, `z`, `+02:00`, `-0530`, `+02`.
    mutating func offset() -> Int? {
        if skip("Zz") { return 0 }
        let sign: Int
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = number(digits: 2), hours < 24 else { return nil }
        var minutes = 0
        if !atEnd {
            _ = skip(":")
            guard let value = number(digits: 2), value < 60 else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}

private extension Int64 {
    /// The quotient rounded down, also for a negative dividend.
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
