import Yams

/// Writes a YAML value as compact JSON, for example responses. Keys keep their order in
/// the spec, so the output is deterministic. Plain scalars are read the way YAML's core
/// schema reads them (`null`, `true`, `42`, `2.5`); quoted scalars are always strings.
enum JSONText {
    /// The JSON text, or the node that can't be written as JSON (an alias, an infinite number).
    static func make(from node: Node) -> Outcome {
        var output = ""
        var anchors = Anchors(start: NodePlace(node))
        if let problem = write(node, to: &output, anchors: &anchors) { return .problem(problem) }
        return .json(output)
    }

    /// Finds YAML aliases, which show as a node met twice or one that starts before the example.
    private struct Anchors {
        var start: NodePlace?
        var seen: Set<NodePlace> = []

        /// True when `node` is an alias rather than the anchored node itself. Empty scalars are
        /// left alone: they can share a place with the token after them.
        mutating func isAlias(_ node: Node) -> Bool {
            guard let place = NodePlace(node), !(place.kind == 2 && place.text.isEmpty) else { return false }
            if let start, place.precedes(start) { return true }
            return !seen.insert(place).inserted
        }
    }

    enum Outcome {
        case json(String)
        case problem(Problem)
    }

    struct Problem {
        var message: String
        var node: Node
    }

    private static func write(_ node: Node, to output: inout String, anchors: inout Anchors) -> Problem? {
        if anchors.isAlias(node) {
            return Problem(
                message: "an example can't use YAML aliases, and one repeats the value anchored here; write the value out",
                node: node)
        }
        switch node {
        case let .mapping(mapping):
            output += "{"
            for (index, pair) in mapping.enumerated() {
                if index > 0 { output += "," }
                guard let key = pair.key.scalar?.string else {
                    return Problem(message: "an example's keys must be strings", node: pair.key)
                }
                output += quoted(key) + ":"
                if let problem = write(pair.value, to: &output, anchors: &anchors) { return problem }
            }
            output += "}"
        case let .sequence(sequence):
            output += "["
            for (index, item) in sequence.enumerated() {
                if index > 0 { output += "," }
                if let problem = write(item, to: &output, anchors: &anchors) { return problem }
            }
            output += "]"
        case let .scalar(scalar):
            guard let text = literal(scalar) else {
                return Problem(message: "'\(scalar.string)' has no JSON form; quote it to send it as a string", node: node)
            }
            output += text
        case .alias:
            return Problem(message: "an example can't use YAML aliases; write the value out", node: node)
        }
        return nil
    }

    /// The JSON literal of one scalar, or `nil` for numbers JSON can't hold (`.inf`, `.nan`).
    private static func literal(_ scalar: Node.Scalar) -> String? {
        switch scalar.resolvedTag {
        case .null: return "null"
        case .bool: return scalar.boolValue == true ? "true" : "false"
        case .int:
            let text = scalar.string.replacingOccurrences(of: "_", with: "")
            if let value = Int(text) { return String(value) }
            return quoted(scalar.string)
        case .float:
            guard let value = Double(scalar.string), value.isFinite else { return nil }
            return isJSONNumber(scalar.string) ? scalar.string : String(value)
        default: return quoted(scalar.string)
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`: JSON's own number grammar.
    static func isJSONNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // DEL and the C1 controls (NEL among them) too: samples become Swift string
                // literals, and Swift rejects DEL raw in one.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
