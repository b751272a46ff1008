/// Each endpoint's request in one place. A router property whose value is the same for every case
/// stays one expression; the others become fields of a struct nested in the router, `Request`, and
/// one `switch self` returns each case's values, so that an endpoint's method, path, parameters,
/// headers and body are read together, not across one `switch` per property.
extension ContextBuilder {
    /// One property of a router and its expression for each case, in case order.
    struct RequestColumn {
        var name: String
        var expressions: [Expression]
        /// Whether every branch names the value, even where every case has the same one: the
        /// method and the path, which say which endpoint a branch is.
        var alwaysNamed = false
    }

    /// The router's properties, by name, and the request that holds those that differ between cases.
    struct RouterRequest {
        var properties: [String: RouterPropertyContext]
        var context: RequestContext?

        func property(_ name: String) -> RouterPropertyContext {
            guard let property = properties[name] else { preconditionFailure("no router property \(name)") }
            return property
        }
    }

    /// Each column either uniform (one expression) or a field of the router's `Request`; the
    /// branch of each case names the fields whose value is not the field's default.
    func routerRequest(_ cases: [CaseInfo], columns: [RequestColumn]) -> RouterRequest {
        var properties: [String: RouterPropertyContext] = [:]
        var fields: [(column: RequestColumn, defaultValue: String?)] = []
        // A router with a `Request` names each endpoint's method and path in it, even where every
        // case has the same one.
        let hasRequest = columns.contains { Self.uniformExpression($0.expressions) == nil }
        for column in columns {
            if let uniform = Self.uniformExpression(column.expressions), !(hasRequest && column.alwaysNamed) {
                properties[column.name] = RouterPropertyContext(uniform: uniform, branches: [])
                continue
            }
            let defaultValue = column.alwaysNamed ? nil : Self.defaultExpression(column.expressions)
            properties[column.name] = RouterPropertyContext(
                uniform: "request.\(column.name)", branches: [], field: RequestFieldContext(defaultValue: defaultValue))
            fields.append((column, defaultValue))
        }
        guard !fields.isEmpty else { return RouterRequest(properties: properties, context: nil) }
        let type = names.requestType
        let branches = cases.indices.map { index in
            var used: Set<String> = []
            var arguments: [(name: String, lines: [String])] = []
            for (column, defaultValue) in fields {
                let expression = column.expressions[index]
                if expression.used.isEmpty, expression.lines == [defaultValue] { continue }
                used.formUnion(expression.used)
                arguments.append((column.name, expression.lines))
            }
            return BranchContext(pattern: cases[index].pattern(using: used), lines: Self.initializerLines(type, arguments))
        }
        return RouterRequest(properties: properties, context: RequestContext(type: type, branches: branches))
    }

    /// The one-line expression every case has, when none reads a value.
    private static func uniformExpression(_ expressions: [Expression]) -> String? {
        guard let first = expressions.first, first.lines.count == 1,
              expressions.allSatisfy({ $0.lines == first.lines && $0.used.isEmpty }) else { return nil }
        return first.lines[0]
    }

    /// A field's default: `nil` when some case has no value, else the one-line expression most
    /// cases share (the first of equals), if at least two do; `nil` (no default) otherwise.
    private static func defaultExpression(_ expressions: [Expression]) -> String? {
        let candidates = expressions.filter { $0.used.isEmpty && $0.lines.count == 1 }.map { $0.lines[0] }
        if candidates.contains("nil") { return "nil" }
        var counts: [String: Int] = [:]
        for candidate in candidates { counts[candidate, default: 0] += 1 }
        let best = candidates.max { counts[$0, default: 0] < counts[$1, default: 0] }
        guard let best, counts[best, default: 0] >= 2 else { return nil }
        // `max` returns the last of equals; the first reads as the spec's order.
        return candidates.first { counts[$0] == counts[best] }
    }

    /// `return Request(method: .get, path: "/users")` on one line for two one-line arguments, else
    /// one argument per line and the closing parenthesis on a line of its own.
    private static func initializerLines(_ type: String, _ arguments: [(name: String, lines: [String])]) -> [String] {
        if arguments.count <= 2, arguments.allSatisfy({ $0.lines.count == 1 }) {
            return ["return \(type)(" + arguments.map { "\($0.name): \($0.lines[0])" }.joined(separator: ", ") + ")"]
        }
        var lines = ["return \(type)("]
        for (position, argument) in arguments.enumerated() {
            var argumentLines = argument.lines
            argumentLines[0] = "\(argument.name): " + argumentLines[0]
            if position < arguments.count - 1 { argumentLines[argumentLines.count - 1] += "," }
            lines += argumentLines.map { "    " + $0 }
        }
        return lines + [")"]
    }
}
