import Yams

extension RouteGenSpecParser {
    static let modelKeys = ["description", "deprecated", "properties", "enum"]
    static let propertyKeys = ["type", "key", "description"]

    mutating func parseModels(_ node: Node) -> [Model] {
        guard let entries = reader.entries(node, of: "'models'") else { return [] }
        return entries.compactMap { parseModel($0) }
    }

    /// `Post: { id: Int }`, `Post: { description: ..., properties: { id: Int } }`,
    /// `Status: [active, inactive]` or `Status: { enum: [active, inactive] }`.
    private mutating func parseModel(_ entry: SpecReader.Entry) -> Model? {
        guard let (name, generics) = parseGenericName(entry) else { return nil }
        var model = Model(
            name: name, genericParameters: generics, kind: .object(properties: []),
            location: reader.location(entry.keyNode))
        let what = "model '\(name)'"
        if entry.value.sequence != nil {
            model.kind = .stringEnum(cases: parseEnumCases(entry.value, of: what))
            return model
        }
        if entry.value.scalar?.isNull == true, entry.value.scalar?.string.isEmpty == true {
            return model
        }
        guard let fields = reader.entries(entry.value, of: what) else { return nil }
        // The long form is recognised by shape, so a property may still be called `enum` or `properties`.
        let isLongForm = fields.contains { field in
            (field.key == "properties" && field.value.mapping != nil) || (field.key == "enum" && field.value.sequence != nil)
        }
        guard isLongForm else {
            model.kind = .object(properties: fields.compactMap { parseProperty($0, of: what) })
            return model
        }
        reader.rejectUnknownKeys(fields, allowed: Self.modelKeys, in: what)
        for field in fields {
            switch field.key {
            case "description": model.description = reader.optionalString(field.value, of: "'description'")
            case "deprecated": model.deprecated = parseDeprecation(field.value)
            case "properties":
                let properties = reader.entries(field.value, of: "the properties of \(what)") ?? []
                model.kind = .object(properties: properties.compactMap { parseProperty($0, of: what) })
            case "enum":
                model.kind = .stringEnum(cases: parseEnumCases(field.value, of: what))
            default: break
            }
        }
        if fields.contains(where: { $0.key == "properties" }), fields.contains(where: { $0.key == "enum" }) {
            reader.error("\(what) has both 'properties' and 'enum'; a model is either a struct or an enum", at: entry.keyNode)
        }
        return model
    }

    /// Splits `ResponseData<ResultData>` into its name and generic parameters.
    private mutating func parseGenericName(_ entry: SpecReader.Entry) -> (String, [String])? {
        let text = entry.key
        guard let open = text.firstIndex(of: "<") else { return (text, []) }
        guard text.hasSuffix(">") else {
            reader.error("model name '\(text)' has an unclosed '<'; write it as Name<Parameter>", at: entry.keyNode)
            return nil
        }
        let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parameters = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let valid = !name.isEmpty && !parameters.isEmpty && parameters.allSatisfy(SwiftName.isPlainIdentifier)
        guard valid, SwiftName.isPlainIdentifier(name) else {
            reader.error(
                "'\(text)' is not a valid generic model name; write it as Name<Parameter, Other>", at: entry.keyNode)
            return nil
        }
        if Set(parameters).count != parameters.count {
            reader.error("model '\(name)' names the same generic parameter twice", at: entry.keyNode)
            return nil
        }
        return (name, parameters)
    }

    private mutating func parseProperty(_ entry: SpecReader.Entry, of what: String) -> Property? {
        guard let parameter = parseTypedValue(entry, of: "property '\(entry.key)' of \(what)", keys: Self.propertyKeys)
        else { return nil }
        return Property(
            name: parameter.name, wireName: parameter.wireName, type: parameter.type,
            description: parameter.description, location: parameter.location, typeSite: parameter.typeSite)
    }

    private mutating func parseEnumCases(_ node: Node, of what: String) -> [EnumCase] {
        guard let values = reader.stringList(node, of: "the cases of \(what)") else { return [] }
        if values.isEmpty { reader.error("\(what) has no cases", at: node) }
        var seen: Set<String> = []
        return values.compactMap { value, valueNode in
            guard seen.insert(value).inserted else {
                reader.error("\(what) lists '\(value)' twice", at: valueNode)
                return nil
            }
            return EnumCase(name: value, value: value, location: reader.location(valueNode))
        }
    }

    mutating func parseDeprecation(_ node: Node) -> Deprecation? {
        if let flag = node.scalar?.boolValue { return flag ? Deprecation(message: nil) : nil }
        return reader.string(node, of: "'deprecated' (true or a message)").map { Deprecation(message: $0) }
    }

    /// A named value with a type: `userId: Int`, or `userID: { type: Int, key: userId, description: ... }`.
    /// Used for model properties and for every kind of endpoint parameter.
    mutating func parseTypedValue(_ entry: SpecReader.Entry, of what: String, keys: [String]) -> Parameter? {
        var parameter = Parameter(
            name: entry.key, wireName: entry.key, type: .named("String"), location: reader.location(entry.keyNode),
            style: .brackets)
        var typeNode: Node?
        if entry.value.mapping != nil {
            let fields = reader.entries(entry.value, of: what) ?? []
            reader.rejectUnknownKeys(fields, allowed: keys, in: what)
            for field in fields {
                switch field.key {
                case "type": typeNode = field.value
                case "key", "name":
                    guard let text = reader.string(field.value, of: "'\(field.key)'") else { continue }
                    guard !text.isEmpty else {
                        reader.error("'\(field.key)' can't be empty", at: field.value)
                        continue
                    }
                    if field.key == "key" { parameter.wireName = text } else { parameter.name = text }
                case "description": parameter.description = reader.optionalString(field.value, of: "'description'")
                default: break
                }
            }
            if typeNode == nil, keys.contains("type") {
                reader.error("\(what) needs a 'type'", at: entry.keyNode)
                return nil
            }
        } else {
            typeNode = entry.value
        }
        guard let typeNode, let type = parseType(typeNode, of: what) else { return nil }
        parameter.type = type
        parameter.typeSite = typeSite(typeNode)
        return parameter
    }

    /// Where a type scalar starts (past any quote) and its text.
    func typeSite(_ node: Node) -> TypeSite {
        TypeSite(location: reader.location(ofOffset: 0, in: node), text: node.scalar?.string ?? "")
    }

    /// Parses a type written as a scalar, reporting syntax errors at their column.
    mutating func parseType(_ node: Node, of what: String) -> TypeReference? {
        guard let text = reader.string(node, of: "the type of \(what)") else { return nil }
        switch TypeExpressionParser.parse(text) {
        case let .success(type):
            return type
        case let .failure(failure):
            reader.diagnostics.error(failure.message, at: reader.location(ofOffset: failure.offset, in: node))
            return nil
        }
    }
}
