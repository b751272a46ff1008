// Written by Scripts/embed-templates.py from Sources/RouteGenRuntime/Portable/. Do not edit; edit those files and run the script.

/// The runtime's portable sources, by their path under `Sources/RouteGenRuntime/Portable`, in path order.
enum EmbeddedRuntime {
    static let files: [(path: String, text: String)] = [
        ("Answers/DocumentedErrors.swift", #"""
import Foundation

/// The error answers a call documents: for each status as the spec writes it (`404`, `4XX`,
/// `default`), the type of its body, or `nil` for an answer without one.
///
/// Generated calls pass theirs to the client's `documenting(_:)`, so a failed answer's body reaches
/// the caller decoded:
///
/// ```swift
/// try await client.documenting(["404": BasicError.self, "422": ValidationError.self])
///     .decode(Issue.self, from: IssuesRouter.create(owner: "o", repo: "r", body: body))
/// ```
public struct DocumentedErrors: Sendable, ExpressibleByDictionaryLiteral {
    private var types: [String: (any (Decodable & Sendable).Type)?] = [:]

    /// Creates the list from the spec's statuses and body types.
    /// - Parameter elements: Each status (`404`, `4XX`, `default`) with its body's type, or `nil`.
    public init(dictionaryLiteral elements: (String, (any (Decodable & Sendable).Type)?)...) {
        for (status, type) in elements where types.index(forKey: status.uppercased()) == nil {
            types[status.uppercased()] = type
        }
    }

    /// The documented answer that covers `statusCode`, as OpenAPI picks it: the status itself
    /// (`422`), else its class (`4XX`), else `default`.
    /// - Parameter statusCode: The status received.
    /// - Returns: The status as documented and its body's type; `nil` when no answer covers the
    ///   status or the one that does has no body.
    public func answer(for statusCode: Int) -> (status: String, type: any (Decodable & Sendable).Type)? {
        for status in [String(statusCode), "\(statusCode / 100)XX", "DEFAULT"] {
            guard let entry = types[status] else { continue }
            guard let type = entry else { return nil }
            return (status == "DEFAULT" ? "default" : status, type)
        }
        return nil
    }
}

"""#),
        ("Answers/EnvelopeBody.swift", #"""
import Foundation

/// A response envelope as `Envelope` describes it, decoded in one pass.
///
/// Reads the code (a string, or a number or boolean as text) and the optional message;
/// only for a success code does it decode the payload.
struct EnvelopeBody<Envelope: ResponseEnvelope, Payload: Decodable>: Decodable {
    /// What the envelope says.
    enum Outcome {
        case success(Payload)
        case failure(code: String, message: String?)
    }

    let outcome: Outcome

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let code = try Self.code(in: container, at: AnyCodingKey(Envelope.codeKey))
        guard Envelope.successCodes.contains(code) else {
            outcome = .failure(code: code, message: Self.message(in: container))
            return
        }
        let key = AnyCodingKey(Envelope.payloadKey)
        if container.contains(key), try !container.decodeNil(forKey: key) {
            outcome = .success(try container.decode(Payload.self, forKey: key))
        } else if let absent = (Payload.self as? any AbsentPayload.Type)?.absent as? Payload {
            outcome = .success(absent)
        } else {
            throw DecodingError.valueNotFound(Payload.self, DecodingError.Context(
                codingPath: container.codingPath + [key],
                debugDescription: "The envelope's \(Envelope.payloadKey.debugDescription) is missing or null, "
                    + "but \(Payload.self) is required."))
        }
    }

    /// The code as text: a string as it is, a number or boolean by its JSON text.
    private static func code(in container: KeyedDecodingContainer<AnyCodingKey>, at key: AnyCodingKey) throws -> String {
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "The envelope has no \(key.stringValue.debugDescription) field."))
        }
        if let text = try? container.decode(String.self, forKey: key) { return text }
        if let number = try? container.decode(Int.self, forKey: key) { return String(number) }
        if let number = try? container.decode(Double.self, forKey: key) { return String(number) }
        if let flag = try? container.decode(Bool.self, forKey: key) { return String(flag) }
        throw DecodingError.typeMismatch(String.self, DecodingError.Context(
            codingPath: container.codingPath + [key],
            debugDescription: "Expected the envelope's code to be a string, a number or a boolean."))
    }

    /// The message, when the envelope has a message key and a string under it.
    /// Anything else there (missing, `null`, another type) gives `nil`: the failure code
    /// matters more than a malformed message.
    private static func message(in container: KeyedDecodingContainer<AnyCodingKey>) -> String? {
        guard let name = Envelope.messageKey else { return nil }
        return (try? container.decodeIfPresent(String.self, forKey: AnyCodingKey(name))) ?? nil
    }
}

/// Payload types that have a value for a missing or `null` envelope payload.
protocol AbsentPayload {
    /// The value to use when the payload is missing or `null`.
    static var absent: Self { get }
}

extension Optional: AbsentPayload {
    static var absent: Wrapped? { nil }
}

"""#),
        ("Answers/HeaderReading.swift", #"""
import Foundation

/// Reads the text of a response header field as the value its schema gives, spaces around it
/// already removed: what every documented header's type is read with.
enum HeaderReading {
    /// `true` or `false`, ignoring case.
    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// An RFC 3339 date (`2024-05-01T12:00:00Z`, as `format: date-time` says; ``RFC3339/date(from:)``),
    /// or an HTTP date (`Wed, 01 May 2024 12:00:00 GMT`, as `Date`, `Expires` and `Last-Modified` carry).
    static func date(_ text: String) -> Date? {
        if let date = RFC3339.date(from: text) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }

    /// A decimal number, with a `.` whatever the locale.
    static func decimal(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Comma-separated values (`a, b, c`), as OpenAPI's `simple` style writes an array, each read
    /// by `element`; an empty text is an empty array, and one element that doesn't read makes `nil`.
    static func list<Element>(_ text: String, element: (String) -> Element?) -> [Element]? {
        guard !text.isEmpty else { return [] }
        var values: [Element] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = element(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        return values
    }
}

"""#),
        ("Answers/ResponseEnvelope.swift", #"""
/// Describes how a spec wraps its payloads, e.g. `{"code": "000000", "message": "OK", "data": …}`.
///
/// Generated code declares one enum per spec that conforms to it; the client's `payload(_:in:from:)`
/// reads the code, throws ``ServerError`` for a failure code and returns the payload.
///
/// ```swift
/// enum BackendEnvelope: ResponseEnvelope {
///     static let payloadKey = "data"
///     static let codeKey = "code"
///     static let messageKey: String? = "message"
///     static let successCodes: Set<String> = ["000000"]
/// }
/// ```
public protocol ResponseEnvelope: Sendable {
    /// The key of the payload, e.g. `"data"`.
    static var payloadKey: String { get }
    /// The key of the result code, e.g. `"code"`.
    static var codeKey: String { get }
    /// The key of the human-readable message, e.g. `"message"`; `nil` if there is none.
    static var messageKey: String? { get }
    /// The codes that mean success, as text. A JSON number or boolean code is compared
    /// by its text: `0` as `"0"`, `200` as `"200"`, `true` as `"true"`.
    static var successCodes: Set<String> { get }
}

"""#),
        ("Answers/ServerError.swift", #"""
import Foundation

/// A failure reported inside a response envelope: the server answered, but its own
/// code says the operation did not succeed (e.g. `{"code": "E1001", "message": "…"}`).
public struct ServerError: Sendable, Equatable, CustomStringConvertible {
    /// The envelope's code, as text (`"E1001"`, or `"500"` for a numeric code).
    public var code: String
    /// The envelope's message, if it had one.
    public var message: String?
    /// The HTTP status code of the response.
    public var statusCode: Int
    /// The whole body, e.g. to decode further fields from.
    public var body: Data

    /// Creates a server error.
    /// - Parameters:
    ///   - code: The envelope's code.
    ///   - message: The envelope's message, if any.
    ///   - statusCode: The HTTP status code.
    ///   - body: The whole body.
    public init(code: String, message: String?, statusCode: Int, body: Data) {
        self.code = code
        self.message = message
        self.statusCode = statusCode
        self.body = body
    }

    /// A sentence such as `The server reported failure code "E1001" (status 200): Not allowed`.
    public var description: String {
        let base = "The server reported failure code \(code.debugDescription) (status \(statusCode))"
        guard let message, !message.isEmpty else { return base }
        return base + ": " + message
    }
}

"""#),
        ("Answers/UndocumentedStatus.swift", #"""
/// A success status that none of a call's documented answers has.
public struct UndocumentedStatus: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status the server answered with.
    public var statusCode: Int
    /// The documented success statuses, as the spec writes them, e.g. `["200", "202", "204"]`.
    public var documented: [String]

    /// Creates the error.
    /// - Parameters:
    ///   - statusCode: The status received.
    ///   - documented: The documented success statuses.
    public init(statusCode: Int, documented: [String]) {
        self.statusCode = statusCode
        self.documented = documented
    }

    /// `status 201 is not one of the documented answers (200, 202, 204)`.
    public var description: String {
        "status \(statusCode) is not one of the documented answers (\(documented.joined(separator: ", ")))"
    }
}

"""#),
        ("Coding/JSONCoding.swift", #"""
import Foundation

/// How request bodies are encoded and answers decoded, unless a caller gives its own coder.
enum JSONCoding {
    /// A new encoder for request bodies: keys sorted, slashes unescaped, dates as RFC 3339 text with
    /// the fraction digits they need (``RFC3339/text(of:)``: `2024-05-01T12:00:00.123Z`).
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom(encodeDate)
        return encoder
    }

    /// A new decoder for answers: dates are RFC 3339 text, with any number of fraction digits or none,
    /// any offset, `T` and `Z` in either case (``RFC3339/date(from:)``: `2024-05-01T12:00:00Z`,
    /// `2014-10-05T01:42:11.054+02:00`).
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeDate)
        return decoder
    }

    private static func encodeDate(_ date: Date, _ encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(RFC3339.text(of: date))
    }

    private static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = RFC3339.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected an RFC 3339 date-time, found \(text.debugDescription).")
        }
        return date
    }
}

"""#),
        ("Coding/RFC3339.swift", #"""
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

"""#),
        ("Encoding/HeaderText.swift", #"""
/// The text of request header fields: values in OpenAPI's `simple` style, `Cookie` values, and the
/// check that keeps a value from adding header lines.
enum HeaderText {
    /// A header's value in OpenAPI's `simple` style, the only style headers have: a scalar as
    /// text, an array's elements joined by commas, and an object's (a model's or a dictionary's)
    /// keys and values joined by commas in key order (`G,200,R,100`), or its `key=value` pairs with
    /// `explode` (`G=200,R=100`). Nothing is percent-encoded: a header carries its text as it is, and
    /// a CR, LF or NUL in it is refused when the request is made
    /// (``RouteGenError/invalidHeaderValue(name:)``).
    /// - Parameters:
    ///   - value: The value.
    ///   - explode: OpenAPI's `explode`, which only changes how an object is written.
    /// - Returns: The text, or `nil` for `nil`, an empty array and an empty object, so that the
    ///   header is left out.
    static func simpleValue(_ value: (any Sendable)?, explode: Bool = false) -> String? {
        guard let value else { return nil }
        let parameter = ParameterValue(value)
        switch parameter {
        case .null: return nil
        case .array(let elements) where elements.isEmpty: return nil
        case .dictionary(let entries) where entries.isEmpty: return nil
        default: return StyleExpansion.expand(parameter, style: .simple, explode: explode) { $0 }
        }
    }

