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
