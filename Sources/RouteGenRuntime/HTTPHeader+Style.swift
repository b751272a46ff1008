extension HTTPHeader {
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
    public static func simpleValue(_ value: (any Sendable)?, explode: Bool = false) -> String? {
        guard let value else { return nil }
        let parameter = ParameterValue(value)
        switch parameter {
        case .null: return nil
        case .array(let elements) where elements.isEmpty: return nil
        case .dictionary(let entries) where entries.isEmpty: return nil
        default: return StyleExpansion.expand(parameter, style: .simple, explode: explode) { $0 }
        }
    }
}
