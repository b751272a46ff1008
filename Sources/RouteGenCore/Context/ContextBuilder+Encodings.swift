/// The `encoding` of a router case: where its parameters go and how arrays and objects are written.
extension ContextBuilder {
    func encodingExpression(_ info: CaseInfo) -> Expression {
        switch info.endpoint.body {
        case .fields(_, .json)?: Expression("\(Self.runtime).JSONEncoding.default")
        case .fields(_, .multipart)?: Expression("\(Self.runtime).MultipartEncoding.default")
        case .fields(_, .form)?: urlEncoding(to: "httpBody", roles: ["form"], info)
        default: urlEncoding(to: "queryString", roles: ["query"], info)
        }
    }

    /// The `queryEncoding` of a route whose query items sit beside a fields body.
    func queryEncodingExpression(_ info: CaseInfo) -> Expression {
        urlEncoding(to: "queryString", roles: ["query"], info)
    }

    /// `URLEncoding.queryString`, or `URLEncoding(destination: .queryString, ...)` when booleans are
    /// `true`/`false`, a form indexes its arrays, or an array or object parameter has a style other
    /// than routegen's brackets.
    private func urlEncoding(to destination: String, roles: Set<String>, _ info: CaseInfo) -> Expression {
        let sent = info.values.filter { roles.contains($0.role) }
        let plain = Expression("\(Self.runtime).URLEncoding.\(destination)")
        if sent.isEmpty { return plain }
        let styled = sent.compactMap { value -> String? in
            guard let style = Self.styleLiteral(value.parameter.style), !speller.isScalar(value.parameter.type) else { return nil }
            return "\(names.parameterKeyType).\(parameterKeys.constant(for: value.parameter.wireName)): \(style)"
        }
        let indexed = destination == "httpBody" && spec.defaults.indexedForms
        var options = [".\(destination)"]
        if indexed { options.append("arrayEncoding: .indexInBrackets") }
        if spec.defaults.booleans == .literal { options.append("boolEncoding: .literal") }
        let trailing = indexed ? ", keyBrackets: .literal)" : ")"
        guard !styled.isEmpty || options.count > 1 else { return plain }
        let open = "\(Self.runtime).URLEncoding(destination: " + options.joined(separator: ", ")
        if styled.isEmpty { return Expression(open + trailing) }
        if styled.count == 1 { return Expression(open + ", styles: [" + styled[0] + "]" + trailing) }
        return Expression(lines: [open + ", styles: ["] + styled.map { "    \($0)," } + ["]" + trailing], used: [])
    }

    /// The runtime's `URLEncoding.Style` for a parameter style; `nil` for brackets, the encoding's default.
    /// `simple` belongs to paths and headers; in a query it means what it means there, commas.
    static func styleLiteral(_ style: ParameterStyle) -> String? {
        switch style {
        case .brackets: nil
        case let .form(explode): ".form(explode: \(explode))"
        case .simple: ".form(explode: false)"
        case .spaceDelimited: ".spaceDelimited"
        case .pipeDelimited: ".pipeDelimited"
        case .deepObject: ".deepObject"
        }
    }
}
