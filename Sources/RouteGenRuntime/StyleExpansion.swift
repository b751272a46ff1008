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
            let texts = elements.flatMap(pieces).map(escape)
            guard !texts.isEmpty else { return "" }
            guard explode else { return prefix + (name.map { $0 + "=" } ?? "") + texts.joined(separator: ",") }
            return prefix + texts.map { text in name.map { named($0, text) } ?? text }.joined(separator: separator)
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "" }
            if explode {
                let pairs = entries.map { entry -> String in
                    let text = pieces(of: entry.value).map(escape).joined(separator: ",")
                    return name == nil ? escape(entry.key) + "=" + text : named(escape(entry.key), text)
                }
                return prefix + pairs.joined(separator: separator)
            }
            let texts = entries.flatMap { [escape($0.key)] + pieces(of: $0.value).map(escape) }
            return prefix + (name.map { $0 + "=" } ?? "") + texts.joined(separator: ",")
        case .bool, .number, .string, .other:
            let text = escape(value.scalarText(bools: .literal) ?? "")
            return prefix + (name.map { named($0, text) } ?? text)
        }
    }

    /// `name=text`, or `name` alone for an empty text, as the matrix style writes a pair.
    private static func named(_ name: String, _ text: String) -> String {
        text.isEmpty ? name : name + "=" + text
    }

    /// The scalars of a value as text: itself, or a nested collection's scalars (keys before values).
    private static func pieces(of value: ParameterValue) -> [String] {
        switch value {
        case .array(let elements): return elements.flatMap(pieces)
        case .dictionary(let entries): return entries.flatMap { [$0.key] + pieces(of: $0.value) }
        default: return value.scalarText(bools: .literal).map { [$0] } ?? []
        }
    }
}
