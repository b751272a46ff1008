extension OpenAPITranslator {
    /// Says, for every `oneOf`/`anyOf`, how decoding tells its variants apart (docs/OpenAPI.md,
    /// "How unions decode"):
    /// - the required properties of each object variant that allow one value only (Stripe's
    ///   `object: customer`, `deleted: true`; GitHub's `type` fields), which a value must have
    ///   to be that variant, whether or not there is a `discriminator`;
    /// - the order the variants are considered in: among variants of one kind of JSON, the more a
    ///   variant asks of a value, the earlier (an enum's listed values before any string, `Int`
    ///   before `Double`, fixed properties, then more required properties), so that a variant
    ///   doesn't take the values of another that asks for more;
    /// - the variants that still can't be told apart (the same fixed values and the same required
    ///   properties), which are reported, with the keys that only one of them declares.
    func chooseVariantsBySingleValues() {
        for slot in models.slots.indices {
            guard let model = models[slot], case var .oneOf(oneOf) = model.kind else { continue }
            let traits = oneOf.variants.map { variantTraits($0.type) }
            for index in oneOf.variants.indices {
                oneOf.variants[index].fixedProperties = traits[index].fixed.filter { $0.key != oneOf.discriminator }
            }
            oneOf.trialOrder = Self.trialOrder(traits)
            if oneOf.discriminator == nil { markLookalikes(&oneOf, traits, of: model) }
            else { separateSharedDiscriminatorValues(&oneOf, traits, of: model) }
            models[slot]?.kind = .oneOf(oneOf)
        }
    }

    /// Variants that share a discriminator value (OpenAI's input and output messages are both
    /// `"type": "message"`) keep it when their other fixed properties tell them apart (the output's
    /// `"role": "assistant"`): decoding tries the one with more fixed keys first. Otherwise the value
    /// selects the first, with a warning.
    private func separateSharedDiscriminatorValues(_ oneOf: inout OneOf, _ traits: [VariantTraits], of model: Model) {
        var holders: [String: [Int]] = [:]
        for index in oneOf.variants.indices {
            oneOf.variants[index].discriminatorValues = oneOf.variants[index].discriminatorValues.filter { value in
                let others = Set(traits[index].fixed.filter { $0.key != oneOf.discriminator })
                for holder in holders[value] ?? [] where Set(traits[holder].fixed.filter { $0.key != oneOf.discriminator }) == others {
                    let (first, second) = (Self.variantName(oneOf.variants[holder].type), Self.variantName(oneOf.variants[index].type))
                    diagnostics.warning(
                        "variants '\(first)' and '\(second)' of '\(model.name)' have the same discriminator value '\(value)' "
                            + "and nothing else that tells them apart; it selects '\(first)'", at: model.location)
                    return false
                }
                holders[value, default: []].append(index)
                return true
            }
        }
    }

    /// What tells a variant's values apart from others'.
    private struct VariantTraits {
        /// The kind of JSON: variants of different kinds never compete.
        var kind: Kind
        /// Within a kind, 0 asks most of a value (an enum's listed values, an object with fixed
        /// properties, `Int`), 2 least (any string, `Double`, a dictionary).
        var tier: Int
        var fixed: [OneOf.FixedProperty] = []
        /// The required properties of an object, each with the shape of its JSON, sorted.
        var required: [String] = []
        /// All its properties, the same way.
        var properties: [String] = []
        var keys: [String] = []

        enum Kind: Int {
            case string, number, boolean, object, array, mixed, union, any
        }
    }

    /// Kinds in the order the document first uses them (other unions and any JSON last); within a
    /// kind, the variant that asks most of a value first, then the written order.
    private static func trialOrder(_ traits: [VariantTraits]) -> [Int] {
        var firstUse: [VariantTraits.Kind: Int] = [:]
        for (index, trait) in traits.enumerated() where firstUse[trait.kind] == nil {
            firstUse[trait.kind] = trait.kind.rawValue >= VariantTraits.Kind.union.rawValue ? 100 + trait.kind.rawValue : index
        }
        return traits.indices.sorted { left, right in
            let (a, b) = (traits[left], traits[right])
            if a.kind != b.kind { return firstUse[a.kind]! < firstUse[b.kind]! }
            if a.tier != b.tier { return a.tier < b.tier }
            if a.fixed.count != b.fixed.count { return a.fixed.count > b.fixed.count }
            if a.fixed.isEmpty, a.required.count != b.required.count { return a.required.count > b.required.count }
            return left < right
        }
    }

    private func variantTraits(_ type: TypeReference) -> VariantTraits {
        switch resolvedAlias(type) {
        case .optional: return VariantTraits(kind: .mixed, tier: 1)
        case .array: return VariantTraits(kind: .array, tier: 1)
        case .dictionary: return VariantTraits(kind: .object, tier: 2)
        case let .named(name, _):
            switch models.model(named: name)?.kind {
            case let .object(properties)?:
                var traits = VariantTraits(kind: .object, tier: 1)
                for property in properties {
                    let shape = "\(property.wireName): \(jsonShape(property.type))"
                    traits.properties.append(shape)
                    traits.keys.append(property.wireName)
                    guard property.isRequired, !property.isNullable else { continue }
                    if let value = property.fixedValue { traits.fixed.append(.init(key: property.wireName, value: value)) }
                    traits.required.append(shape)
                }
                traits.required.sort()
                traits.properties.sort()
                if !traits.fixed.isEmpty { traits.tier = 0 }
                return traits
            case .stringEnum?: return VariantTraits(kind: .string, tier: 0)
            case .integerEnum?: return VariantTraits(kind: .number, tier: 0)
            case .oneOf?: return VariantTraits(kind: .union, tier: 0)
            case .alias?: return VariantTraits(kind: .any, tier: 0)
            case nil:
                switch name {
                case "String": return VariantTraits(kind: .string, tier: 2)
                case "UUID", "URL", "Date", "Data": return VariantTraits(kind: .string, tier: 1)
                case "Double", "Float", "Decimal": return VariantTraits(kind: .number, tier: 2)
                case "Int", "Int32", "Int64": return VariantTraits(kind: .number, tier: 1)
                case "Bool": return VariantTraits(kind: .boolean, tier: 1)
                case "JSONValue": return VariantTraits(kind: .any, tier: 0)
                default: return VariantTraits(kind: .mixed, tier: 1)
                }
            }
        }
    }

    /// Groups the object variants with the same fixed values and the same required properties (none,
    /// often): a value of one decodes as the others too, unless it has a key only one of them
    /// declares. Each pair is reported.
    private func markLookalikes(_ oneOf: inout OneOf, _ traits: [VariantTraits], of model: Model) {
        var groupOf: [String: Int] = [:]
        var members: [Int: [Int]] = [:]
        for index in oneOf.variants.indices where traits[index].kind == .object && !traits[index].properties.isEmpty {
            let fixed = traits[index].fixed.map { "\($0.key)=\($0.value)" }.sorted()
            // An object that requires nothing takes any object: it looks like every other such variant.
            let required = traits[index].required.isEmpty ? ["(none)"] : traits[index].required
            let key = (fixed + ["|"] + required).joined(separator: "\n")
            let group = groupOf[key] ?? groupOf.count + 1
            groupOf[key] = group
            members[group, default: []].append(index)
        }
        // Numbered in the order the groups' first variants are listed.
        let groups = members.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        for (number, indices) in zip(1..., groups) {
            for index in indices {
                let others = Set(indices.filter { $0 != index }.flatMap { traits[$0].keys })
                oneOf.variants[index].lookalikeGroup = number
                oneOf.variants[index].ownKeys = traits[index].keys.filter { !others.contains($0) }
            }
            for index in indices.dropFirst() {
                let (first, second) = (oneOf.variants[indices[0]], oneOf.variants[index])
                let same = traits[index].required.isEmpty ? "require no property" : "require the same properties"
                diagnostics.warning(
                    "variants '\(first.name)' and '\(second.name)' of '\(model.name)' can't be told apart: they \(same), "
                        + "and none that allows one value only; a value that decodes as both is kept as unknown JSON, unless "
                        + "it has a property only one of them declares. Give each a property that allows one value only "
                        + "(an 'enum' of one value, or 'const'), or add a 'discriminator'", at: model.location)
            }
        }
    }

    /// What a value of the type looks like in JSON, without model names: inline objects of the
    /// same shape get different names, and a string enum that accepts unknown values takes any string.
    private func jsonShape(_ type: TypeReference) -> String {
        switch resolvedAlias(type) {
        case let .optional(wrapped): return jsonShape(wrapped) + "?"
        case let .array(element): return "[\(jsonShape(element))]"
        case let .dictionary(value): return "[String: \(jsonShape(value))]"
        case let .named(name, _):
            switch models.model(named: name)?.kind {
            case .object?: return "object"
            case .stringEnum?: return "String"
            case .integerEnum?: return "Int"
            case .oneOf?: return "oneOf \(name)"
            case .alias?, nil: return name
            }
        }
    }
}
