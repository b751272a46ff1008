extension HTTPHeader {
    /// A header's value in OpenAPI's `simple` style, the only style headers have: a scalar as
    /// text, an array's elements joined by commas, and an object's (a model's or a dictionary's)
    /// keys and values joined by commas in key order (`G,200,R,100`), or its `key=value` pairs with
    /// `explode` (`G=200,R=100`). Nothing is percent-encoded; a CR, LF or NUL in it is refused when
    /// the request is made (``RouteGenError/invalidHeaderValue(name:)``).
    /// - Returns: The text, or `nil` for `nil`, an empty array and an empty object, so that the
    ///   header is left out.
    public static func simpleValue(_ value: (any Sendable)?, explode: Bool = false) -> String? {
        HeaderText.simpleValue(value, explode: explode)
    }

    /// The value of a `Cookie` header, `name=value; name2=value2`, in name order with `nil` values
    /// left out and what a cookie value can't hold percent-encoded; `nil` when nothing is left, so
    /// that no header is sent.
    /// - Parameter values: Cookie names mapped to values.
    public static func cookieValue(_ values: [String: (any Sendable)?]) -> String? {
        HeaderText.cookieValue(values)
    }
}
