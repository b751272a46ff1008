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
