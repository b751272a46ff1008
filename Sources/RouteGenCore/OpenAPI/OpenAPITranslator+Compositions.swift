import Yams

extension OpenAPITranslator {
    /// `oneOf` and `anyOf`: an enum with a case per variant. Variants that only allow `null`
    /// make the value optional instead; a single remaining variant is used directly. Returns
    /// `nil` when the variants only add constraints (`oneOf: [{required: [a]}, {required: [b]}]`),
    /// so the schema is read without them.
    func compositionType(
        _ fields: SchemaFields, node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint, nullable: Bool
    ) -> SchemaType? {
        let keyword = fields.oneOf != nil ? "oneOf" : "anyOf"
        if fields.oneOf != nil, fields.anyOf != nil {
            diagnostics.warning("the schema has both 'oneOf' and 'anyOf'; 'anyOf' is ignored",
                                at: file.location(fields.oneOfKey ?? node))
        }
        let parts = (fields.oneOf ?? fields.anyOf)?.sequence.map(Array.init) ?? []
        var nullable = nullable
        var shaped: [Node] = []
        var shapedPointers: [NodePointer] = []
        let partsPointer = pointer.key(keyword).shared
        for (index, part) in parts.enumerated() {
            if isNullSchema(part) {
                nullable = true
            } else {
                shaped.append(part)
                shapedPointers.append(partsPointer.index(index))
            }
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
            let only = schemaType(shaped[0], at: shapedPointers[0], in: file, hint: hint)
            return SchemaType(type: only.type, nullable: nullable || only.nullable)
        }
        // Properties next to the variants hold together with the chosen one (GitHub's `checks.create`:
        // `name` and `head_sha` beside a `oneOf` on `status`): each object variant gets them.
        let siblings = fields.properties != nil ? fields : nil
        if siblings != nil, !shaped.allSatisfy({ isObjectSchema($0, in: file) }) {
            diagnostics.warning(
                "'properties' next to '\(keyword)' are ignored by the variants that are not objects; "
                    + "move them into each variant or use 'allOf'",
                at: file.location(fields.oneOfKey ?? node))
        }
        let location = file.location(node)
        let labels = variantLabels(shaped, composition: node, in: file)
        var hint = hint
        hint.alternative = hint.base + (labels.isExpandable ? "OrID" : "Choice")
        let (name, slot) = beginModel(hint, at: location)
        let hints = shaped.indices.map { offset in
            var hint = NameHint(base: name + (labels.labels[offset] ?? "Option\(offset + 1)"), what: "variant \(offset + 1) of '\(name)'")
            hint.alternative = hint.base + "Variant"
            return hint
        }
        // The shared properties' own types are named after the union (`ChecksCreateRequestOutput`),
        // before the variants, which hold them too; a variant named like one of them takes
        // `…Variant` (`ChecksUpdateRequestConclusionVariant` beside the `conclusion` enum).
        var merged: [Int: NameHint] = [:]
        if let siblings {
            let propertiesPointer = pointer.key("properties").shared
            siblings.properties?.mapping?.forEachEntry { key, _, value in
                _ = schemaType(value, at: propertiesPointer.key(key), in: file, hint: NameHint.property(key, of: name))
            }
            for (offset, part) in shaped.enumerated() where isObjectSchema(part, in: file) {
                let (variantName, variantSlot) = beginModel(hints[offset], at: file.location(part))
                recordPlace(of: variantName, node: part, at: shapedPointers[offset], in: file)
                merged[offset] = NameHint(base: variantName, what: "variant \(offset + 1) of '\(name)'", slot: variantSlot)
            }
        }
        let discriminator = Discriminator(fields.discriminator, in: file, translator: self)
        var variants: [OneOf.Variant] = []
        var seen: Set<TypeReference> = []
        var members = MemberNameSet { SwiftName.member($0, fallback: "value") }
        for (offset, part) in shaped.enumerated() {
            let number = offset + 1
            let label = labels.labels[offset]
            let variant = merged[offset].flatMap { hint in
                siblings.flatMap { mergedVariant(part, at: shapedPointers[offset], siblings: $0, at: pointer, in: file, hint: hint) }
            } ?? schemaType(part, at: shapedPointers[offset], in: file, hint: hints[offset])
            nullable = nullable || variant.nullable
            guard seen.insert(variant.type).inserted else { continue }
            let (variantName, displaced) = members.claim(Self.variantCaseName(label: label, type: variant.type))
            if let displaced {
                diagnostics.warning(
                    "variant \(number) of '\(name)' becomes the case '\(SwiftName.member(variantName))', because "
                        + "'\(displaced.swiftName)' is taken by another variant; give each variant a property the others don't have",
                    at: file.location(part))
            }
            // A value two variants share is settled once their other fixed properties are known
            // (`separateSharedDiscriminatorValues`).
            var values: [String] = []
            if discriminator.propertyName != nil, let refNode = part.mapping?.value(for: "$ref"),
               let target = resolve(refNode, in: file, consequence: "it becomes JSONValue") {
                values = discriminator.values(for: target)
            }
            variants.append(OneOf.Variant(name: variantName, type: variant.type, discriminatorValues: values))
        }
        let attributes = fields.attributes
        let kind: Model.Kind = variants.count == 1
            ? .alias(variants[0].type)
            : .oneOf(OneOf(variants: variants, discriminator: discriminator.propertyName))
        models.finish(Model(
            name: name, description: Self.trimmed(attributes.documentation),
            deprecated: attributes.deprecated ? Deprecation() : nil, kind: kind, location: location), at: slot)
        return SchemaType(type: .named(name), nullable: nullable)
    }

