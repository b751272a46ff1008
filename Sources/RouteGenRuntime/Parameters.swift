/// Named request parameters, as consumed by a ``ParameterEncoding``.
///
/// Values may be strings, booleans, numbers, arrays, nested dictionaries, `UUID`, `URL`,
/// `Date`, `RawRepresentable` values or anything else (which is rendered with
/// `String(describing:)` by ``URLEncoding``).
public typealias Parameters = [String: any Sendable]

extension Dictionary where Key == String, Value == any Sendable {
    /// Creates parameters from a dictionary of optional values, dropping every `nil`.
    ///
    /// This lets generated code list optional arguments directly:
    /// `Parameters(compacting: ["q": query, "offset": page])` where `page` is an `Int?`.
    /// - Parameter values: The candidate parameters; entries whose value is `nil` are left out.
    public init(compacting values: [String: (any Sendable)?]) {
        var result: [String: any Sendable] = [:]
        result.reserveCapacity(values.count)
        for (key, value) in values {
            if let value {
                result[key] = value
            }
        }
        self = result
    }
}