    /// The value of a `Cookie` header, `name=value; name2=value2`, in name order with `nil` values
    /// left out; `nil` when nothing is left, so that no header is sent.
    ///
    /// Values are written as text the way query items are (numbers, `true`/`false`, enums by raw
    /// value, UUIDs, ISO 8601 dates), with arrays joined by commas. Each byte a cookie value can't
    /// hold (space, `"`, `,`, `;`, `\`, `%`, controls, anything outside ASCII) is percent-encoded,
    /// except CR, LF and NUL: those are kept, so the request is rejected like any other header that
    /// carries them (``RouteGenError/invalidHeaderValue(name:)``).
    /// - Parameter values: Cookie names mapped to values.
    static func cookieValue(_ values: [String: (any Sendable)?]) -> String? {
        var pairs: [String] = []
        for name in values.keys.sorted() {
            guard let entry = values[name], let value = entry else { continue }
            let pieces = ParameterValue(value).pieces
            guard !pieces.isEmpty else { continue }
            pairs.append("\(name)=\(pieces.map(escapeCookieValue).joined(separator: ","))")
        }
        return pairs.isEmpty ? nil : pairs.joined(separator: "; ")
    }

    /// Percent-encodes what RFC 6265 doesn't allow in a cookie value, keeping CR, LF and NUL.
    static func escapeCookieValue(_ text: String) -> String {
        PercentEncoding.encode(text) { byte in
            switch byte {
            case 0x0D, 0x0A, 0x00: return true
            case 0x21, 0x23...0x24, 0x26...0x2B, 0x2D...0x3A, 0x3C...0x5B, 0x5D...0x7E: return true
            default: return false
            }
        }
    }

    /// `false` when the text contains CR, LF or NUL, which could inject extra header
    /// lines. Checked on UTF-8 bytes because `"\r\n"` is a single `Character` and would
    /// not match a `"\r"` search.
    static func isSafe(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }
}

"""#),
        ("Encoding/ParameterValue+JSON.swift", #"""
import Foundation

extension ParameterValue {
    /// The value as an object tree `JSONSerialization` can write, as far as possible.
    /// Unsupported values are passed through so that validation rejects them.
    var jsonObject: Any {
        switch self {
        case .null:
            return NSNull()
        case .bool(let bool):
            return bool
        case .number(let number, _):
            return number
        case .string(let string):
            return string
        case .array(let elements):
            return elements.map(\.jsonObject)
        case .dictionary(let entries):
            var object: [String: Any] = [:]
            for entry in entries {
                object[entry.key] = entry.value.jsonObject
            }
            return object
        case .other(let other):
            return other
        }
    }
}

"""#),
        ("Encoding/ParameterValue+Text.swift", #"""
extension ParameterValue {
    /// A scalar as text, the way query items, cookies and form parts write it; `nil` for `null`,
    /// arrays and dictionaries.
    /// - Parameter literalBooleans: `true` and `false` rather than `1` and `0`.
    func scalarText(literalBooleans: Bool) -> String? {
        switch self {
        case .bool(let bool): return literalBooleans ? (bool ? "true" : "false") : (bool ? "1" : "0")
        case .number(_, let text): return text
        case .string(let string): return string
        case .other(let other): return String(describing: other)
        case .null, .array, .dictionary: return nil
        }
    }

    /// The scalars of the value as text, booleans as `true` and `false`: itself, or a collection's
    /// scalars at every depth, each dictionary's keys before their values.
    var pieces: [String] {
        switch self {
        case .array(let elements): return elements.flatMap(\.pieces)
        case .dictionary(let entries): return entries.flatMap { [$0.key] + $0.value.pieces }
        default: return scalarText(literalBooleans: true).map { [$0] } ?? []
        }
    }
}

"""#),
        ("Encoding/ParameterValue.swift", #"""
import Foundation

/// A parameter value reduced to the handful of shapes the encoders understand.
///
/// The encodings (``URLEncoding``, ``MultipartEncoding``, the runtime's `JSONEncoding`) classify
/// values through this type, so they agree on how `UUID`, `URL`, `Date`, `RawRepresentable`, models
/// and optionals are treated.
enum ParameterValue {
    /// `Optional.none` or `NSNull`.
    case null
    /// A boolean.
    case bool(Bool)
    /// A number: the original value (for JSON) and its textual form (for URLs).
    case number(Any, text: String)
    /// A string, or a value rendered as one (`UUID`, `URL`, `Date`).
    case string(String)
    /// An array of values.
    case array([ParameterValue])
    /// A dictionary, with its entries sorted by key.
    case dictionary([(key: String, value: ParameterValue)])
    /// Any other value, kept as is.
    case other(Any)

    /// Classifies `value`. The order of the checks matters: booleans are recognised
    /// before numbers, plain data types before `RawRepresentable`, and other `Encodable`
    /// values (models) last, through their JSON.
    init(_ value: Any) {
        if let optional = value as? any OptionalProtocol {
            self = optional.wrappedAny.map(ParameterValue.init) ?? .null
        } else if value is NSNull {
            self = .null
        } else if let number = ParameterValue.foundationNumber(value) {
            self = number
        } else if type(of: value) == Bool.self, let bool = value as? Bool {
            self = .bool(bool)
        } else if let string = value as? any StringProtocol {
            self = .string(String(string))
        } else if value is any BinaryInteger || value is any BinaryFloatingPoint {
            self = .number(value, text: String(describing: value))
        } else if let uuid = value as? UUID {
            self = .string(uuid.uuidString)
        } else if let url = value as? URL {
            self = .string(url.absoluteString)
        } else if let date = value as? Date {
            self = .string(RFC3339.text(of: date))
        } else if let collection = ParameterValue.collection(value) {
            self = collection
        } else if let representable = value as? any RawRepresentable {
            self = ParameterValue(representable.rawValue)
        } else if let encodable = value as? any Encodable, let object = ParameterValue.jsonObject(of: encodable) {
            self = ParameterValue(object)
        } else {
            self = .other(value)
        }
    }

    /// A model (or any other `Encodable`) as the object tree of its JSON, so that its properties
    /// become keys: `filter[state]=open` for a `deepObject` query item.
    private static func jsonObject(of value: any Encodable) -> Any? {
        guard let data = try? JSONCoding.encoder().encode(value) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    }

    /// Handles real `NSNumber` instances (not Swift numbers that would merely bridge).
    /// A boolean `NSNumber` reports the Objective-C type code `c`.
    private static func foundationNumber(_ value: Any) -> ParameterValue? {
        guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else {
            return nil
        }
        if String(cString: number.objCType) == "c" {
            return .bool(number.boolValue)
        }
        return .number(number, text: number.stringValue)
    }

    /// Handles arrays, sets and dictionaries. Dictionary keys are stringified and
    /// sorted, and set elements are sorted by their description, for stable output.
    private static func collection(_ value: Any) -> ParameterValue? {
        if let dictionary = value as? [String: Any] {
            return .dictionary(sortedEntries(dictionary))
        }
        if let dictionary = value as? [AnyHashable: Any] {
            var entries: [String: Any] = [:]
            for (key, element) in dictionary {
                entries[String(describing: key.base)] = element
            }
            return .dictionary(sortedEntries(entries))
        }
        if let array = value as? [Any] {
            return .array(array.map(ParameterValue.init))
        }
        if let set = value as? Set<AnyHashable> {
            let ordered = set.map(\.base).sorted { String(describing: $0) < String(describing: $1) }
            return .array(ordered.map(ParameterValue.init))
        }
        return nil
    }

    private static func sortedEntries(_ dictionary: [String: Any]) -> [(key: String, value: ParameterValue)] {
        dictionary.keys.sorted().compactMap { key in
            dictionary[key].map { (key: key, value: ParameterValue($0)) }
        }
    }
}

/// Lets `ParameterValue` look inside an `Optional` hidden behind `Any`.
protocol OptionalProtocol {
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrappedAny: Any? { map { $0 as Any } }
}

"""#),
        ("Encoding/PathStyle.swift", #"""
/// OpenAPI's styles for a value in a path segment or a header: `simple`, `label` and `matrix`,
/// which are RFC 6570's simple (`{id}`), label (`{.id}`) and path-style (`{;id}`) expansions.
///
/// | style | explode | `"blue"` | `["blue", "black"]` | `["R": 100, "G": 200]` |
/// | --- | --- | --- | --- | --- |
/// | `.simple` | `false` | `blue` | `blue,black` | `G,200,R,100` |
/// | `.simple` | `true` | `blue` | `blue,black` | `G=200,R=100` |
/// | `.label` | `false` | `.blue` | `.blue,black` | `.G,200,R,100` |
/// | `.label` | `true` | `.blue` | `.blue.black` | `.G=200.R=100` |
/// | `.matrix(name: "color")` | `false` | `;color=blue` | `;color=blue,black` | `;color=G,200,R,100` |
/// | `.matrix(name: "color")` | `true` | `;color=blue` | `;color=blue;color=black` | `;G=200;R=100` |
///
/// An object's entries are in key order. An empty array or object, like `nil`, writes nothing at
/// all, not even the `.` or `;` (RFC 6570 §2.3 counts them as undefined). In a path, a value that
/// would be a bare `.` or `..` segment is written `%2E` or `%2E%2E`.
public enum PathStyle: Sendable, Equatable, Hashable {
    /// `blue,black`: the default for path parameters and headers.
    case simple
    /// `.blue,black`, or `.blue.black` exploded.
    case label
    /// `;color=blue,black`, or `;color=blue;color=black` exploded; `name` is the parameter's name.
    case matrix(name: String)
}

"""#),
        ("Encoding/PercentEncoding.swift", #"""
