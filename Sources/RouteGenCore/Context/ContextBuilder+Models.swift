extension ContextBuilder {
    static let modelConformances = ["Codable", "Hashable", "Sendable"]
    /// Synthesised conformances of a generic model, each holding when its parameters conform.
    static let genericConformances = ["Encodable", "Decodable", "Equatable", "Hashable", "Sendable"]

    func modelContext(_ model: Model) -> ModelContext {
        let name = names.modelType(model)
        let generics = model.genericParameters.map { SwiftName.type($0) }
        var context = ModelContext(
            name: name,
            declarationName: generics.isEmpty ? name : "\(name)<\(generics.joined(separator: ", "))>",
            docComment: SwiftLiteral.docComment([model.description, "Generated from `models.\(model.name)` in \(spec.sourceName)."]),
            provenance: "models.\(model.name) in \(spec.sourceName)",
            deprecation: model.deprecated.map(Self.deprecationAttribute),
            fileName: "Models/\(name).swift",
            isStruct: false, properties: [], initializerParameters: "", codingKeys: nil,
            isEnum: false, cases: [],
            conformances: nil, conditionalConformances: [])
        switch model.kind {
        case let .object(properties):
            context.isStruct = true
            context.properties = properties.map(propertyContext)
            context.initializerParameters = context.properties.map { property in
                "\(property.name): \(property.type)\(property.isOptional ? " = nil" : "")"
            }.joined(separator: ", ")
            let keys = zip(properties, context.properties).map { property, spelled in
                EnumCaseContext(
                    name: spelled.name,
                    rawValueLiteral: property.wireName == names.propertyName(property)
                        ? nil : SwiftLiteral.string(property.wireName),
                    docComment: [])
            }
            context.codingKeys = keys.contains { $0.rawValueLiteral != nil } ? CodingKeysContext(cases: keys) : nil
            if generics.isEmpty {
                context.conformances = Self.modelConformances.joined(separator: ", ")
            } else {
                context.conditionalConformances = Self.genericConformances.map { protocolName in
                    ConditionalConformanceContext(
                        protocolName: protocolName,
                        requirements: generics.map { "\($0): \(protocolName)" }.joined(separator: ", "))
                }
            }
        case let .stringEnum(cases):
            context.isEnum = true
            context.conformances = (["String"] + Self.modelConformances + ["CaseIterable"]).joined(separator: ", ")
            context.cases = cases.map { enumCase in
                let caseName = names.enumCaseName(enumCase)
                return EnumCaseContext(
                    name: SwiftName.escaped(caseName),
                    rawValueLiteral: caseName == enumCase.value ? nil : SwiftLiteral.string(enumCase.value),
                    docComment: [])
            }
        case .integerEnum, .oneOf, .alias:
            // Rendered once the OpenAPI reader produces them (issue 5); routegen specs can't declare them.
            break
        }
        return context
    }

    private func propertyContext(_ property: Property) -> PropertyContext {
        PropertyContext(
            name: SwiftName.escaped(names.propertyName(property)),
            type: speller.spell(property.type),
            isOptional: property.type.isOptional,
            wireName: property.wireName,
            docComment: SwiftLiteral.docComment([property.description]))
    }

    /// `@available(*, deprecated)` or `@available(*, deprecated, message: "...")`.
    static func deprecationAttribute(_ deprecation: Deprecation) -> String {
        guard let message = deprecation.message else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }
}
