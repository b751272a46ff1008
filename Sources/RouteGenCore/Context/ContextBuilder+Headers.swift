/// The `headers` of a router case: the defaults, updated with header parameters, cookies and the
/// content type of bodies that aren't JSON.
extension ContextBuilder {
    func headersExpression(_ info: CaseInfo) -> Expression {
        let defaults = "\(names.defaultsType).headers"
        var entries: [String] = []
        var used: Set<String> = []
        var chosenContentType = false
        for value in info.values where value.role == "header" {
            used.insert(value.label)
            let wireName = spec.headerWireName(of: value.parameter)
            var text = headerText(value.label, type: value.parameter.type, style: value.parameter.style)
            // The caller's choice of a raw body's media type, else the spec's first.
            if case let .data(_, contentType)? = info.endpoint.body, wireName.lowercased() == "content-type",
               value.parameter.type.isOptional {
                text = "\(SwiftName.escaped(value.label)) ?? \(headerValueExpression(contentType))"
                chosenContentType = true
            }
            entries.append("\(headerNameExpression(wireName)): \(text)")
        }
        let cookies = info.values.filter { $0.role == "cookie" }
        if !cookies.isEmpty {
            used.formUnion(cookies.map(\.label))
            let pairs = cookies.map { "\(SwiftLiteral.string($0.parameter.wireName)): \(SwiftName.escaped($0.label))" }
            entries.append("\(headerNameExpression("Cookie")): \(spelling.cookieValueFunction)([\(pairs.joined(separator: ", "))])")
        }
        // A default `Accept: application/json` would make the client reject the file a raw response is.
        let setsAccept = info.values.contains { $0.role == "header" && spec.headerWireName(of: $0.parameter).lowercased() == "accept" }
        if info.endpoint.returnsRawData, !setsAccept, spec.defaults.headers.contains(where: { $0.wireName.lowercased() == "accept" }) {
            entries.append("\(headerNameExpression("Accept")): \(SwiftLiteral.string("*/*"))")
        }
        switch info.endpoint.body {
        case .fields(_, .form)?:
            entries.append("\(headerNameExpression("Content-Type")): \(SwiftLiteral.string(Self.formContentType))")
        case let .data(_, contentType)? where !chosenContentType:
            entries.append("\(headerNameExpression("Content-Type")): \(headerValueExpression(contentType))")
        default:
            break
        }
        guard !entries.isEmpty else { return Expression(defaults) }
        let updating = spelling.headersUpdating(defaults: defaults, defaultsType: names.defaultsType)
        if entries.count == 1 { return Expression(updating + entries[0] + "])", used: used) }
        return Expression(lines: [updating] + entries.map { "    \($0)," } + ["])"], used: used)
    }

    /// A header parameter as text: strings as they are, enums by raw value, others described, an
    /// array's elements joined by commas (OpenAPI's `simple` style), or by the space, `|` or tab of
    /// Swagger 2.0's `ssv`, `pipes` and `tsv`, and an object's keys and values by the runtime
    /// (`RouteGenRuntime.HTTPHeader.simpleValue(filter, explode: true)`).
    private func headerText(_ label: String, type: TypeReference, style: ParameterStyle) -> String {
        let name = SwiftName.escaped(label)
        let optional = type.isOptional
        if isObject(names.resolvingAliases(type)) {
            let explode = style == .simple(explode: true) ? ", explode: true" : ""
            return "\(spelling.support("HTTPHeader")).simpleValue(\(name)\(explode))"
        }
        if case let .array(element) = names.resolvingAliases(type) {
            let mapped: String
            if speller.enumRawType(element) == "String" {
                mapped = ".map(\\.rawValue)"
            } else if names.resolvingAliases(element) == .named("String") {
                mapped = ""
            } else {
                mapped = ".map { \(speller.text(of: "$0", type: element)) }"
            }
            return "\(name)\(optional ? "?" : "")\(mapped).joined(separator: \(SwiftLiteral.string(Self.headerDelimiter(style))))"
        }
        if speller.enumRawType(type) == "String" { return optional ? "\(name)?.rawValue" : "\(name).rawValue" }
        guard optional else { return speller.text(of: name, type: type) }
        let text = speller.text(of: "$0", type: type.unwrapped)
        return text == "$0" ? name : "\(name).map { \(text) }"
    }

    /// The text between the elements of an array sent in one header.
    private static func headerDelimiter(_ style: ParameterStyle) -> String {
        switch style {
        case .spaceDelimited: " "
        case .pipeDelimited: "|"
        case .tabDelimited: "\t"
        default: ","
        }
    }
}
