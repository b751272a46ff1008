/// The `headers` of a router case: the defaults, updated with header parameters, cookies and the
/// content type of bodies that aren't sent as `application/json`.
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
            // The caller's choice of the body's media type, else the spec's first.
            if wireName.lowercased() == "content-type", value.parameter.type.isOptional,
               let contentType = Self.defaultContentType(info.endpoint.body) {
                text += " ?? \(headerValueExpression(contentType))"
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
        if case .fields(_, .form)? = info.endpoint.body {
            entries.append("\(headerNameExpression("Content-Type")): \(SwiftLiteral.string(Self.formContentType))")
        } else if !chosenContentType, let contentType = Self.defaultContentType(info.endpoint.body) {
            entries.append("\(headerNameExpression("Content-Type")): \(headerValueExpression(contentType))")
        }
        guard !entries.isEmpty else { return Expression(defaults) }
        let updating = spelling.headersUpdating(defaults: defaults, defaultsType: names.defaultsType)
        if entries.count == 1 { return Expression(updating + entries[0] + "])", used: used) }
        return Expression(lines: [updating] + entries.map { "    \($0)," } + ["])"], used: used)
    }

    /// The media type a body is sent as unless the caller names another, where the router says
    /// it: a raw body's, and a JSON body's other than `application/json` (which the request gets
    /// when it names none).
    static func defaultContentType(_ body: RequestBody?) -> String? {
        switch body {
        case let .data(_, contentType)?: contentType
        case let .value(_, contentType)? where MediaType.essence(of: contentType) != "application/json": contentType
        default: nil
        }
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
