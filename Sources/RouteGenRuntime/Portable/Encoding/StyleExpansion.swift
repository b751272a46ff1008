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
