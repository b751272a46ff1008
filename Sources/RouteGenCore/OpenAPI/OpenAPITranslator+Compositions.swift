import Yams

extension OpenAPITranslator {
    /// `oneOf` and `anyOf`: an enum with a case per variant. Variants that only allow `null`
    /// make the value optional instead; a single remaining variant is used directly. Returns
    /// `nil` when the variants only add constraints (`oneOf: [{required: [a]}, {required: [b]}]`),
    /// so the schema is read without them.
    func compositionType(_ fields: SchemaFields, node: Node, in file: OpenAPIFile, hint: NameHint, nullable: Bool) -> SchemaType? {
        let keyword = fields.oneOf != nil ? "oneOf" : "anyOf"
        if fields.oneOf != nil, fields.anyOf != nil {
            diagnostics.warning("the schema has both 'oneOf' and 'anyOf'; 'anyOf' is ignored",
                                at: file.location(fields.oneOfKey ?? node))
        }
        let parts = (fields.oneOf ?? fields.anyOf)?.sequence.map(Array.init) ?? []
        var nullable = nullable
        var shaped: [Node] = []
        for part in parts {
            if isNullSchema(part) { nullable = true } else { shaped.append(part) }
        }
        if shaped.isEmpty {
            return parts.isEmpty ? nil : SchemaType(type: .named("JSONValue"), nullable: true)
        }
        var parentTypes = fields.typeNames
        if fields.properties != nil { parentTypes.append("object") }
        if !shaped.contains(where: { $0.mapping.map { SchemaFields($0).describesShape(within: parentTypes) } ?? true }) {
            return nil
        }
        if shaped.count == 1 {
            let only = schemaType(shaped[0], in: file, hint: hint)
            return SchemaType(type: only.type, nullable: nullable || only.nullable)
        }
        if fields.properties != nil {
            diagnostics.warning(
                "'properties' next to '\(keyword)' are ignored; move them into each variant or use 'allOf'",
                at: file.location(fields.oneOfKey ?? node))
        }
        let location = file.location(node)
        let labels = variantLabels(shaped, composition: node)
        var hint = hint
        hint.alternative = hint.base + (labels.isExpandable ? "OrID" : "Choice")
        let (name, slot) = beginModel(hint, at: location)
        let discriminator = Discriminator(fields.discriminator, in: file, translator: self)
        var variants: [OneOf.Variant] = []
        var seen: Set<TypeReference> = []
        // Discriminator value → the schema it selects, so that each value selects one variant.
        var claimedValues: [String: String] = [:]
        var members = MemberNameSet { SwiftName.member($0, fallback: "value") }
        for (offset, part) in shaped.enumerated() {
            let number = offset + 1
            let label = labels.labels[offset]
            let variant = schemaType(
                part, in: file, hint: NameHint(base: name + (label ?? "Option\(number)"), what: "variant \(number) of '\(name)'"))
            nullable = nullable || variant.nullable
            guard seen.insert(variant.type).inserted else { continue }
            let (variantName, displaced) = members.claim(Self.variantCaseName(label: label, type: variant.type))
            if let displaced {
                diagnostics.warning(
                    "variant \(number) of '\(name)' becomes the case '\(SwiftName.member(variantName))', because "
                        + "'\(displaced.swiftName)' is taken by another variant; give each variant a property the others don't have",
                    at: file.location(part))
            }
            var values: [String] = []
            if discriminator.propertyName != nil, let refNode = part.mapping?.value(for: "$ref"),
               let target = resolve(refNode, in: file, consequence: "it becomes JSONValue") {
                values = discriminator.values(for: target).filter { value in
                    guard let holder = claimedValues[value] else { claimedValues[value] = target.writtenName; return true }
                    diagnostics.warning(
                        "variants '\(holder)' and '\(target.writtenName)' of '\(name)' have the same discriminator value "
                            + "'\(value)'; it selects '\(holder)'", at: file.location(part))
                    return false
                }
                if values.isEmpty { values = [target.writtenName] }
            }
            variants.append(OneOf.Variant(name: variantName, type: variant.type, discriminatorValues: values))
        }
        let attributes = fields.attributes
        let kind: Model.Kind = variants.count == 1
            ? .alias(variants[0].type)
            : .oneOf(OneOf(variants: variants, discriminator: discriminator.propertyName))
        finishModel(Model(
            name: name, description: Self.trimmed(attributes.documentation),
            deprecated: attributes.deprecated ? Deprecation() : nil, kind: kind, location: location), at: slot)
        return SchemaType(type: .named(name), nullable: nullable)
    }

    /// A variant is named after its type: `Cat`, `String`, `PetOption2`, `CatArray`.
    static func variantName(_ type: TypeReference) -> String {
        switch type {
        case let .named(name, _): name
        case let .array(element): variantName(element) + "Array"
        case let .dictionary(value): variantName(value) + "Map"
        case let .optional(wrapped): variantName(wrapped)
        }
    }
}

/// `discriminator: {propertyName, mapping}`: which value of which property selects each variant.
struct Discriminator {
    var propertyName: String?
    /// Target key → the values that select it, in the document's order.
    private var valuesByTarget: [String: [String]] = [:]

    init(_ node: Node?, in file: OpenAPIFile, translator: OpenAPITranslator) {
        guard let mapping = node?.mapping else { return }
        propertyName = mapping.value(for: "propertyName")?.text
        translator.reportDefaultMapping(mapping, in: file)
        guard let entries = mapping.value(for: "mapping")?.mapping else { return }
        entries.forEachEntry { value, _, targetNode in
            guard let written = targetNode.text else { return }
            // A bare name means the schema of that name in the same file.
            let isReference = written.contains("#") || written.contains("/") || written.hasSuffix(".yaml")
                || written.hasSuffix(".yml") || written.hasSuffix(".json")
            let refNode: Node = isReference
                ? targetNode : .scalar(Node.Scalar("#/components/schemas/" + written, .implicit, .plain, targetNode.mark))
            guard let target = translator.resolve(refNode, in: file, consequence: "the value '\(value)' selects nothing")
            else { return }
            valuesByTarget[target.key, default: []].append(value)
        }
    }

    /// The mapped values for a variant; else the one value its schema allows for the property
    /// (`type: {enum: [response.created]}` or `const`, as OpenAI's event schemas say), since the
    /// schema's name could never pass that schema; else its schema's name.
    func values(for target: RefTarget) -> [String] {
        if let mapped = valuesByTarget[target.key] { return mapped }
        if let propertyName, let property = target.node.mapping?.value(for: "properties")?.mapping?.value(for: propertyName)?.mapping {
            let allowed = property.value(for: "const").map { [$0] } ?? property.value(for: "enum")?.sequence.map(Array.init)
            if let allowed, allowed.count == 1, let value = allowed[0].text { return [value] }
        }
        return [target.writtenName]
    }
}