/// Byte-level percent-encoding shared by query and path encoding.
///
/// Works on the UTF-8 bytes of the input, so every Unicode scalar (including emoji)
/// is encoded as its UTF-8 sequence, and the operation can never fail.
enum PercentEncoding {
    /// Percent-encodes every byte of `string` for which `isAllowed` returns `false`,
    /// using uppercase hexadecimal digits.
    static func encode(_ string: String, keeping isAllowed: (UInt8) -> Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            append(byte, to: &output, keeping: isAllowed)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Percent-encodes as ``encode(_:keeping:)`` does, except that a `%` followed by two hexadecimal
    /// digits (a percent-encoded triple) is kept as it is, as RFC 6570's reserved expansion keeps it:
    /// `"a%2Fb"` stays `"a%2Fb"`, while `"50%"` becomes `"50%25"`.
    static func encodeKeepingTriples(_ string: String, keeping isAllowed: (UInt8) -> Bool) -> String {
        let bytes = Array(string.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                output += bytes[index...(index + 2)]
                index += 3
            } else {
                append(bytes[index], to: &output, keeping: isAllowed)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(_ byte: UInt8, to output: inout [UInt8], keeping isAllowed: (UInt8) -> Bool) {
        if isAllowed(byte) {
            output.append(byte)
        } else {
            output.append(UInt8(ascii: "%"))
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
            return true
        default:
            return false
        }
    }

    /// RFC 3986 unreserved characters: `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Characters left as they are in query keys and values: the unreserved
    /// characters plus `/` and `?` (everything else, including `&`, `=` and `+`,
    /// is encoded).
    static func isAllowedInQuery(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }

    /// Characters left as they are in a query value with OpenAPI's `allowReserved`: those of
    /// ``isAllowedInQuery(_:)`` and RFC 3986's reserved `:` `@` `!` `$` `'` `(` `)` `*` `,` `;`.
    /// The other reserved characters are still encoded: `[`, `]` and `#`, which a query can't hold
    /// (RFC 3986 §3.4), and `&`, `=` and `+`, which separate pairs, keys and values or stand for a
    /// space in a form-encoded query.
    static func isAllowedInReservedQuery(_ byte: UInt8) -> Bool {
        isAllowedInQuery(byte) || isKeptInSegment(byte) && !"&=+".utf8.contains(byte)
    }

    /// Characters left as they are in a path segment with OpenAPI 3.2's `allowReserved`: the
    /// unreserved characters and RFC 3986's `pchar` delimiters `:` `@` `!` `$` `&` `'` `(` `)` `*` `+`
    /// `,` `;` `=`. `/`, `?`, `#`, `[` and `]` are still encoded, so the value stays one segment.
    static func isAllowedInReservedSegment(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isKeptInSegment(byte)
    }

    /// RFC 3986's sub-delimiters and `:` and `@`, which a path segment may hold as they are.
    private static func isKeptInSegment(_ byte: UInt8) -> Bool {
        ":@!$&'()*+,;=".utf8.contains(byte)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}

"""#),
        ("Encoding/StyleExpansion.swift", #"""
/// Writes values in a ``PathStyle``.
enum StyleExpansion {
    /// The value in `style`, each name and text piece passed through `escape` (percent-encoding
    /// for a path segment, nothing for a header); the style's delimiters are written as they are.
    static func expand(
        _ value: ParameterValue, style: PathStyle, explode: Bool, escape: (String) -> String
    ) -> String {
        let prefix: String, separator: String
        var name: String?
        switch style {
        case .simple: (prefix, separator) = ("", ",")
        case .label: (prefix, separator) = (".", ".")
        case let .matrix(matrixName): (prefix, separator, name) = (";", ";", escape(matrixName))
        }
        switch value {
        case .null:
            return ""
        case .array(let elements):
            let texts = elements.flatMap(\.pieces).map(escape)
            guard !texts.isEmpty else { return "" }
            guard explode else { return prefix + (name.map { $0 + "=" } ?? "") + texts.joined(separator: ",") }
            return prefix + texts.map { text in name.map { named($0, text) } ?? text }.joined(separator: separator)
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "" }
            if explode {
                let pairs = entries.map { entry -> String in
                    let text = entry.value.pieces.map(escape).joined(separator: ",")
                    return name == nil ? escape(entry.key) + "=" + text : named(escape(entry.key), text)
                }
                return prefix + pairs.joined(separator: separator)
            }
            let texts = entries.flatMap { [escape($0.key)] + $0.value.pieces.map(escape) }
            return prefix + (name.map { $0 + "=" } ?? "") + texts.joined(separator: ",")
        case .bool, .number, .string, .other:
            let text = escape(value.scalarText(literalBooleans: true) ?? "")
            return prefix + (name.map { named($0, text) } ?? text)
        }
    }

    /// `name=text`, or `name` alone for an empty text, as the matrix style writes a pair.
    private static func named(_ name: String, _ text: String) -> String {
        text.isEmpty ? name : name + "=" + text
    }
}

"""#),
        ("Encoding/URLEncoding+OpenAPI.swift", #"""
extension URLEncoding {
    /// Always encodes into the URL's query string, with booleans as `true` and `false`, as OpenAPI
    /// serialises query parameters: `open=true&limit=20`.
    ///
    /// The same as `URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets,
    /// boolEncoding: .literal)`. Routers generated from an OpenAPI document write their query items
    /// with it. A key that ``adding(styles:)`` gives a style is written in that style; the others
    /// (`deepObject` items, and whatever objects hold) with brackets at every depth and array
    /// elements numbered from 0, as Stripe's SDKs write them:
    /// `subscription_items%5B0%5D%5Bprice%5D=price_1`, which is `subscription_items[0][price]=price_1`
    /// with the brackets escaped, as a URL's query must have them (RFC 3986).
    public static let openAPIQuery = URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets, boolEncoding: .literal)

    /// Always encodes into a form-encoded HTTP body, as Stripe's SDKs write one and Stripe, Rails
    /// and PHP read it: brackets at every depth, array elements numbered from 0, the brackets of
    /// keys left as they are, and booleans as `true` and `false`:
    /// `address[city]=Paris&expand[0]=tax&livemode=true`.
    ///
    /// The same as `URLEncoding(destination: .httpBody, arrayEncoding: .indexInBrackets,
    /// boolEncoding: .literal, keyBrackets: .literal)`. Routers generated from an OpenAPI document
    /// write their form bodies with it.
    public static let openAPIForm = URLEncoding(
        destination: .httpBody, arrayEncoding: .indexInBrackets, boolEncoding: .literal, keyBrackets: .literal)

    /// This encoding, with particular top-level keys written in their own style, such as a form
    /// field whose OpenAPI `encoding` says `style: form, explode: false`:
    /// `URLEncoding.openAPIForm.adding(styles: ["tags": .form(explode: false)])`.
    /// - Parameter styles: The style of each key; it replaces a style this encoding already gives the key.
    /// - Returns: An encoding that differs from this one only in its ``styles``.
    public func adding(styles: [String: Style]) -> URLEncoding {
        URLEncoding(
            destination: destination, arrayEncoding: arrayEncoding, boolEncoding: boolEncoding,
            styles: self.styles.merging(styles) { _, new in new }, keyBrackets: keyBrackets,
            keysAllowingReserved: keysAllowingReserved)
    }

    /// This encoding, with the values of particular top-level keys keeping RFC 3986's reserved
    /// characters, as OpenAPI's `allowReserved: true` asks for a query parameter or a form field:
    /// `URLEncoding.openAPIQuery.allowingReserved(for: ["q"])` sends `q=repo:a/b%20is:open`
    /// where ``openAPIQuery`` alone sends `q=repo%3Aa/b%20is%3Aopen`. See ``escapeAllowingReserved(_:)``
    /// for the characters that are still escaped.
    /// - Parameter keys: The keys; they are added to those this encoding already has.
    /// - Returns: An encoding that differs from this one only in its ``keysAllowingReserved``.
    public func allowingReserved(for keys: Set<String>) -> URLEncoding {
        URLEncoding(
            destination: destination, arrayEncoding: arrayEncoding, boolEncoding: boolEncoding,
            styles: styles, keyBrackets: keyBrackets, keysAllowingReserved: keysAllowingReserved.union(keys))
    }
}

"""#),
        ("Encoding/URLEncoding+Query.swift", #"""
extension URLEncoding {
    /// Renders parameters as a percent-encoded query string, without a leading `?`.
    ///
    /// Top-level and nested keys are sorted; `nil` values and empty arrays or
    /// dictionaries produce no pairs. The values of ``keysAllowingReserved`` are escaped with
    /// ``escapeAllowingReserved(_:)``, the others with ``escape(_:)``.
    /// - Parameter parameters: The parameters to render.
    /// - Returns: For example `"ids%5B%5D=1&ids%5B%5D=2&q=swift%20lang"`.
    public func query(_ parameters: [String: Any]) -> String {
        var pairs: [String] = []
        for key in parameters.keys.sorted() {
            guard let value = parameters[key] else { continue }
            let escaping = keysAllowingReserved.contains(key) ? escapeAllowingReserved : escape
            for (name, text) in components(key: key, value: ParameterValue(value), style: styles[key], text: escaping) {
                pairs.append("\(escapeKey(name))=\(text)")
            }
        }
        return pairs.joined(separator: "&")
    }

    /// Percent-encodes `string` for use as a query key or value.
    ///
    /// Only the RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) and the
    /// characters `/` and `?` are left as they are. Everything else is encoded as
    /// `%XX` of its UTF-8 bytes, so a space becomes `%20`, `+` becomes `%2B`, `&`
    /// becomes `%26` and `é` becomes `%C3%A9`.
    /// - Parameter string: The raw text.
    /// - Returns: The escaped text.
    public func escape(_ string: String) -> String {
        PercentEncoding.encode(string, keeping: PercentEncoding.isAllowedInQuery)
    }

    /// Percent-encodes a value as OpenAPI's `allowReserved` asks: as ``escape(_:)`` does, except that
    /// RFC 3986's reserved `:` `@` `!` `$` `'` `(` `)` `*` `,` `;` and percent-encoded triples (`%2F`)
    /// are kept. `[`, `]` and `#`, which a query can't hold, and `&`, `=` and `+`, which would split
    /// or change the pair, are still encoded: `"repo:a/b is:open"` becomes `repo:a/b%20is:open`.
    public func escapeAllowingReserved(_ string: String) -> String {
        PercentEncoding.encodeKeepingTriples(string, keeping: PercentEncoding.isAllowedInReservedQuery)
    }

    /// A key escaped like a value, except that its brackets stay as they are with
    /// ``KeyBrackets/literal``.
    func escapeKey(_ key: String) -> String {
        switch keyBrackets {
        case .escaped: return escape(key)
        case .literal: return PercentEncoding.encode(key) { PercentEncoding.isAllowedInQuery($0) || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
        }
    }

    /// Flattens one value into `(key, value)` pairs: the key as it is, the value already
    /// escaped (a delimited array joins escaped elements with its delimiter).
    /// - Parameter style: The style of a top-level key, if it has one.
    func components(key: String, value: ParameterValue, style: Style? = nil) -> [(String, String)] {
        components(key: key, value: value, style: style, text: escape)
    }

    /// As ``components(key:value:style:)``, with each scalar's text escaped by `text`.
    func components(
        key: String, value: ParameterValue, style: Style? = nil, text: (String) -> String
    ) -> [(String, String)] {
        switch value {
        case .null:
            return []
        case .bool, .number, .string, .other:
            return [(key, text(value.scalarText(literalBooleans: boolEncoding == .literal) ?? ""))]
        case .dictionary(let entries):
            return dictionaryComponents(key: key, entries: entries, style: style, text: text)
        case .array(let elements):
            let present = elements.filter { element in
                if case .null = element { return false }
                return true
            }
            let encoding = style?.arrayEncoding ?? arrayEncoding
            if let delimiter = encoding.delimiter {
                return present.isEmpty ? [] : [(key, joined(present, by: delimiter, text: text))]
            }
            return present.enumerated().flatMap { index, element in
                components(key: encoding.encode(key: key, atIndex: index), value: element, text: text)
            }
        }
    }

    /// `key[sub]=v` by default and for `deepObject`; `sub=v` for an exploded form; otherwise one
    /// pair of keys and values joined by the style's delimiter.
    private func dictionaryComponents(
        key: String, entries: [(key: String, value: ParameterValue)], style: Style?, text: (String) -> String
    ) -> [(String, String)] {
        switch style {
        case nil, .deepObject?:
            return entries.flatMap { components(key: "\(key)[\($0.key)]", value: $0.value, text: text) }
        case .form(explode: true)?:
            return entries.flatMap { components(key: $0.key, value: $0.value, text: text) }
        case let style?:
            let delimiter = style.arrayEncoding?.delimiter ?? ","
            let flat = entries.flatMap { [ParameterValue.string($0.key), $0.value] }
            return entries.isEmpty ? [] : [(key, joined(flat, by: delimiter, text: text))]
        }
    }

    /// The escaped text of each value, joined by `delimiter`; nested collections are joined the same way.
    private func joined(_ values: [ParameterValue], by delimiter: String, text: (String) -> String) -> String {
        values.map { value in
            switch value {
            case .array(let elements): return joined(elements, by: delimiter, text: text)
            case .dictionary(let entries): return joined(entries.flatMap { [.string($0.key), $0.value] }, by: delimiter, text: text)
            default: return components(key: "", value: value, text: text).map(\.1).joined(separator: delimiter)
            }
        }.joined(separator: delimiter)
    }
}

"""#),
        ("Encoding/URLEncoding+Style.swift", #"""
extension URLEncoding {
    /// How one parameter's array or dictionary is written: OpenAPI's `style` and `explode`.
    /// Scalars look the same in every style.
    ///
    /// | style | `ids: [1, 2]` | `filter: ["state": "open"]` |
    /// | --- | --- | --- |
    /// | `.form(explode: true)` | `ids=1&ids=2` | `state=open` |
    /// | `.form(explode: false)` | `ids=1,2` | `filter=state,open` |
    /// | `.spaceDelimited` | `ids=1%202` | `filter=state%20open` |
    /// | `.pipeDelimited` | `ids=1%7C2` | `filter=state%7Copen` |
    /// | `.tabDelimited` | `ids=1%092` | `filter=state%09open` |
    /// | `.deepObject` | `ids[]=1&ids[]=2` (the encoding's `arrayEncoding`) | `filter[state]=open` |
    ///
    /// Delimiters are written as they are (`,`) or escaped (`%20`, `%7C`); the same character inside
    /// an element is always escaped, so `["a,b", "c"]` becomes `a%2Cb,c`.
    public enum Style: Sendable, Equatable, Hashable {
        case form(explode: Bool)
        case spaceDelimited
        case pipeDelimited
        /// Elements joined by tabs: Swagger 2.0's `collectionFormat: tsv`, which OpenAPI 3 has no style for.
        case tabDelimited
        case deepObject

        /// How an array under this style is written; `nil` for `deepObject`, which OpenAPI leaves
        /// undefined for arrays: the encoding's own `arrayEncoding` applies (`ids[]=` or `ids[0]=`).
        var arrayEncoding: ArrayEncoding? {
            switch self {
            case .form(explode: true): return .noBrackets
            case .form(explode: false): return .commaSeparated
            case .spaceDelimited: return .spaceDelimited
            case .pipeDelimited: return .pipeDelimited
            case .tabDelimited: return .tabDelimited
            case .deepObject: return nil
            }
        }

        /// The character between an array's elements written as one value, unescaped (a multipart
        /// part holds it as it is); `nil` for the styles that write one pair per element.
        var unescapedDelimiter: String? {
            switch self {
            case .form(explode: false): return ","
            case .spaceDelimited: return " "
            case .pipeDelimited: return "|"
            case .tabDelimited: return "\t"
            case .form(explode: true), .deepObject: return nil
            }
        }
    }
}

"""#),
        ("Encoding/URLEncoding.swift", ##"""
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as a URL-encoded query string (`a=1&b=2`), placed either in the
/// request's URL or in its body as `application/x-www-form-urlencoded` data.
///
/// The output is deterministic: keys are sorted at every nesting level. Arrays and
/// nested dictionaries use the bracket conventions understood by most web frameworks
/// (`key[]=a`, `key[sub]=b`), and keys and values are percent-encoded so that only
/// unreserved characters, `/` and `?` remain unescaped.
public struct URLEncoding: Sendable {
    /// Where the encoded query goes.
    public enum Destination: Sendable, Equatable, Hashable {
        /// Into the URL for `GET`, `HEAD` and `DELETE` requests; into the body otherwise.
        case methodDependent
        /// Always into the URL's query string.
        case queryString
        /// Always into the HTTP body.
        case httpBody

        /// Whether a request with this method (`GET`) gets its parameters in the URL.
        func encodesParametersInURL(forMethod method: String) -> Bool {
            switch self {
            case .methodDependent: return ["GET", "HEAD", "DELETE"].contains(method)
            case .queryString: return true
            case .httpBody: return false
            }
        }
    }

    /// How the key of an array element is written.
    public enum ArrayEncoding: Sendable, Equatable, Hashable {
        /// `key[]=a&key[]=b` (the default).
        case brackets
        /// `key=a&key=b`.
        case noBrackets
        /// `key[0]=a&key[1]=b`.
        case indexInBrackets
        /// `key=a,b`: one pair, the elements joined by commas (OpenAPI `form` with `explode: false`).
        case commaSeparated
        /// `key=a%20b`: one pair, the elements joined by spaces (OpenAPI `spaceDelimited`).
        case spaceDelimited
        /// `key=a%7Cb`: one pair, the elements joined by `|` (OpenAPI `pipeDelimited`).
        case pipeDelimited
        /// `key=a%09b`: one pair, the elements joined by tabs (Swagger 2.0's `tsv`).
        case tabDelimited

        /// The key for the element at `index` of the array stored under `key`.
        func encode(key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: return "\(key)[]"
            case .noBrackets, .commaSeparated, .spaceDelimited, .pipeDelimited, .tabDelimited: return key
            case .indexInBrackets: return "\(key)[\(index)]"
            }
        }

        /// The separator between elements, already escaped, for the cases that write one pair.
        var delimiter: String? {
            switch self {
            case .brackets, .noBrackets, .indexInBrackets: return nil
            case .commaSeparated: return ","
            case .spaceDelimited: return "%20"
            case .pipeDelimited: return "%7C"
            case .tabDelimited: return "%09"
            }
        }
    }

    /// How booleans are written.
    public enum BoolEncoding: Sendable, Equatable, Hashable {
        /// `1` for `true`, `0` for `false` (the default).
        case numeric
        /// `true` and `false`.
        case literal

    }

    /// How the brackets of keys (`address[city]`, `expand[0]`) are written.
    public enum KeyBrackets: Sendable, Equatable, Hashable {
        /// `address%5Bcity%5D` (the default, as Alamofire writes them).
        case escaped
        /// `address[city]`, as Stripe's own SDKs write them; servers read both.
        case literal
    }

    /// Query string for `GET`, `HEAD` and `DELETE`, form body for other methods.
    public static let `default` = URLEncoding()
    /// Always encodes into the URL's query string.
    public static let queryString = URLEncoding(destination: .queryString)
    /// Always encodes into a form-encoded HTTP body.
    public static let httpBody = URLEncoding(destination: .httpBody)

    /// Where the encoded parameters are placed.
    public let destination: Destination
    /// How array elements are keyed.
    public let arrayEncoding: ArrayEncoding
    /// How booleans are rendered.
    public let boolEncoding: BoolEncoding
    /// How the arrays and dictionaries of particular top-level keys are written, overriding
    /// `arrayEncoding` and the `key[sub]` of dictionaries for those keys.
    public let styles: [String: Style]
    /// Whether `[` and `]` in keys are percent-encoded.
    public let keyBrackets: KeyBrackets
    /// The top-level keys whose values keep RFC 3986's reserved characters, as OpenAPI's
    /// `allowReserved` asks (see ``escapeAllowingReserved(_:)``); every other value is escaped
    /// with ``escape(_:)``. Keys are always escaped as usual.
    public let keysAllowingReserved: Set<String>

    /// Creates an encoding.
    /// - Parameters:
    ///   - destination: Where the parameters go; method-dependent by default.
    ///   - arrayEncoding: How array elements are keyed; `key[]` by default.
    ///   - boolEncoding: How booleans are written; `1`/`0` by default.
    ///   - styles: The style of particular keys, e.g. `["ids": .form(explode: false)]`; none by default.
    ///   - keyBrackets: Whether brackets in keys are escaped; escaped by default.
    ///   - keysAllowingReserved: The keys whose values keep reserved characters; none by default.
    public init(
        destination: Destination = .methodDependent,
        arrayEncoding: ArrayEncoding = .brackets,
        boolEncoding: BoolEncoding = .numeric,
        styles: [String: Style] = [:],
        keyBrackets: KeyBrackets = .escaped,
        keysAllowingReserved: Set<String> = []
    ) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
        self.styles = styles
        self.keyBrackets = keyBrackets
        self.keysAllowingReserved = keysAllowingReserved
    }

    /// Encodes `parameters` into the request's URL query or form body.
    ///
    /// In the URL, the new pairs are appended to any existing query (which is kept
    /// exactly as it was). In the body, `Content-Type` is set to
    /// `application/x-www-form-urlencoded; charset=utf-8` unless one is already present.
    /// When `parameters` is `nil`, empty, or produces no pairs, the request is returned unchanged.
    /// - Throws: ``RouteGenError/missingURL`` or ``RouteGenError/invalidURL(_:)`` when the query
    ///   can't be added to the URL.
    func encoded(_ request: URLRequest, with parameters: [String: Any]?) throws -> URLRequest {
        var request = request
        guard let parameters, !parameters.isEmpty else { return request }
        let encoded = query(parameters)
        guard !encoded.isEmpty else { return request }

        if destination.encodesParametersInURL(forMethod: request.httpMethod ?? "GET") {
            guard let url = request.url else { throw RouteGenError.missingURL }
            request.url = try Self.appending(encoded, to: url)
        } else {
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
            request.httpBody = Data(encoded.utf8)
        }
        return request
    }

    /// `url` with `query` (already percent-encoded) added to its query string.
    ///
    /// Works on the URL's text: an existing query is kept verbatim and joined with `&`,
    /// and a fragment stays at the end.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if the result does not parse as a URL.
    static func appending(_ query: String, to url: URL) throws -> URL {
        let text = url.absoluteString
        let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
        let beforeFragment = text[..<fragmentStart]
        let fragment = text[fragmentStart...]

        let separator: String
        if let queryStart = beforeFragment.firstIndex(of: "?") {
            let existing = beforeFragment[beforeFragment.index(after: queryStart)...]
            separator = existing.isEmpty || existing.hasSuffix("&") ? "" : "&"
        } else {
            separator = "?"
        }

        let combined = String(beforeFragment) + separator + query + String(fragment)
        guard let joined = URL(string: combined) else {
            throw RouteGenError.invalidURL(combined)
        }
        return joined
    }
}

"""##),
        ("Models/AdditionalProperties.swift", #"""
/// Reads and writes the keys of an object that its schema doesn't name (OpenAPI
/// `additionalProperties` next to `properties`), for generated structs:
///
/// ```swift
/// self.additionalProperties = try RouteGenRuntime.AdditionalProperties.decode(
///     Swift.String.self, from: decoder, excluding: CodingKeys.allCases)
/// ```
public enum AdditionalProperties {
    /// Every key of the object that isn't one of `known`, with its value decoded as `Value`.
    /// - Throws: `DecodingError` when the value isn't an object, or an extra value isn't a `Value`.
    public static func decode<Value: Decodable, Known: Sequence>(
        _ type: Value.Type, from decoder: any Decoder, excluding known: Known
    ) throws -> [String: Value] where Known.Element: CodingKey {
        let knownNames = Set(known.map(\.stringValue))
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !knownNames.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }

