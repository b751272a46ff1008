/// The `encoding` of a router case: where its parameters go and how arrays and objects are written.
extension ContextBuilder {
    func encodingExpression(_ info: CaseInfo) -> Expression {
        switch info.endpoint.body {
        case .fields(_, .json)?: Expression(spelling.jsonEncoding)
        case .fields(_, .multipart)?: multipartEncoding(info)
        case .fields(_, .form)?: urlEncoding(to: "httpBody", roles: ["form"], info)
        default: urlEncoding(to: "queryString", roles: ["query"], info)
        }
    }

    /// The `queryEncoding` of a route whose query items sit beside a fields body.
    func queryEncodingExpression(_ info: CaseInfo) -> Expression {
        urlEncoding(to: "queryString", roles: ["query"], info)
    }

    /// The spec's encoding for `destination`, the same for every route, with the styles of the
    /// route's array and object values whose style is not routegen's brackets, as the output spells
    /// it (``RuntimeSpelling/urlEncoding(_:styles:reserved:valuesAreScalars:)``).
    private func urlEncoding(to destination: String, roles: Set<String>, _ info: CaseInfo) -> Expression {
        let styled = styleEntries(info, roles: roles)
        let reserved = info.values.filter { roles.contains($0.role) && $0.parameter.allowsReserved }
            .map { "\(names.parameterKeyType).\(parameterKeys.constant(for: $0.parameter.wireName))" }
        let encoding = URLEncodingSpelling(destination: destination, defaults: spec.defaults)
        return spelling.urlEncoding(encoding, styles: styled, reserved: reserved) {
            info.values.filter { roles.contains($0.role) }
                .allSatisfy { speller.isAlamofireScalar($0.parameter.type, arrays: !encoding.literalKeys) }
        }
    }

    /// The runtime's `URLEncoding.Style` for a parameter style; `nil` for what the encoding writes
    /// without one: brackets, and `deepObject`, whose `key[sub]` and arrays are the same as theirs.
    /// `simple` belongs to paths and headers; in a query it means what it means there, commas.
    static func styleLiteral(_ style: ParameterStyle) -> String? {
        switch style {
        case .brackets, .deepObject: nil
        case let .form(explode): ".form(explode: \(explode))"
        case .simple: ".form(explode: false)"
        case .spaceDelimited: ".spaceDelimited"
        case .pipeDelimited: ".pipeDelimited"
        case .tabDelimited: ".tabDelimited"
        case .label, .matrix: nil
        }
    }

    /// A multipart field's `URLEncoding.Style`: `.deepObject` names its parts with brackets
    /// (`expand[0]`), which multipart doesn't do unless told; the others as ``styleLiteral(_:)``.
    private static func multipartStyleLiteral(_ style: ParameterStyle) -> String? {
        style == .deepObject ? ".deepObject" : styleLiteral(style)
    }

    /// `MultipartEncoding.default`, or with the content types the spec gives its files
    /// (`MultipartEncoding(contentTypes: [APIParameterKey.avatar: "image/png"])`), and with the styles
    /// of the array fields whose elements are joined into one part (Swagger 2.0's `collectionFormat`)
    /// and of the fields whose `encoding` says `deepObject` (Stripe's `expand[0]`); the others are
    /// sent one part per element.
    private func multipartEncoding(_ info: CaseInfo) -> Expression {
        let typed = info.values.compactMap { value -> String? in
            guard value.role == "multipart", let type = value.parameter.contentType,
                  value.parameter.type.names.contains("Data") else { return nil }
            return "\(names.parameterKeyType).\(parameterKeys.constant(for: value.parameter.wireName)): \(SwiftLiteral.string(type))"
        }
        let type = spelling.support("MultipartEncoding")
        let encoding = typed.isEmpty ? "\(type).default" : "\(type)(contentTypes: [\(typed.joined(separator: ", "))])"
        let styled = styleEntries(info, roles: ["multipart"], literal: Self.multipartStyleLiteral) {
            $0 != .form(explode: true) && $0 != .brackets
        }
        if styled.isEmpty { return Expression(encoding) }
        return Expression(lines: URLEncodingSpelling.list(styled, open: "\(encoding).adding(styles: ", close: ")"), used: [])
    }

    /// `Key.tags: .form(explode: false)` for each array or object value of `roles` whose style
    /// `includes` accepts and the runtime writes differently from its default.
    private func styleEntries(
        _ info: CaseInfo, roles: Set<String>, literal: (ParameterStyle) -> String? = ContextBuilder.styleLiteral,
        includes: (ParameterStyle) -> Bool = { _ in true }
    ) -> [String] {
        info.values.filter { roles.contains($0.role) && includes($0.parameter.style) }.compactMap { value -> String? in
            guard let style = literal(value.parameter.style), !speller.isScalar(value.parameter.type) else { return nil }
            return "\(names.parameterKeyType).\(parameterKeys.constant(for: value.parameter.wireName)): \(style)"
        }
    }
}
