/// The Swift expression each router property has for one case.
extension ContextBuilder {
    static let runtime = "RouteGenRuntime"
    static let formContentType = "application/x-www-form-urlencoded; charset=utf-8"

    /// `"/users/\(Self.pathSegment(username))"`: literal text escaped, each placeholder
    /// percent-encoded as exactly one path segment.
    func pathExpression(_ info: CaseInfo) -> Expression {
        var literal = ""
        var used: Set<String> = []
        for piece in PathTemplate.pieces(of: info.endpoint.path) {
            switch piece {
            case let .literal(text):
                literal += SwiftLiteral.escapedContent(text)
            case let .placeholder(name, _):
                guard let value = info.values.first(where: { $0.role == "path" && $0.parameter.wireName == name }) else { continue }
                used.insert(value.label)
                let argument = SwiftName.escaped(value.label) + (speller.isStringEnum(value.parameter.type) ? ".rawValue" : "")
                literal += "\\(Self.pathSegment(\(argument)))"
            }
        }
        return Expression("\"\(literal)\"", used: used)
    }

    /// A dictionary literal of the query items or body fields, keyed by the parameter-key constants.
    func parametersExpression(_ info: CaseInfo) -> Expression {
        let values = info.values.filter { ["query", "json", "form"].contains($0.role) }
        guard !values.isEmpty else { return Expression("nil") }
        let entries = values.map { "\(names.parameterKeyType).\(parameterKeys.constant(for: $0.parameter.wireName)): \(SwiftName.escaped($0.label))" }
        let used = Set(values.map(\.label))
        let compacting = values.contains { $0.parameter.type.isOptional }
        let open = compacting ? "\(Self.runtime).Parameters(compacting: [" : "["
        let close = compacting ? "])" : "]"
        if entries.count == 1 { return Expression(open + entries[0] + close, used: used) }
        return Expression(lines: [open] + entries.map { "    \($0)," } + [close], used: used)
    }

    func encodingExpression(_ info: CaseInfo) -> Expression {
        switch info.endpoint.body {
        case .fields(_, .json)?: Expression("\(Self.runtime).JSONEncoding.default")
        case .fields(_, .form)?: Expression("\(Self.runtime).URLEncoding.httpBody")
        default: Expression("\(Self.runtime).URLEncoding.queryString")
        }
    }

    /// The defaults, updated with the endpoint's header values.
    func headersExpression(_ info: CaseInfo) -> Expression {
        let defaults = "\(names.defaultsType).headers"
        var entries: [String] = []
        var used: Set<String> = []
        for value in info.values where value.role == "header" {
            used.insert(value.label)
            let wireName = spec.headerWireName(of: value.parameter)
            entries.append("\(headerNameExpression(wireName)): \(headerText(value.label, type: value.parameter.type))")
        }
        if case .fields(_, .form)? = info.endpoint.body {
            entries.append("\(headerNameExpression("Content-Type")): \(SwiftLiteral.string(Self.formContentType))")
        }
        guard !entries.isEmpty else { return Expression(defaults) }
        if entries.count == 1 { return Expression("\(defaults).updating([\(entries[0])])", used: used) }
        return Expression(lines: ["\(defaults).updating(["] + entries.map { "    \($0)," } + ["])"], used: used)
    }

    /// A header parameter as text: strings as they are, enums by raw value, others described.
    private func headerText(_ label: String, type: TypeReference) -> String {
        let name = SwiftName.escaped(label)
        if type.unwrapped == .named("String") { return name }
        if speller.isStringEnum(type) { return type.isOptional ? "\(name)?.rawValue" : "\(name).rawValue" }
        return type.isOptional ? "\(name).map { Swift.String(describing: $0) }" : "Swift.String(describing: \(name))"
    }

    func bodyExpression(_ info: CaseInfo) -> Expression {
        guard let body = info.values.first(where: { $0.role == "body" }) else { return Expression("nil") }
        return Expression(SwiftName.escaped(body.label), used: [body.label])
    }

    func timeoutExpression(_ info: CaseInfo) -> Expression {
        guard let timeout = info.endpoint.timeout else { return Expression("\(names.defaultsType).timeoutInterval") }
        return Expression(SwiftLiteral.number(timeout))
    }

    /// `.statusCodes([200, 304])`, `.statusCodes(200..<300)` or `.statusCodes(Swift.Array(200..<300) + [404])`.
    func validationExpression(_ info: CaseInfo) -> Expression {
        guard let codes = info.endpoint.acceptedStatus else { return Expression("nil") }
        var ranges: [String] = []
        var single: [String] = []
        for item in codes {
            switch item {
            case let .code(code): single.append(String(code))
            case let .family(family): ranges.append("\(family * 100)..<\(family * 100 + 100)")
            }
        }
        let list = "[" + single.joined(separator: ", ") + "]"
        let argument: String
        if ranges.isEmpty {
            argument = list
        } else if ranges.count == 1, single.isEmpty {
            argument = ranges[0]
        } else {
            argument = (ranges.map { "Swift.Array(\($0))" } + (single.isEmpty ? [] : [list])).joined(separator: " + ")
        }
        return Expression(".statusCodes(\(argument))")
    }
}