    /// Writes each entry as a key of the object, next to the named properties.
    public static func encode<Value: Encodable>(_ values: [String: Value], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in values {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}

"""#),
        ("Models/AnyCodingKey.swift", #"""
/// A coding key made from any text: envelope keys and discriminators come from the spec.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        return nil
    }
}

"""#),
        ("Models/Indirect+Codable.swift", #"""
extension Indirect: Decodable where Value: Decodable {
    /// Decodes the wrapped value in place, as if there were no wrapper.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the wrapped value in place, as if there were no wrapper.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// Synthesised `Codable` asks the container for the wrapper itself, which would make a missing key
// an error and write `nil` as `null`. These overloads are more specific, so synthesised code picks
// them for optional values and treats the key like a plain optional property's.

extension KeyedDecodingContainer {
    /// A missing key or `null` decodes as `nil`.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped?>.Type, forKey key: Key) throws -> Indirect<Wrapped?> {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// `nil` leaves the key out.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

"""#),
        ("Models/Indirect.swift", #"""
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

"""#),
        ("Models/IntOrString.swift", #"""
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

"""#),
        ("Models/JSONNumber+Codable.swift", #"""
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

"""#),
        ("Models/JSONNumber+Values.swift", #"""
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

"""#),
        ("Models/JSONNumber.swift", #"""
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

"""#),
        ("Models/JSONValue+Literals.swift", #"""
// Literals, so that a `JSONValue` reads like the JSON it holds:
// `let value: JSONValue = ["name": "Ada", "tags": ["a"], "age": 36, "admin": true, "manager": nil]`.

extension JSONValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(value))
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// A later duplicate key wins, as in JSON parsers.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

"""#),
        ("Models/JSONValue.swift", #"""
import Foundation

/// Any JSON value, for schemas that allow anything: `{}`, `additionalProperties: true`, or free-form
/// metadata. Decodes whatever the server sends and encodes it back unchanged.
///
/// ```swift
/// let metadata: JSONValue = ["tags": ["a", "b"], "count": 3, "draft": false, "parent": nil]
/// ```
public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    /// Every JSON number, with all its digits (``JSONNumber``); whole numbers are written without a
    /// fraction (`3`, not `3.0`).
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value. Booleans are recognised before numbers, so `true` stays a boolean.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let double = try? container.decode(Double.self) {
            self = .number(JSONNumber(double, digitsFrom: container))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a JSON value.")
        }
    }

