/// The Swift expression each router property has for one case.
extension ContextBuilder {
    static let formContentType = "application/x-www-form-urlencoded; charset=utf-8"

    /// `"/users/\(Self.pathSegment(username))"`: literal text escaped, each placeholder
    /// percent-encoded as exactly one path segment in its style (see `segmentCall`), or, for
    /// `x-multi-segment` values, as segments with their `/` kept (`Self.pathSegments(path)`).
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
                literal += "\\(\(segmentCall(SwiftName.escaped(value.label), parameter: value.parameter)))"
            }
        }
        return Expression("\"\(literal)\"", used: used)
    }

    /// The call that writes one path value:
    /// - `Self.pathSegment(id)` for a scalar in `simple` style (`kind.rawValue` for an enum), and
    ///   `Self.pathSegments(path)` for an `x-multi-segment` one;
    /// - `Self.pathSegment(commaSeparated: ids)` for an array in `simple` style (`spaceDelimited:`,
    ///   `pipeDelimited:`, `tabDelimited:` for Swagger 2.0's `ssv`, `pipes` and `tsv`);
    /// - `Self.pathSegment(ids, style: .label, explode: true)` for the `label` and `matrix` styles,
    ///   an object in any style, and a value with OpenAPI 3.2's `allowReserved` (`allowingReserved: true`).
    ///   The Alamofire output names the style's type, `style: APIPathStyle.label`, so that its support
    ///   file is generated (`AlamofireSupport`).
    private func segmentCall(_ name: String, parameter: Parameter) -> String {
        let type = names.resolvingAliases(parameter.type)
        let reserved = parameter.allowsReserved ? ", allowingReserved: true" : ""
        let rawValue = speller.enumRawType(type) == nil ? "" : ".rawValue"
        if parameter.keepsReserved, speller.isScalar(type) { return "Self.pathSegments(\(name)\(rawValue)\(reserved))" }
        let styled: (String, Bool)?
        switch parameter.style {
        case let .label(explode): styled = (".label", explode)
        case let .matrix(explode): styled = (".matrix(name: \(SwiftLiteral.string(parameter.wireName)))", explode)
        case let .simple(explode) where isObject(type) || parameter.allowsReserved: styled = (".simple", explode)
        default: styled = nil
        }
        if let (style, explode) = styled {
            let style = spelling.pathStyle(style)
            return "Self.pathSegment(\(name), style: \(style)\(explode ? ", explode: true" : "")\(reserved))"
        }
        guard case let .array(element) = type else { return "Self.pathSegment(\(name)\(rawValue))" }
        let label = switch parameter.style {
        case .spaceDelimited: "spaceDelimited"
        case .pipeDelimited: "pipeDelimited"
        case .tabDelimited: "tabDelimited"
        default: "commaSeparated"
        }
        return "Self.pathSegment(\(label): \(name)" + (speller.enumRawType(element) == nil ? "" : ".map(\\.rawValue)") + ")"
    }

    /// A dictionary, or an object model: what OpenAPI's path and header styles write as keys and values.
    func isObject(_ type: TypeReference) -> Bool {
        if case .dictionary = type { return true }
        if case .object? = names.model(named: type)?.kind { return true }
        return false
    }

    /// A dictionary literal of the query items or body fields, keyed by the parameter-key constants.
    /// The body fields of a form, multipart or JSON-fields body, or else the query items.
    func parametersExpression(_ info: CaseInfo) -> Expression {
        let roles: Set<String> = Self.hasFieldsBody(info) ? Self.fieldRoles : ["query"]
        return dictionaryExpression(info.values.filter { roles.contains($0.role) })
    }

    /// The query items of a route whose `parameters` fill its body; `nil` for the others.
    func queryParametersExpression(_ info: CaseInfo) -> Expression {
        guard Self.hasFieldsBody(info) else { return Expression("nil") }
        return dictionaryExpression(info.values.filter { $0.role == "query" })
    }

    static let fieldRoles: Set<String> = ["json", "form", "multipart"]

    static func hasFieldsBody(_ info: CaseInfo) -> Bool {
        if case .fields? = info.endpoint.body { return true }
        return false
    }

    /// `[Key.a: a, Key.b: b]`, wrapped in `Parameters(compacting:)` when a value is optional. The
    /// Alamofire output's routers wrap them in `Self.parameters(compacting:)` also when a value isn't
    /// one Alamofire's encodings take as it is (an enum, a date, a model), so that it is written as
    /// the default output writes it.
    private func dictionaryExpression(_ values: [(parameter: Parameter, role: String, label: String)]) -> Expression {
        guard !values.isEmpty else { return Expression("nil") }
        let entries = values.map { "\(names.parameterKeyType).\(parameterKeys.constant(for: $0.parameter.wireName)): \(SwiftName.escaped($0.label))" }
        let used = Set(values.map(\.label))
        let compacting = spelling.compactingParameters(optional: values.contains { $0.parameter.type.isOptional }) {
            values.allSatisfy { speller.isAlamofireNative($0.parameter.type) }
        }
        let open = compacting ?? "["
        let close = compacting == nil ? "]" : "])"
        if entries.count == 1 { return Expression(open + entries[0] + close, used: used) }
        return Expression(lines: [open] + entries.map { "    \($0)," } + [close], used: used)
    }

    func bodyExpression(_ info: CaseInfo) -> Expression {
        guard let body = info.values.first(where: { $0.role == "body" }) else { return Expression("nil") }
        return Expression(SwiftName.escaped(body.label), used: [body.label])
    }

    /// The bytes as they are, or a text body as UTF-8.
    func rawBodyExpression(_ info: CaseInfo) -> Expression {
        guard let data = info.values.first(where: { $0.role == "data" }) else { return Expression("nil") }
        let name = SwiftName.escaped(data.label)
        // Items of a JSON Lines or JSON text sequence body, framed for its content type.
        if case .named("SequenceBody", _) = data.parameter.type.unwrapped, case let .data(_, contentType)? = info.endpoint.body,
           let format = StreamedAnswer.Format(mediaType: contentType) {
            let access = data.parameter.type.isOptional ? "?." : "."
            return Expression("\(name)\(access)encoded(as: .\(format.rawValue))", used: [data.label])
        }
        guard names.resolvingAliases(data.parameter.type) == .named("String") else { return Expression(name, used: [data.label]) }
        let bytes = data.parameter.type.isOptional ? "\(name).map { Foundation.Data($0.utf8) }" : "Foundation.Data(\(name).utf8)"
        return Expression(bytes, used: [data.label])
    }

    func timeoutExpression(_ info: CaseInfo) -> Expression {
        guard let timeout = info.endpoint.timeout else { return Expression("\(names.defaultsType).timeoutInterval") }
        return Expression(SwiftLiteral.number(timeout))
    }

    /// The statuses a route accepts, as its `validation` or `acceptableStatusCodes` says them
    /// (``RuntimeSpelling/acceptedStatus(ranges:codes:)``).
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
        return Expression(spelling.acceptedStatus(ranges: ranges, codes: single))
    }
}
