extension ContextBuilder {
    static let modelConformances = ["Codable", "Hashable", "Sendable"]
    /// The dictionary that holds an object's unnamed keys.
    static let additionalPropertiesName = "additionalProperties"
    /// Synthesised conformances of a generic model, each holding when its parameters conform.
    static let genericConformances = ["Encodable", "Decodable", "Equatable", "Hashable", "Sendable"]

    /// The conformances of a struct or a one-of enum: without `Hashable` when the `hashable` option is off.
    var structConformances: String {
        (options.hashableModels ? Self.modelConformances : Self.modelConformances.filter { $0 != "Hashable" }).joined(separator: ", ")
    }

    /// The conditional conformances of a generic model: without `Equatable` and `Hashable` when the option is off.
    var genericConformances: [String] {
        options.hashableModels ? Self.genericConformances : Self.genericConformances.filter { $0 != "Equatable" && $0 != "Hashable" }
    }

    func modelContext(_ model: Model) -> ModelContext {
        let name = names.modelType(model)
        let generics = model.genericParameters.map { SwiftName.type($0) }
        var context = ModelContext(
            name: name,
            declarationName: generics.isEmpty ? name : "\(name)<\(generics.joined(separator: ", "))>",
            docComment: SwiftLiteral.docComment([
                model.description, deprecationNote(model), "Generated from `models.\(model.name)` in \(spec.sourceName).",
            ]),
            provenance: SwiftLiteral.commentLine("models.\(model.name) in \(spec.sourceName)"),
            places: model.places,
            deprecation: deprecationNote(model) == nil ? model.deprecated.map(Self.deprecationAttribute) : nil,
            fileName: "Models/\(name).swift", importsRuntime: false,
            isStruct: false, properties: [], initializerParameters: "", codingKeys: nil, additionalProperties: nil,
            isEnum: false, cases: [], openEnum: nil, oneOf: nil, aliasedType: nil,
            conformances: nil, conditionalConformances: [])
        switch model.kind {
        case let .object(properties):
            addStruct(model, properties, generics: generics, to: &context)
        case let .stringEnum(cases):
            addEnum(model, cases.map { (names.enumCaseName($0), $0.value, SwiftLiteral.string($0.value)) }, rawType: "String",
                    to: &context)
        case let .integerEnum(cases):
            addEnum(model, cases.map { (names.enumCaseName($0), String($0.value), String($0.value)) }, rawType: "Int",
                    to: &context)
        case let .oneOf(oneOf):
            context.oneOf = oneOfContext(model, oneOf)
            context.conformances = structConformances
        case let .alias(type):
            context.aliasedType = speller.spell(type)
        }
        let spelled = context.properties.map(\.type) + [context.aliasedType ?? ""]
        // The Alamofire output's support types are declared beside the models.
        context.importsRuntime = spelling.importsSupport && (context.oneOf != nil || context.additionalProperties != nil
            || context.properties.contains { $0.isIndirect }
            || spelled.contains { $0.contains(RouteGenRuntimeSpelling.moduleName + ".") })
        return context
    }

    private func addStruct(_ model: Model, _ properties: [Property], generics: [String], to context: inout ModelContext) {
        context.isStruct = true
        context.properties = properties.enumerated().map { index, property in
            propertyContext(property, isIndirect: recursion.isBoxed(model, member: index))
        }
        let named = context.properties
        if let valueType = model.additionalProperties {
            let spelled = speller.spell(.dictionary(valueType))
            context.additionalProperties = AdditionalPropertiesContext(
                name: Self.additionalPropertiesName, valueType: speller.spell(valueType),
                members: zip(properties, named).map { property, context in
                    CodedMemberContext(assignee: context.assignee, type: speller.spell(property.type.unwrapped),
                                       isOptional: property.type.isOptional)
                })
            context.properties.append(PropertyContext(
                name: Self.additionalPropertiesName, type: spelled, isOptional: false, wireName: "",
                docComment: ["/// The keys the other properties don't name, with their values."],
                defaultLiteral: "[:]", deprecation: nil, isIndirect: false, storageName: nil,
                assignee: Self.additionalPropertiesName))
        }
        context.initializerParameters = context.properties.map { property in
            // A spec's default is what the server assumes when a field is absent: an optional
            // field stays absent (`nil`) unless the caller sets it.
            let defaultValue = property.isOptional ? "nil" : property.defaultLiteral
            return "\(property.name): \(property.type)\(defaultValue.map { " = \($0)" } ?? "")"
        }.joined(separator: ", ")
        let keys = zip(properties, named).map { property, spelled in
            EnumCaseContext(
                name: spelled.storageName ?? spelled.name,
                rawValueLiteral: property.wireName == (spelled.storageName ?? names.propertyName(property))
                    ? nil : SwiftLiteral.string(property.wireName),
                docComment: [])
        }
        if keys.contains(where: { $0.rawValueLiteral != nil }) || context.additionalProperties != nil {
            context.codingKeys = CodingKeysContext(cases: keys, isCaseIterable: context.additionalProperties != nil)
        }
        if generics.isEmpty {
            context.conformances = structConformances
        } else {
            context.conditionalConformances = genericConformances.map { protocolName in
                ConditionalConformanceContext(
                    protocolName: protocolName,
                    requirements: generics.map { "\($0): \(protocolName)" }.joined(separator: ", "))
            }
        }
    }

    private func propertyContext(_ property: Property, isIndirect: Bool) -> PropertyContext {
        let name = names.propertyName(property)
        let storageName = property.deprecated == nil ? nil : "_" + name
        let access: String? = property.isReadOnly ? "Read-only: only servers send it."
            : property.isWriteOnly ? "Write-only: only clients send it." : nil
        return PropertyContext(
            name: SwiftName.escaped(name),
            type: speller.spell(property.type),
            isOptional: property.type.isOptional,
            wireName: property.wireName,
            docComment: SwiftLiteral.docComment([
                property.description, property.defaultValue.map { defaultLiterals.docLine($0, for: property.type) }, access,
            ]),
            defaultLiteral: property.defaultValue.flatMap { defaultLiterals.literal($0, for: property.type) },
            deprecation: property.deprecated.map(Self.deprecationAttribute),
            isIndirect: isIndirect,
            storageName: storageName,
            assignee: storageName ?? SwiftName.escaped(name))
    }

    /// `@available(*, deprecated)` or `@available(*, deprecated, message: "...")`.
    static func deprecationAttribute(_ deprecation: Deprecation) -> String {
        guard let message = deprecation.message else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }
}