    /// Encodes the value as the JSON it holds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// The value under `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; `nil` when out of bounds or not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }
}

extension JSONValue {
    /// The value as plain text, for a path segment, a query item or a header: a string as it is,
    /// a whole number without a fraction, `true`, `false`, `null`; arrays and objects as compact JSON.
    public var plainText: String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return String(flag)
        case let .string(text): return text
        case let .number(number): return number.description
        case .array, .object:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}

"""#),
        ("Models/Nullable.swift", #"""
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

"""#),
        ("Models/ShortestDigits.swift", #"""
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

"""#),
        ("Models/UnionDecoder.swift", #"""
/// Decodes generated `oneOf`/`anyOf` enums from their table of ``UnionVariant``s.
///
/// ```swift
/// public init(from decoder: any Swift.Decoder) throws {
///     self = try RouteGenRuntime.UnionDecoder.decode(decoder, Self.variants, unknown: Self.unknown)
/// }
/// ```
///
/// How a value finds its variant:
/// 1. Variants of another kind are skipped: a string is never tried as an object.
/// 2. An object variant with fixed keys (a discriminator, or properties that allow one value only,
///    such as Stripe's `"object": "customer"`) is a candidate only when the value has every one
///    of them, with that value. Nothing is decoded to find this out.
/// 3. Candidates are tried with the most fixed keys first, then in the table's order; the first
///    that decodes is the answer. Lookalikes are tried as a group, those with the most of their own
///    keys in the value first: one of them is the answer only when the value decodes as no other
///    of the same standing.
/// 4. A value that no variant takes is kept as JSON in the enum's unknown case, so that a new kind
///    of object doesn't fail a whole answer, and it encodes back to the same JSON. But a value that
///    names a variant by its fixed keys and still doesn't decode as it is an error.
public enum UnionDecoder {
    /// Decodes the value `decoder` is at as one of `variants`, or else as `unknown`.
    /// - Parameters:
    ///   - decoder: The decoder, at the value.
    ///   - variants: The enum's variants, in the order decoding considers them.
    ///   - unknown: The case that keeps a value no variant takes, such as `Self.unknown`.
    /// - Throws: `DecodingError` when the value's fixed keys name a variant that it doesn't decode as.
    public static func decode<Union>(
        _ decoder: any Decoder, _ variants: [UnionVariant<Union>], unknown: (JSONValue) -> Union
    ) throws -> Union {
        if let value = try decodeKnown(decoder, variants) { return value }
        return unknown(try JSONValue(from: decoder))
    }

    /// The value as one of `variants`, or `nil` when it is none of them (or more than one lookalike).
    static func decodeKnown<Union>(_ decoder: any Decoder, _ variants: [UnionVariant<Union>]) throws -> Union? {
        var value = ValueProbe(decoder, variants)
        var candidates: [Int] = []
        for (index, variant) in variants.enumerated() {
            switch variant.shape {
            case .string where !value.mayBeString, .object where !value.mayBeObject: continue
            default: break
            }
            if variant.fixed.allSatisfy({ value.has($0.key, $0.value) }) { candidates.append(index) }
        }
        // The variant with the most fixed keys first; the table's order among equals.
        candidates = candidates.enumerated()
            .sorted { variants[$0.element].fixed.count != variants[$1.element].fixed.count
                ? variants[$0.element].fixed.count > variants[$1.element].fixed.count : $0.offset < $1.offset }
            .map(\.element)

        var named: (variant: UnionVariant<Union>, error: any Error)?
        var settledGroups: Set<Int> = []
        for (position, index) in candidates.enumerated() {
            let variant = variants[index]
            if let group = variant.lookalikes {
                // The whole group at once: those with the most of their own keys first; a value
                // that fits more than one of a tier is none of them.
                guard settledGroups.insert(group).inserted else { continue }
                let members = candidates[position...].filter { variants[$0].lookalikes == group }
                let tiers = Dictionary(grouping: members) { variants[$0].ownKeys.filter(value.has).count }
                for own in tiers.keys.sorted(by: >) {
                    let fits = tiers[own]!.compactMap { try? variants[$0].decode(decoder) }
                    if fits.count == 1 { return fits[0] }
                    if fits.count > 1 { return nil }
                }
                continue
            }
            do {
                return try variant.decode(decoder)
            } catch {
                if !variant.fixed.isEmpty, named == nil { named = (variant, error) }
            }
        }
        guard let named else { return nil }
        let keys = named.variant.fixed.map { "\($0.key.debugDescription) is \(describe($0.value))" }.joined(separator: ", ")
        throw DecodingError.typeMismatch(Union.self, DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "The value is a \(named.variant.typeName) of \(Union.self) (\(keys)), but it doesn't decode as one: "
                + reason(named.error),
            underlyingError: named.error))
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case let .string(text): text.debugDescription
        case let .bool(flag): "\(flag)"
        case let .number(number): number.description
        default: "\(value)"
        }
    }

    /// A short reason: a decoding error's own description, else the error's text.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?,
             .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}

/// What kind of JSON a value is, found out as cheaply as the variants allow, and its fixed keys.
private struct ValueProbe {
    /// Set when the value is known to be a string (`true`) or not (`false`).
    private var isString: Bool?
    private var object: KeyedDecodingContainer<AnyCodingKey>?
    /// Values read under fixed keys: `nil` for a key that is missing or holds no scalar.
    private var read: [String: JSONValue?] = [:]

    init<Union>(_ decoder: any Decoder, _ variants: [UnionVariant<Union>]) {
        // A string costs nothing to recognise; an object is looked into only when some variant has fixed keys.
        if variants.contains(where: { $0.shape == .string }) {
            isString = (try? decoder.singleValueContainer().decode(String.self)) != nil
        }
        if isString != true, variants.contains(where: { !$0.fixed.isEmpty || !$0.ownKeys.isEmpty }) {
            object = try? decoder.container(keyedBy: AnyCodingKey.self)
        }
    }

    var mayBeString: Bool { isString ?? true }
    var mayBeObject: Bool { isString != true }

    /// Whether the value is an object with `key`.
    func has(_ key: String) -> Bool {
        object?.contains(AnyCodingKey(key)) ?? false
    }

    /// Whether the value is an object with `value` under `key`.
    mutating func has(_ key: String, _ value: JSONValue) -> Bool {
        guard let object else { return false }
        let found: JSONValue?
        if let cached = read[key] {
            found = cached
        } else {
            found = Self.scalar(key, in: object)
            read[key] = .some(found)
        }
        return found == value
    }

    private static func scalar(_ key: String, in object: KeyedDecodingContainer<AnyCodingKey>) -> JSONValue? {
        let codingKey = AnyCodingKey(key)
        guard object.contains(codingKey) else { return nil }
        if let text = try? object.decode(String.self, forKey: codingKey) { return .string(text) }
        if let flag = try? object.decode(Bool.self, forKey: codingKey) { return .bool(flag) }
        if let number = try? object.decode(JSONNumber.self, forKey: codingKey) { return .number(number) }
        return nil
    }
}

"""#),
        ("Models/UnionVariant.swift", #"""
/// One variant of a generated `oneOf`/`anyOf` enum, as ``UnionDecoder`` sees it: what a value must
/// look like to be this variant, and the case that holds it.
///
/// Generated enums list their variants in a table, in the order decoding considers them:
///
/// ```swift
/// private static let variants: [RouteGenRuntime.UnionVariant<Self>] = [
///     .string(Self.id),
///     .object(Self.deletedCustomer, where: ["object": "customer", "deleted": true]),
///     .object(Self.customer, where: ["object": "customer"]),
/// ]
/// ```
public struct UnionVariant<Union>: Sendable {
    /// What JSON the variant is made from, so that a value of another kind isn't tried.
    enum Shape: Sendable {
        case string, object, other
    }

