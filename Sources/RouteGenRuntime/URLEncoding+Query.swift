extension URLEncoding {
    /// Renders parameters as a percent-encoded query string, without a leading `?`.
    ///
    /// Top-level and nested keys are sorted; `nil` values and empty arrays or
    /// dictionaries produce no pairs.
    /// - Parameter parameters: The parameters to render.
    /// - Returns: For example `"ids%5B%5D=1&ids%5B%5D=2&q=swift%20lang"`.
    public func query(_ parameters: Parameters) -> String {
        var pairs: [String] = []
        for key in parameters.keys.sorted() {
            guard let value = parameters[key] else { continue }
            for (name, text) in components(key: key, value: ParameterValue(value)) {
                pairs.append("\(escape(name))=\(escape(text))")
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

    /// Flattens one value into unescaped `(key, value)` pairs.
    func components(key: String, value: ParameterValue) -> [(String, String)] {
        switch value {
        case .null:
            return []
        case .bool(let bool):
            return [(key, boolEncoding.encode(bool))]
        case .number(_, let text):
            return [(key, text)]
        case .string(let string):
            return [(key, string)]
        case .other(let other):
            return [(key, String(describing: other))]
        case .dictionary(let entries):
            return entries.flatMap { entry in
                components(key: "\(key)[\(entry.key)]", value: entry.value)
            }
        case .array(let elements):
            let present = elements.filter { element in
                if case .null = element { return false }
                return true
            }
            return present.enumerated().flatMap { index, element in
                components(key: arrayEncoding.encode(key: key, atIndex: index), value: element)
            }
        }
    }
}
