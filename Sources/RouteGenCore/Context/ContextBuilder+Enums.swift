/// Enums with raw values, closed or open, and `oneOf` enums.
extension ContextBuilder {
    /// A listed case: its Swift name (not escaped), its wire value as text, and that value as a literal.
    typealias ListedCase = (name: String, wire: String, literal: String)

    /// `enum Status: String, …, CaseIterable`, or an open enum when the model accepts unknown values.
    func addEnum(_ model: Model, _ cases: [ListedCase], rawType: String, to context: inout ModelContext) {
        guard model.acceptsUnknownValues else {
            context.isEnum = true
            context.conformances = ([rawType] + Self.modelConformances + ["CaseIterable"]).joined(separator: ", ")
            context.cases = cases.map { listed in
                EnumCaseContext(
                    name: SwiftName.escaped(listed.name),
                    rawValueLiteral: listed.name == listed.wire ? nil : listed.literal,
                    docComment: [])
            }
            return
        }
        let taken = Set(cases.map(\.name))
        var unknown = "unknown"
        var counter = 2
        while taken.contains(unknown) {
            unknown = counter == 2 ? "unknownValue" : "unknownValue\(counter - 1)"
            counter += 1
        }
        let escaped = cases.map { SwiftName.escaped($0.name) }
        context.conformances = (["RawRepresentable"] + Self.modelConformances + ["CaseIterable"]).joined(separator: ", ")
        context.openEnum = OpenEnumContext(
            rawType: "Swift." + rawType,
            unknownCase: SwiftName.escaped(unknown),
            cases: zip(escaped, cases).map { OpenEnumCaseContext(name: $0, valueLiteral: $1.literal) },
            allCasesLiteral: "[" + escaped.map { "." + $0 }.joined(separator: ", ") + "]")
    }

    func oneOfContext(_ model: Model, _ oneOf: OneOf) -> OneOfContext {
        let isText = oneOf.variants.allSatisfy { speller.isScalar($0.type) }
        let variants = oneOf.variants.enumerated().map { index, variant in
            let values = variant.discriminatorValues.isEmpty ? [variant.name] : variant.discriminatorValues
            return VariantContext(
                name: SwiftName.escaped(names.variantName(variant)),
                type: speller.spell(variant.type),
                valuesPattern: oneOf.discriminator == nil ? "" : values.map(SwiftLiteral.string).joined(separator: ", "),
                isIndirect: isText && recursion.isBoxed(model, member: index))
        }
        let expected = oneOf.variants.flatMap { $0.discriminatorValues.isEmpty ? [$0.name] : $0.discriminatorValues }
        return OneOfContext(
            discriminatorLiteral: oneOf.discriminator.map(SwiftLiteral.string),
            variants: variants,
            expectedLiteral: "[" + expected.map(SwiftLiteral.string).joined(separator: ", ") + "]",
            isText: isText,
            isIndirect: !isText)
    }
}
