extension ParameterValue {
    /// A scalar as text, the way query items, cookies and form parts write it; `nil` for `null`,
    /// arrays and dictionaries.
    /// - Parameter bools: How booleans are written.
    func scalarText(bools: URLEncoding.BoolEncoding) -> String? {
        switch self {
        case .bool(let bool): return bools.encode(bool)
        case .number(_, let text): return text
        case .string(let string): return string
        case .other(let other): return String(describing: other)
        case .null, .array, .dictionary: return nil
        }
    }
}