    let shape: Shape
    /// The keys a value must have, with these values (`"object": "customer"`).
    let fixed: [(key: String, value: JSONValue)]
    /// Variants with the same group can't be told apart: a value that decodes as two of them is neither,
    /// unless it has more of one's own keys.
    let lookalikes: Int?
    /// The keys only this variant declares among its lookalikes.
    var ownKeys: [String] = []
    /// The type of the value the case holds, for messages.
    let typeName: String
    let decode: @Sendable (any Decoder) throws -> Union

    /// A variant whose value is a string: `String`, or a type decoded from one (`Date`, `UUID`, `Data`).
    /// - Parameter make: The enum case that holds it, such as `Self.id`.
    public static func string<Value: Decodable & Sendable>(_ make: @escaping @Sendable (Value) -> Union) -> Self {
        Self(shape: .string, fixed: [], lookalikes: nil, typeName: "\(Value.self)", decode: decoding(make))
    }

    /// A variant that is an enum: only the values it lists are this variant, so that an enum
    /// that keeps unknown values doesn't take every string.
    /// - Parameter make: The enum case that holds it.
    public static func listed<Value: Decodable & Sendable & CaseIterable & RawRepresentable>(
        _ make: @escaping @Sendable (Value) -> Union
    ) -> Self where Value.RawValue: Equatable {
        Self(shape: Value.RawValue.self == String.self ? .string : .other, fixed: [], lookalikes: nil,
             typeName: "\(Value.self)") { decoder in
            let value = try decoder.singleValueContainer().decode(Value.self)
            guard Value.allCases.contains(where: { $0.rawValue == value.rawValue }) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\(value.rawValue) is not a value \(Value.self) lists."))
            }
            return make(value)
        }
    }

    /// A variant that is an object (a struct or a dictionary).
    /// - Parameters:
    ///   - make: The enum case that holds it.
    ///   - fixed: Keys the value must have, with these values: the discriminator, and the required
    ///     properties that allow one value only (Stripe's `"object": "customer"`). Decoding reads
    ///     them first; a value that has more of a variant's keys is that variant before another.
    ///   - group: Set on variants that can't be told apart by their required properties: a value
    ///     that decodes as more than one of the same group is kept as unknown JSON rather than guessed,
    ///     unless it has more of one's `ownKeys` than of the others'.
    ///   - ownKeys: The keys only this variant declares among its group (GitHub's `wait_timer`).
    public static func object<Value: Decodable & Sendable>(
        _ make: @escaping @Sendable (Value) -> Union, where fixed: KeyValuePairs<String, JSONValue> = [:],
        lookalikes group: Int? = nil, ownKeys: [String] = []
    ) -> Self {
        var variant = Self(shape: .object, fixed: fixed.map { ($0.key, $0.value) }, lookalikes: group,
                           typeName: "\(Value.self)", decode: decoding(make))
        variant.ownKeys = ownKeys
        return variant
    }

    /// A variant of another kind: a number, a boolean, an array, or any JSON value.
    /// - Parameter make: The enum case that holds it.
    public static func value<Value: Decodable & Sendable>(_ make: @escaping @Sendable (Value) -> Union) -> Self {
        Self(shape: .other, fixed: [], lookalikes: nil, typeName: "\(Value.self)", decode: decoding(make))
    }

    /// A variant that is itself a union: a value it doesn't recognise (which it would keep as
    /// unknown) is not this variant.
    /// - Parameters:
    ///   - make: The enum case that holds it.
    ///   - variants: The inner union's own table.
    public static func union<Value: Sendable>(
        _ make: @escaping @Sendable (Value) -> Union, _ variants: [UnionVariant<Value>]
    ) -> Self {
        Self(shape: .other, fixed: [], lookalikes: nil, typeName: "\(Value.self)") { decoder in
            guard let value = try UnionDecoder.decodeKnown(decoder, variants) else {
                throw DecodingError.typeMismatch(Value.self, DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "The value is none of the variants of \(Value.self)."))
            }
            return make(value)
        }
    }

    /// Decodes through a single-value container, so that the decoder's strategies (dates, data) apply.
    private static func decoding<Value: Decodable & Sendable>(
        _ make: @escaping @Sendable (Value) -> Union
    ) -> @Sendable (any Decoder) throws -> Union {
        { decoder in make(try decoder.singleValueContainer().decode(Value.self)) }
    }
}

"""#),
        ("Multipart/FilePart.swift", #"""
import Foundation

/// A file sent as one part of a `multipart/form-data` body: its bytes, and the file name and
/// content type the server records for it.
///
/// ```swift
/// try await client.files.postFiles(
///     file: FilePart(pdf, fileName: "receipt.pdf", contentType: "application/pdf"), purpose: .disputeEvidence)
/// try await client.files.postFiles(file: pdf, purpose: .disputeEvidence)   // plain Data: named after the field
/// ```
public struct FilePart: Sendable, Hashable {
    /// The file's bytes.
    public var data: Data
    /// The part's `filename`; `nil` sends the field's name, as for plain `Data`.
    public var fileName: String?
    /// The part's `Content-Type`; `nil` sends the field's type from the spec
    /// (``MultipartEncoding/contentTypes``), else `application/octet-stream`.
    public var contentType: String?

    /// A file to send.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - fileName: The name the server records, such as `receipt.pdf`.
    ///   - contentType: The media type, such as `application/pdf`.
    public init(_ data: Data, fileName: String? = nil, contentType: String? = nil) {
        self.data = data
        self.fileName = fileName
        self.contentType = contentType
    }
}

/// What a multipart file field takes: `Data` as it is, or a ``FilePart`` that names the file and
/// its type. Generated calls type their file fields `any FilePartConvertible`, so either can be passed.
public protocol FilePartConvertible: Sendable {
    /// The value as a file part.
    var filePart: FilePart { get }
}

extension FilePart: FilePartConvertible {
    /// The part itself.
    public var filePart: FilePart { self }
}

extension Data: FilePartConvertible {
    /// The bytes, without a file name or a content type of their own.
    public var filePart: FilePart { FilePart(self) }
}

"""#),
        ("Multipart/MultipartEncoding.swift", #"""
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as a `multipart/form-data` body, one part per value, keys in sorted order.
///
/// - `Data` and ``FilePart`` become a file part: `filename` is the part's file name, else the key;
///   `Content-Type` is the part's content type, else the key's in ``contentTypes``, else
///   `application/octet-stream`.
/// - Text, numbers, booleans (`true`/`false`), enums, UUIDs, URLs and dates become text parts,
///   written as ``URLEncoding`` writes them.
/// - An array becomes one part per element, all with the same name, unless ``styles`` joins the
///   elements of its key into one text part (`a,b`, `a b`, `a|b`, or tab-separated).
/// - A dictionary or a model becomes a JSON part (`Content-Type: application/json`).
/// - A key whose style is `.deepObject` is written as a form body writes it, one text part per
///   pair: brackets at every depth and array elements numbered from 0 (`expand[0]`,
///   `file_link_data[metadata][order]`), as Stripe's SDKs send a multipart body.
///
/// `Content-Type` is always set, replacing any other, since it must carry this body's boundary.
public struct MultipartEncoding: Sendable {
    /// A new random boundary for every request.
    public static let `default` = MultipartEncoding()

    /// The boundary, or `nil` for a new random one per request.
    public let boundary: String?
    /// The content type of the file parts of particular keys, for files that don't give their own:
    /// OpenAPI's `encoding.<field>.contentType`, such as `["avatar": "image/png"]`.
    public let contentTypes: [String: String]
    /// How the arrays and objects of particular top-level keys are written: one part per element
    /// (`.form(explode: true)`, the default); one text part of the elements joined by the style's
    /// delimiter, as Swagger 2.0's `collectionFormat` asks (`.form(explode: false)` is `csv`); or,
    /// with `.deepObject`, one part per value at every depth, named with brackets (`expand[0]`).
    public let styles: [String: URLEncoding.Style]

    /// Creates an encoding.
    /// - Parameters:
    ///   - boundary: A fixed boundary (handy in tests); a random one per request by default.
    ///   - contentTypes: The content type of the file parts of particular keys; none by default.
    ///   - styles: The style of particular keys' arrays; one part per element by default.
    public init(boundary: String? = nil, contentTypes: [String: String] = [:], styles: [String: URLEncoding.Style] = [:]) {
        self.boundary = boundary
        self.contentTypes = contentTypes
        self.styles = styles
    }

    /// This encoding, with the arrays of particular keys written in their own style:
    /// `MultipartEncoding.default.adding(styles: ["tags": .form(explode: false)])` sends `tags` as one part `a,b`.
    /// - Parameter styles: The style of each key; it replaces a style this encoding already gives the key.
    /// - Returns: An encoding that differs from this one only in its ``styles``.
    public func adding(styles: [String: URLEncoding.Style]) -> MultipartEncoding {
        MultipartEncoding(
            boundary: boundary, contentTypes: contentTypes, styles: self.styles.merging(styles) { _, new in new })
    }

    /// Writes `parameters` as the body. `nil` or empty parameters leave the request unchanged.
    /// - Throws: ``RouteGenError/parameterEncodingFailed(_:)`` for a value that can't be written as
    ///   JSON, ``RouteGenError/invalidHeaderValue(name:)`` for a file's content type with CR, LF or
    ///   NUL.
    func encoded(_ request: URLRequest, with parameters: [String: Any]?) throws -> URLRequest {
        var request = request
        guard let parameters, !parameters.isEmpty else { return request }
        var form = MultipartFormBody(boundary: boundary ?? MultipartFormBody.randomBoundary())
        for key in parameters.keys.sorted() {
            guard let value = parameters[key] else { continue }
            if styles[key] == .deepObject, !(value is any FilePartConvertible) {
                for (name, text) in Self.bracketed.components(key: key, value: ParameterValue(value), text: { $0 }) {
                    form.append(text, name: name)
                }
                continue
            }
            if let delimiter = styles[key]?.unescapedDelimiter, case .array(let elements) = ParameterValue(value) {
                let texts = elements.compactMap { $0.scalarText(literalBooleans: true) }
                if !texts.isEmpty { form.append(texts.joined(separator: delimiter), name: key) }
                continue
            }
            try append(value, name: key, to: &form)
        }
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = form.encoded()
        return request
    }

    /// How a `.deepObject` key's values are named and written: brackets at every depth, arrays
    /// numbered from 0, booleans as `true` and `false`; a part's text is never percent-encoded.
    private static let bracketed = URLEncoding(arrayEncoding: .indexInBrackets, boolEncoding: .literal)

