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
