extension OpenAPITranslator {
    /// A `oneOf` or `anyOf` without a `discriminator` is tried variant by variant, and the first
    /// that decodes wins, so variants of the same shape can't be told apart. When every variant is
    /// an object with a required property of one name whose schema allows a single string (an
    /// `enum` of one value, or `const`), and the values differ, that property selects the variant.
    /// Variants that still can't be told apart are reported.
    func chooseVariantsBySingleValues() {
        for slot in modelSlots.indices {
            guard let model = modelSlots[slot], case var .oneOf(oneOf) = model.kind, oneOf.discriminator == nil
            else { continue }
            let fixed = oneOf.variants.map { singleValueProperties(of: $0.type) }
            if let key = Self.selectorKey(fixed) {
                oneOf.discriminator = key
                for index in oneOf.variants.indices { oneOf.variants[index].discriminatorValues = [fixed[index][key]!] }
                modelSlots[slot]?.kind = .oneOf(oneOf)
            } else {
                reportLookalikeVariants(model, oneOf)
            }
        }
    }

    /// A key that every variant fixes, to a value no other variant uses.
    private static func selectorKey(_ fixed: [[String: String]]) -> String? {
        guard fixed.count > 1, let first = fixed.first else { return nil }
        return first.keys.sorted().first { key in
            let values = fixed.compactMap { $0[key] }
            return values.count == fixed.count && Set(values).count == values.count
        }
    }

    /// The required properties of an object variant whose type is a string enum of one value.
    private func singleValueProperties(of type: TypeReference) -> [String: String] {
        guard case let .named(name, _) = resolvedAlias(type), case let .object(properties)? = model(named: name)?.kind
        else { return [:] }
        var fixed: [String: String] = [:]
        for property in properties where !property.type.isOptional {
            guard case let .named(enumName, _) = resolvedAlias(property.type),
                  case let .stringEnum(cases)? = model(named: enumName)?.kind, cases.count == 1 else { continue }
            fixed[property.wireName] = cases[0].value
        }
        return fixed
    }

    /// Warns about object variants with the same properties, of the same JSON shapes: the first always wins.
    private func reportLookalikeVariants(_ model: Model, _ oneOf: OneOf) {
        var seen: [[String]: String] = [:]
        for variant in oneOf.variants {
            guard case let .named(name, _) = resolvedAlias(variant.type),
                  case let .object(properties)? = self.model(named: name)?.kind, !properties.isEmpty else { continue }
            let shape = properties.map { "\($0.wireName): \(jsonShape($0.type))" }.sorted()
            guard let earlier = seen[shape] else {
                seen[shape] = variant.name
                continue
            }
            diagnostics.warning(
                "variants '\(earlier)' and '\(variant.name)' of '\(model.name)' have the same properties, so a value "
                    + "always decodes as '\(earlier)'; give each a property that allows one value only "
                    + "(an 'enum' of one value, or 'const'), or add a 'discriminator'", at: model.location)
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
            switch model(named: name)?.kind {
            case .object?: return "object"
            case .stringEnum?: return "String"
            case .integerEnum?: return "Int"
            case .oneOf?: return "oneOf \(name)"
            case .alias?, nil: return name
            }
        }
    }
}
