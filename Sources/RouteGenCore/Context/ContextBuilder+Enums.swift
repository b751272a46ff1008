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
        let caseNames = oneOf.variants.map { names.variantName($0) }
        let variants = oneOf.variants.enumerated().map { index, variant in
            VariantContext(
                name: SwiftName.escaped(caseNames[index]), type: speller.spell(variant.type),
                isIndirect: isText && recursion.isBoxed(model, member: index), text: speller.text(of: "value", type: variant.type))
        }
        let order = oneOf.trialOrder.isEmpty ? Array(oneOf.variants.indices) : oneOf.trialOrder
        let trials = order.flatMap { index in
            variantTrials(oneOf.variants[index], caseName: SwiftName.escaped(caseNames[index]), discriminator: oneOf.discriminator)
        }
        let members = Self.unionMembers(caseNames)
        return OneOfContext(
            variants: variants, unknownCase: SwiftName.escaped(members.unknown), tableName: members.table, trials: trials,
            isText: isText, isIndirect: !isText)
    }

    /// The names of the case that keeps unknown values and of the table, clear of the variants' names.
    static func unionMembers(_ caseNames: [String]) -> (unknown: String, table: String) {
        let taken = Set(caseNames)
        return (taken.contains("unknown") ? "unknownValue" : "unknown", taken.contains("variants") ? "variantTable" : "variants")
    }

    /// A variant's entries in the table: one per discriminator value that selects it.
    private func variantTrials(_ variant: OneOf.Variant, caseName: String, discriminator: String?) -> [VariantTrialContext] {
        var trial = VariantTrialContext(kind: "value", caseName: caseName)
        let resolved = names.resolvingAliases(variant.type)
        switch resolved {
        case .dictionary: trial.kind = "object"
        case let .named(name, _):
            switch names.model(named: resolved)?.kind {
            case .object?: trial.kind = "object"
            case .stringEnum?, .integerEnum?: trial.kind = "listed"
            case let .oneOf(inner)?:
                trial.kind = "union"
                trial.innerTable = speller.spell(resolved) + "." + Self.unionMembers(inner.variants.map { names.variantName($0) }).table
            case .alias?, nil:
                if ["String", "UUID", "URL"].contains(name) { trial.kind = "string" }
            }
        case .array, .optional: break
        }
        let fixed = variant.fixedProperties.map { (key: $0.key, value: $0.value) }
        guard let discriminator, !variant.discriminatorValues.isEmpty else {
            if !fixed.isEmpty { trial.fixedLiteral = Self.fixedLiteral(fixed) }
            trial.lookalikeGroup = variant.lookalikeGroup
            if variant.lookalikeGroup != nil, !variant.ownKeys.isEmpty {
                trial.ownKeysLiteral = "[" + variant.ownKeys.map(SwiftLiteral.string).joined(separator: ", ") + "]"
            }
            return [trial]
        }
        // Selected by its discriminator value, a variant that is a union decodes as a whole.
        trial.kind = "object"
        trial.innerTable = nil
        return variant.discriminatorValues.map { value in
            var selected = trial
            selected.fixedLiteral = Self.fixedLiteral([(discriminator, .string(value))] + fixed)
            return selected
        }
    }

    /// `["object": "customer", "deleted": true]`.
    private static func fixedLiteral(_ fixed: [(key: String, value: FixedValue)]) -> String {
        let entries = fixed.map { key, value in
            let literal = switch value {
            case let .string(text): SwiftLiteral.string(text)
            case let .integer(number): String(number)
            case let .bool(flag): String(flag)
            }
            return "\(SwiftLiteral.string(key)): \(literal)"
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }
}