    /// An object variant with the properties and `required` of the schema around it (`siblings`),
    /// as `allOf: [siblings, variant]` would be; `nil` for a variant that is not an object.
    private func mergedVariant(
        _ part: Node, at partPointer: NodePointer, siblings: SchemaFields, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint
    ) -> SchemaType? {
        guard isObjectSchema(part, in: file), let mapping = part.mapping else { return nil }
        var merged = MergedProperties()
        var visited: Set<String> = []
        let propertiesPointer = pointer.key("properties").shared
        siblings.properties?.mapping?.forEachEntry { name, keyNode, value in
            merged.add(PropertySource(name: name, keyNode: keyNode, value: value, pointer: propertiesPointer.key(name), file: file))
        }
        merged.required = Self.requiredNames(siblings.required)
        collectProperties(of: part, at: partPointer, in: file, into: &merged, visited: &visited)
        let type = objectModel(merged.sources, required: merged.required, attributes: SchemaFields(mapping).attributes,
                               hint: hint, location: file.location(part))
        return SchemaType(type: type, nullable: SchemaFields(mapping).allowsNull)
    }

    /// Whether a schema (through `$ref`s) describes an object: properties, `allOf`, or `type: object`.
    func isObjectSchema(_ node: Node, in file: OpenAPIFile) -> Bool {
        var node = node, file = file
        for _ in 0..<InputLimits.schemaNesting {
            guard let mapping = node.mapping else { return false }
            guard let ref = mapping.value(for: "$ref") else { break }
            guard let target = resolve(ref, in: file, consequence: "it becomes JSONValue") else { return false }
            (node, file) = (target.node, target.file)
        }
        guard let mapping = node.mapping else { return false }
        let fields = SchemaFields(mapping)
        let types = fields.typeNames.filter { $0 != "null" }
        if fields.enumValues != nil || fields.items != nil || fields.oneOf != nil || fields.anyOf != nil { return false }
        return types == ["object"] || (types.isEmpty && (fields.properties != nil || fields.allOf != nil || fields.required != nil))
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
    /// (`type: {enum: [response.created]}` or `const`, also beside `null` in an `anyOf`, as OpenAI's
    /// schemas say), since the schema's name could never pass that schema; else nothing for a
    /// variant that is itself a union (its own variants tell its values apart); else its schema's name.
    func values(for target: RefTarget) -> [String] {
        if let mapped = valuesByTarget[target.key] { return mapped }
        guard let schema = target.node.mapping else { return [target.writtenName] }
        if let propertyName, let property = schema.value(for: "properties")?.mapping?.value(for: propertyName),
           let value = Self.singleValue(property) {
            return [value]
        }
        if schema.value(for: "properties") == nil, schema.value(for: "oneOf") != nil || schema.value(for: "anyOf") != nil {
            return []
        }
        return [target.writtenName]
    }

    /// The one text value a property's schema allows: `const`, an `enum` of one, or either as the
    /// only part of an `anyOf`/`oneOf` that isn't `type: null`.
    private static func singleValue(_ property: Node) -> String? {
        guard let schema = property.mapping else { return nil }
        let allowed = schema.value(for: "const").map { [$0] }
            ?? schema.value(for: "enum")?.sequence.map { Array($0).filter { !$0.isNullValue } }
        if let allowed { return allowed.count == 1 ? allowed[0].text : nil }
        let parts = (schema.value(for: "anyOf") ?? schema.value(for: "oneOf"))?.sequence.map(Array.init) ?? []
        let nonNull = parts.filter { $0.mapping?.value(for: "type")?.text != "null" }
        return nonNull.count == 1 ? singleValue(nonNull[0]) : nil
    }
}