    private func append(_ value: Any, name: String, to form: inout MultipartFormBody) throws {
        if let file = value as? any FilePartConvertible {
            let part = file.filePart
            let contentType = part.contentType ?? contentTypes[name] ?? "application/octet-stream"
            guard HeaderText.isSafe(contentType) else {
                throw RouteGenError.invalidHeaderValue(name: "Content-Type")
            }
            form.append(part.data, name: name, fileName: part.fileName ?? name, contentType: contentType)
            return
        }
        if let optional = value as? any OptionalProtocol {
            if let wrapped = optional.wrappedAny { try append(wrapped, name: name, to: &form) }
            return
        }
        if let elements = value as? [Any] {
            for element in elements { try append(element, name: name, to: &form) }
            return
        }
        let classified = ParameterValue(value)
        switch classified {
        case .null:
            return
        case .array(let elements):
            for element in elements { try append(element.jsonObject, name: name, to: &form) }
        case .dictionary:
            let object = classified.jsonObject
            guard JSONSerialization.isValidJSONObject(object) else {
                throw RouteGenError.parameterEncodingFailed("the multipart field \(name.debugDescription) can't be written as JSON")
            }
            let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            form.append(json, name: name, contentType: "application/json")
        default:
            form.append(classified.scalarText(literalBooleans: true) ?? "", name: name)
        }
    }
}

"""#),
        ("Multipart/MultipartFormBody.swift", #"""
import Foundation

/// A `multipart/form-data` body (RFC 7578) being built: text fields and files, one part each.
///
/// ```swift
/// var form = MultipartFormBody()
/// form.append("A holiday photo", name: "caption")
/// form.append(jpeg, name: "photo", fileName: "beach.jpg", contentType: "image/jpeg")
/// request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
/// request.httpBody = form.encoded()
/// ```
public struct MultipartFormBody: Sendable, Equatable {
    /// One part: its headers' values and its bytes.
    struct Part: Sendable, Equatable {
        var name: String
        var fileName: String?
        var contentType: String?
        var body: Data
    }

    /// The text between parts. It must not occur in any part's bytes; a random one never does in practice.
    public let boundary: String
    private(set) var parts: [Part] = []

    /// Starts an empty body.
    /// - Parameter boundary: The separator between parts; a new random one by default.
    public init(boundary: String = MultipartFormBody.randomBoundary()) {
        self.boundary = boundary
    }

    /// A boundary made of `routegen-` and a random UUID.
    public static func randomBoundary() -> String {
        "routegen-\(UUID().uuidString)"
    }

    /// The `Content-Type` header value for this body, boundary included.
    public var contentType: String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// Adds a text field: `Content-Disposition: form-data; name="…"`, then the UTF-8 text.
    public mutating func append(_ text: String, name: String) {
        parts.append(Part(name: name, fileName: nil, contentType: nil, body: Data(text.utf8)))
    }

    /// Adds bytes, as a file when `fileName` is given.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - name: The field name.
    ///   - fileName: The `filename` parameter; `nil` leaves it out.
    ///   - contentType: The part's `Content-Type`; `application/octet-stream` by default.
    public mutating func append(
        _ data: Data, name: String, fileName: String? = nil, contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, fileName: fileName, contentType: contentType, body: data))
    }

    /// The whole body: each part after a `--boundary` line, then `--boundary--`. Lines end in CRLF.
    public func encoded() -> Data {
        var body = Data()
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let fileName = part.fileName {
                head += "; filename=\"\(Self.quoted(fileName))\""
            }
            head += "\r\n"
            if let contentType = part.contentType {
                head += "Content-Type: \(contentType)\r\n"
            }
            body.append(Data((head + "\r\n").utf8))
            body.append(part.body)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// A name or file name inside quotes: `"`, CR and LF percent-encoded, as browsers write them.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

"""#),
        ("Paging/LinkHeader.swift", #"""
import Foundation

/// Reads `Link` header values: `<target>; rel="next"; title="…", <target>; rel="last"`.
enum LinkHeader {
    /// The first target whose `rel` includes `relation` (compared ignoring case).
    static func target(of relation: String, in value: String) -> String? {
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = String(rest[rest.index(after: open)..<close])
            // The parameters run to the next link's `<`; a quoted value can't hold one here.
            let afterTarget = rest[rest.index(after: close)...]
            let end = afterTarget.firstIndex(of: "<") ?? afterTarget.endIndex
            if relations(in: afterTarget[..<end]).contains(relation.lowercased()) {
                return target
            }
            rest = afterTarget[end...]
        }
        return nil
    }

    /// The lower-cased relation types of one link's parameters: `; rel="next last"` gives both.
    private static func relations(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\""))
            return value.lowercased().split(separator: " ").map(String.init)
        }
        return []
    }
}

"""#),
        ("Requests/Credentials.swift", #"""
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a credential reaches a request: in a header, a query item or a cookie. The adapters that
/// security schemes make, in either output, put theirs on every request with these.
enum Credentials {
    /// Sets the header `name` to `value`.
    /// - Throws: ``RouteGenError/invalidHeaderValue(name:)`` when the name or value contains CR, LF or NUL.
    static func setHeader(_ name: String, _ value: String, on request: inout URLRequest) throws {
        guard HeaderText.isSafe(name), HeaderText.isSafe(value) else {
            throw RouteGenError.invalidHeaderValue(name: name)
        }
        request.setValue(value, forHTTPHeaderField: name)
    }

    /// Adds the query item `name=value` after any query the URL has, both percent-encoded as a query
    /// writes them.
    /// - Throws: ``RouteGenError/missingURL`` for a request without a URL.
    static func addQueryItem(_ name: String, _ value: String, to request: inout URLRequest) throws {
        guard let url = request.url else { throw RouteGenError.missingURL }
        let encoding = URLEncoding.queryString
        request.url = try URLEncoding.appending("\(encoding.escape(name))=\(encoding.escape(value))", to: url)
    }

    /// Adds the cookie `name=value` after any cookies the request has, the value percent-encoded as
    /// ``HeaderText/cookieValue(_:)`` writes it.
    /// - Throws: ``RouteGenError/invalidHeaderValue(name:)`` for CR, LF or NUL in the value.
    static func addCookie(_ name: String, _ value: String, to request: inout URLRequest) throws {
        guard let pair = HeaderText.cookieValue([name: value]) else { return }
        guard HeaderText.isSafe(pair) else { throw RouteGenError.invalidHeaderValue(name: "Cookie") }
        let existing = request.value(forHTTPHeaderField: "Cookie").map { $0 + "; " } ?? ""
        request.setValue(existing + pair, forHTTPHeaderField: "Cookie")
    }
}

"""#),
        ("Requests/PathSegmentEncoding.swift", #"""
import Foundation

/// Percent-encodes the values a route puts into its path, so that each stays in its segment.
///
/// Every router is one, so a router's cases build their paths with `Self.pathSegment(_:)`:
/// `"/users/\(Self.pathSegment(username))"`.
public protocol PathSegmentEncoding {}

extension PathSegmentEncoding {
    /// Percent-encodes a value so that it forms exactly one path segment.
    ///
    /// Only unreserved characters (`A-Z a-z 0-9 - . _ ~`) are kept; `/`, `?`, `#`, `%`,
    /// `;`, spaces and everything else are encoded as `%XX` of their UTF-8 bytes. The
    /// segments `.` and `..` are written as `%2E` and `%2E%2E`, so a value can never
    /// climb out of, or otherwise change, the route it is placed in.
    ///
    /// The value's text is its description, but a `Date`'s is its RFC 3339 text, as everywhere
    /// (``RFC3339/text(of:)``). An empty description yields an empty string.
    /// - Parameter value: The value to embed, e.g. a user name or an identifier.
    /// - Returns: The encoded segment, e.g. `"..%2Fadmin"` for `"../admin"`.
    public static func pathSegment(_ value: some CustomStringConvertible) -> String {
        let text = segmentText(value)
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved)
        }
    }

    /// Percent-encodes a value that may span several path segments (OpenAPI `x-multi-segment`,
    /// GitHub's `ref` and `path`): each `/` stays, and each piece between them is encoded as
    /// ``pathSegment(_:)`` encodes a segment, so `.` and `..` pieces are `%2E` and `%2E%2E` and the
    /// value stays inside the route it is placed in.
    /// - Parameter value: The value to embed, e.g. `"docs/README.md"` or `"heads/main"`.
    /// - Returns: The encoded segments, e.g. `"docs/README.md"`, or `"a%20b/%2E%2E/c"` for `"a b/../c"`.
    /// - Parameter allowingReserved: Whether each piece keeps RFC 3986's reserved characters, as
    ///   OpenAPI 3.2's `allowReserved` asks; see ``pathSegment(_:style:explode:allowingReserved:)``.
    public static func pathSegments(_ value: some CustomStringConvertible, allowingReserved: Bool = false) -> String {
        segmentText(value).split(separator: "/", omittingEmptySubsequences: false)
            .map { allowingReserved ? reservedSegment(String($0)) : pathSegment(String($0)) }.joined(separator: "/")
    }

    /// Writes a path value in one of OpenAPI's path styles (see ``PathStyle``): a scalar, an array
    /// or an object (a model or a dictionary) of scalars. Each name and piece of text is
    /// percent-encoded as ``pathSegment(_:)`` encodes a segment, and the style's delimiters (`,` `.`
    /// `;` `=`) are written as they are, so the value stays in its segment:
    /// `pathSegment(["a", "b/c"], style: .label, explode: true)` is `".a.b%2Fc"`, and
    /// `pathSegment([3, 4], style: .matrix(name: "id"))` is `";id=3,4"`.
    /// - Parameters:
    ///   - value: The value; `nil`, an empty array and an empty object write nothing.
    ///   - style: `simple`, `label` or `matrix`.
    ///   - explode: OpenAPI's `explode`: each element or entry on its own (`.a.b`, `;id=3;id=4`).
    ///   - allowingReserved: Whether RFC 3986's reserved characters that a segment may hold (`:` `@`
    ///     `!` `$` `&` `'` `(` `)` `*` `+` `,` `;` `=`) and percent-encoded triples are kept, as
    ///     OpenAPI 3.2's `allowReserved` asks; `/`, `?`, `#`, `[` and `]` are encoded all the same.
    /// - Returns: The text to put in the path.
    public static func pathSegment(
        _ value: some Sendable, style: PathStyle, explode: Bool = false, allowingReserved: Bool = false
    ) -> String {
        let text = StyleExpansion.expand(
            ParameterValue(value), style: style, explode: explode,
            escape: allowingReserved ? reservedSegment : { PercentEncoding.encode($0, keeping: PercentEncoding.isUnreserved) })
        // A bare `.` or `..` (`simple` of `[".."]`, `label` of `""`) would be dropped or climb the path.
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return text
        }
    }

    /// The text of a value in a path: its description, or a date's RFC 3339 text.
    private static func segmentText(_ value: some CustomStringConvertible) -> String {
        (value as? Date).map(RFC3339.text(of:)) ?? value.description
    }

    /// A segment with OpenAPI 3.2's `allowReserved`: the reserved characters a segment may hold and
    /// percent-encoded triples kept, `.` and `..` written as `%2E` and `%2E%2E`.
    private static func reservedSegment(_ text: String) -> String {
        switch text {
        case ".": return "%2E"
        case "..": return "%2E%2E"
        default: return PercentEncoding.encodeKeepingTriples(text, keeping: PercentEncoding.isAllowedInReservedSegment)
        }
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with commas, for an
    /// array in one path segment (OpenAPI's `simple` style): `[1, 2, 3]` gives `"1,2,3"`, and a
    /// comma inside an element is encoded (`"a,b"` gives `"a%2Cb"`).
    /// - Parameter values: The elements, e.g. identifiers.
    /// - Returns: The encoded segment.
    public static func pathSegment(commaSeparated values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: ",")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with `%20`, for an
    /// array in one path segment with Swagger 2.0's `collectionFormat: ssv`: `[1, 2]` gives `"1%202"`.
    public static func pathSegment(spaceDelimited values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: "%20")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with `%7C` (`|`), for
    /// Swagger 2.0's `collectionFormat: pipes`: `[1, 2]` gives `"1%7C2"`.
    public static func pathSegment(pipeDelimited values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: "%7C")
    }

    /// Percent-encodes each element as ``pathSegment(_:)`` does and joins them with `%09` (a tab),
    /// for Swagger 2.0's `collectionFormat: tsv`: `[1, 2]` gives `"1%092"`.
    public static func pathSegment(tabDelimited values: [some CustomStringConvertible]) -> String {
        values.map { pathSegment($0) }.joined(separator: "%09")
    }
}

"""#),
        ("Requests/RouteRequest.swift", ##"""
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How every router builds its request, whatever it is built on: the URL, the method, the timeout
/// and the headers first, then the parameters, then a raw body or else the encoded body.
enum RouteRequest {
    /// The request of a route.
    /// - Parameters:
    ///   - baseURL: The server root; the path is appended as ``joining(_:_:)`` says.
    ///   - headers: Set in order; a name or value with CR, LF or NUL is refused.
    ///   - parameters: Puts the route's parameters into the request (its query items, then its others).
    ///   - rawBody: Bytes sent as they are, `Content-Type: application/octet-stream` unless one is set.
    ///   - body: Puts an encoded body into the request, when there is no raw body.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if base URL and path do not form a URL,
    ///   ``RouteGenError/invalidHeaderValue(name:)`` for a header with CR, LF or NUL, and what
    ///   `parameters` and `body` throw.
    static func make(
        baseURL: URL, path: String, method: String, timeout: TimeInterval?, headers: [(name: String, value: String)],
        parameters: (URLRequest) throws -> URLRequest, rawBody: Data?, body: (inout URLRequest) throws -> Void
    ) throws -> URLRequest {
        var request = URLRequest(url: try joining(baseURL, path))
        request.httpMethod = method
        if let timeout {
            request.timeoutInterval = timeout
        }
        for header in headers {
            guard HeaderText.isSafe(header.name), HeaderText.isSafe(header.value) else {
                throw RouteGenError.invalidHeaderValue(name: header.name)
            }
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        request = try parameters(request)
        if let rawBody {
            request.httpBody = rawBody
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
            }
        } else {
            try body(&request)
        }
        return request
    }

    /// Joins base URL and path by plain text concatenation, never re-encoding the path: the base
    /// URL's text (one trailing `/` removed), a `/`, and the path (one leading `/` removed). An empty
    /// path yields the base URL itself. A query or fragment on the base URL is moved after the path.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if the result is not a URL.
    static func joining(_ baseURL: URL, _ path: String) throws -> URL {
        guard !path.isEmpty else { return baseURL }

        let base = baseURL.absoluteString
        let suffixStart = base.firstIndex { $0 == "?" || $0 == "#" } ?? base.endIndex
        var prefix = base[..<suffixStart]
        if prefix.hasSuffix("/") {
            prefix = prefix.dropLast()
        }
        let relative = path.hasPrefix("/") ? path.dropFirst() : Substring(path)

        let joined = String(prefix) + "/" + String(relative) + String(base[suffixStart...])
        guard let url = URL(string: joined) else {
            throw RouteGenError.invalidURL(joined)
        }
        return url
    }
}

"""##),
        ("Requests/RouteServer.swift", #"""
import Foundation

/// Where a client sends a route: the rule behind `serverURL(for:)` (docs/Client.md, "Operations with
/// servers of their own").
enum RouteServer {
    /// The server root a route's path is appended to.
    ///
    /// 1. A route whose operation has a server of its own (`operationServer`, such as
    ///    `https://uploads.github.com` or `https://files.stripe.com/`) goes to it, unless `moved`
    ///    gives that server another place. The client's `baseURL` doesn't move it: it stands for the
    ///    document's server, and an operation's own server is another one.
    /// 2. Any other route goes to the client's `baseURL`, when it has one,
    /// 3. else to its own `baseURL`, the API's server.
    /// - Parameters:
    ///   - operationServer: The route's own server, `nil` when it is on the API's.
    ///   - routeBaseURL: The route's own `baseURL`: its operation's server, else the API's.
    ///   - baseURL: The client's server for the API, `nil` for the route's own.
    ///   - moved: Where operation servers go instead, keyed by the server as the generated code names it.
    static func url(
        operationServer: URL?, routeBaseURL: URL, baseURL: URL?, moved: [URL: URL]
    ) -> URL {
        if let operationServer { return moved[operationServer] ?? routeBaseURL }
        return baseURL ?? routeBaseURL
    }
}

"""#),
        ("Requests/ServerURL.swift", #"""
import Foundation

/// The URL of a server whose URL has variables: `https://{region}.example.com/{version}`.
enum ServerURL {
    /// `template` with each `{name}` replaced by its value, percent-encoded so that only unreserved
    /// characters (`A-Z a-z 0-9 - . _ ~`) stay as they are: a value can't add a path segment, a port
    /// or a query. A placeholder without a value is left as it is, which makes the URL invalid.
    /// - Returns: `nil` when the result is not a valid URL.
    static func url(template: String, variables: [String: String]) -> URL? {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = variables[name] {
                text += PercentEncoding.encode(value, keeping: PercentEncoding.isUnreserved)
            } else {
                text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return URL(string: text + rest)
    }
}

"""#),
        ("Streaming/SequenceBody.swift", #"""
import Foundation

/// Items sent as a JSON Lines or JSON text sequence body (`application/jsonl`,
/// `application/x-ndjson`, `application/json-seq`): one JSON text per line or record.
///
/// Generated calls of operations whose request body is such a stream take one:
///
/// ```swift
/// try await client.books.importBooks(items: SequenceBody([dune, emma]))
/// try await client.books.importBooks(items: SequenceBody(collecting: bookUpdates))   // an AsyncSequence
/// ```
///
/// Each item is encoded when the body is made, so an encoding failure throws there. The body is
/// sent in one request once it is complete: an `AsyncSequence` is read to its end first.
public struct SequenceBody<Item: Encodable>: Sendable {
    /// The JSON text of each item, in order.
    public let records: [Data]

    /// Encodes the items.
    /// - Parameters:
    ///   - items: The items, in the order they are sent.
    ///   - encoder: Encodes each item; keys sorted, slashes unescaped and ISO 8601 dates by default. Its output must be
    ///     one line (not pretty-printed) for JSON Lines.
    /// - Throws: The encoder's error.
    public init(_ items: some Sequence<Item>, encoder: JSONEncoder? = nil) throws {
        let encoder = encoder ?? JSONCoding.encoder()
        records = try items.map { try encoder.encode($0) }
    }

    /// Reads an asynchronous sequence to its end and encodes its items.
    /// - Parameters:
    ///   - items: The items, in the order they are sent.
    ///   - encoder: Encodes each item; keys sorted, slashes unescaped and ISO 8601 dates by default.
    /// - Throws: The sequence's or the encoder's error.
    public init<Items: AsyncSequence>(collecting items: Items, encoder: JSONEncoder? = nil) async throws
    where Items.Element == Item {
        let encoder = encoder ?? JSONCoding.encoder()
        var records: [Data] = []
        for try await item in items {
            records.append(try encoder.encode(item))
        }
        self.records = records
    }

    /// The body in a format's framing: each record and a line feed, after a record separator
    /// (0x1E) for JSON text sequences.
    public func encoded(as format: StreamFormat) -> Data {
        var body = Data()
        for record in records {
            if format.framing == .recordSeparated { body.append(0x1E) }
            body.append(record)
            body.append(0x0A)
        }
        return body
    }
}

"""#),
        ("Streaming/StreamFlag.swift", #"""
/// Sets the `stream` flag of a request body, for the streaming calls of APIs whose bodies say
/// whether to stream (OpenAI's `"stream": true`): generated code writes
/// `StreamFlag.on(body, \.stream)`.
public enum StreamFlag {
    /// The body with the flag set to `true`.
    /// - Parameters:
    ///   - body: The body as the caller gave it.
    ///   - flag: The key path of its `stream` property.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Bool>) -> Body {
        var body = body
        body[keyPath: flag] = true
        return body
    }

    /// The body with the optional flag set to `true`.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Bool?>) -> Body {
        var body = body
        body[keyPath: flag] = true
        return body
    }

    /// The body with the nullable flag set to `true`.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Nullable<Bool>>) -> Body {
        var body = body
        body[keyPath: flag] = .value(true)
        return body
    }

    /// The body with the optional nullable flag set to `true`.
    public static func on<Body>(_ body: Body, _ flag: WritableKeyPath<Body, Nullable<Bool>?>) -> Body {
        var body = body
        body[keyPath: flag] = .value(true)
        return body
    }
}

"""#),
        ("Streaming/StreamFormat.swift", #"""
import Foundation

/// How a streamed answer frames its items, and the media type a streaming call asks for.
public struct StreamFormat: Sendable, Equatable {
    /// How the bytes are cut into events.
    public enum Framing: Sendable, Equatable {
        /// `text/event-stream`: server-sent events.
        case serverSentEvents
        /// One JSON text per line.
        case lines
        /// RFC 7464 JSON text sequences.
        case recordSeparated
    }

    /// How the bytes are cut into events.
    public var framing: Framing
    /// The media type sent as `Accept`, which the answer's `Content-Type` must match.
    public var mediaType: String

    /// Creates a format.
    /// - Parameters:
    ///   - framing: How the bytes are cut into events.
    ///   - mediaType: The media type to ask for, e.g. `"application/x-ndjson"`.
    public init(_ framing: Framing, mediaType: String) {
        self.framing = framing
        self.mediaType = mediaType
    }

    /// Server-sent events, `text/event-stream`.
    public static let serverSentEvents = StreamFormat(.serverSentEvents, mediaType: "text/event-stream")
    /// JSON Lines, `application/jsonl`.
    public static let jsonLines = StreamFormat(.lines, mediaType: "application/jsonl")
    /// Newline-delimited JSON, `application/x-ndjson` (the same framing as JSON Lines).
    public static let ndjson = StreamFormat(.lines, mediaType: "application/x-ndjson")
    /// JSON text sequences (RFC 7464), `application/json-seq`.
    public static let jsonSequence = StreamFormat(.recordSeparated, mediaType: "application/json-seq")
}

"""#),
    ]
}
