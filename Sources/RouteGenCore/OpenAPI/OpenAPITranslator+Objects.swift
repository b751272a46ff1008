import Yams

/// One property as a schema declares it, with the file that holds it.
struct PropertySource {
    var name: String
    var keyNode: Node
    var value: Node
    /// Where `value` is, in `file`.
    var pointer: NodePointer
    var file: OpenAPIFile
    /// The named schema that holds the property, when it is not the one being built (an `allOf`
    /// part that is a `$ref`): inline types inside are named after their own place, `AX` for
    /// property `x` of `A`, whichever schema includes `A`.
    var owner: String?
}

extension OpenAPITranslator {
    /// A struct model from properties. Its name is claimed before the properties are translated,
    /// so inline schemas inside are named after it and recursive references find it.
    func objectModel(
        _ sources: [PropertySource], required: Set<String>, attributes: SchemaAttributes, hint: NameHint,
        location: SourceLocation
    ) -> TypeReference {
        let (name, slot) = beginModel(hint, at: location)
        var members = MemberNameSet(swiftName: SpecNames.propertyName)
        var properties: [Property] = []
        properties.reserveCapacity(sources.count)
        for source in sources {
            let propertyLocation = source.file.location(source.keyNode)
            let (propertyName, displaced) = members.claim(Self.memberBaseName(source.name))
            if let displaced {
                diagnostics.warning(
                    "property '\(source.name)' of '\(name)' is named '\(SpecNames.propertyName(propertyName))' in Swift, "
                        + "because '\(displaced.swiftName)' is taken by property '\(displaced.holder)'", at: propertyLocation)
            }
            let hint = NameHint.property(source.name, of: source.owner ?? name)
            let schema = schemaType(source.value, at: source.pointer, in: source.file, hint: hint)
            let own = propertyAttributes(source.value)
            var type = schema.type
            if !required.contains(source.name) || schema.nullable || own.readOnly || own.writeOnly {
                type = .optional(type)
            }
            var property = Property(
                name: propertyName, wireName: source.name, type: type, description: Self.trimmed(own.documentation),
                location: propertyLocation)
            property.isReadOnly = own.readOnly
            property.isWriteOnly = own.writeOnly
            property.isNullable = schema.nullable
            property.isRequired = required.contains(source.name)
            property.fixedValue = fixedValue(of: source.value, in: source.file)
            property.deprecated = own.deprecated ? Deprecation() : nil
            if let value = own.defaultValue {
                // Read once every model is finished: the property's enum may come later in the document.
                models.pendingDefaults.append(PendingDefault(
                    slot: slot, index: properties.count, node: value, type: schema.type, file: source.file,
                    what: "property '\(source.name)' of '\(name)'"))
            }
            properties.append(property)
        }
        // A key that only `required` names should be there, but nothing says what it holds: free
        // JSON, optional so that an answer without it (GitHub's examples of `workflow-run`) decodes.
        let declared = Set(sources.map(\.name))
        for key in required.subtracting(declared).sorted() {
            let (propertyName, _) = members.claim(Self.memberBaseName(key))
            diagnostics.warning(
                "'\(key)' is in 'required' of '\(name)' but not in its 'properties'; it becomes an optional JSONValue "
                    + "(describe it under 'properties')", at: location)
            var property = Property(name: propertyName, wireName: key, type: .optional(.named("JSONValue")), location: location)
            property.isRequired = true
            properties.append(property)
        }
        models.finish(Model(
            name: name, description: Self.trimmed(attributes.documentation),
            deprecated: attributes.deprecated ? Deprecation() : nil, kind: .object(properties: properties),
            location: location), at: slot)
        return .named(name)
    }

    /// The attributes a property takes from its schema. In 3.0 a `$ref` ignores its siblings,
    /// so a referenced property has none of its own.
    private func propertyAttributes(_ node: Node) -> SchemaAttributes {
        guard let mapping = node.mapping else { return SchemaAttributes() }
        if !isVersion31, !conventions.readsReferenceAnnotations, mapping.value(for: "$ref") != nil { return SchemaAttributes() }
        return SchemaAttributes(of: node)
    }

    /// Sets the default values of every property that declares one.
    func resolvePendingDefaults() {
        for pending in models.pendingDefaults {
            guard case var .object(properties)? = models[pending.slot]?.kind, properties.indices.contains(pending.index)
            else { continue }
            properties[pending.index].defaultValue = defaultValue(pending.node, for: pending.type, in: pending.file, property: pending.what)
            models[pending.slot]?.kind = .object(properties: properties)
        }
        models.pendingDefaults = []
    }

    /// `default:` as a literal of the property's type, or `nil` with a warning when the model
    /// can't express it (objects, non-empty arrays) or it doesn't fit the type.
    func defaultValue(_ node: Node, for type: TypeReference, in file: OpenAPIFile, property what: String) -> DefaultValue? {
        if node.isNullValue { return nil }
        let resolved = resolvedAlias(type)
        var value: DefaultValue?
        switch resolved {
        case let .named(name, _):
            switch name {
            // Numbers and booleans written in quotes ('true', '10') are read leniently.
            case "String": value = node.scalar.map { .string($0.string) }
            case "Int", "Int32", "Int64": value = node.text.flatMap { Int($0) }.map { .integer($0) }
            case "Double", "Float": value = node.text.flatMap { Double($0) }.flatMap { $0.isFinite ? .number($0) : nil }
            case "Bool": value = node.text.flatMap { ["true": true, "false": false][$0] }.map { .bool($0) }
            default:
                if let model = models.model(named: name), let text = node.text {
                    switch model.kind {
                    case let .stringEnum(cases) where cases.contains { $0.value == text }: value = .enumValue(text)
                    case let .integerEnum(cases) where cases.contains { String($0.value) == text }: value = .enumValue(text)
                    default: break
                    }
                }
            }
        case .array:
            if node.sequence?.isEmpty == true { value = .emptyArray }
        case .dictionary, .optional:
            break
        }
        if value == nil {
            diagnostics.warning(
                "the default of \(what) (\(Self.describe(node))) can't be written as a '\(type.written)'; it is left out",
                at: file.location(node))
        }
        return value
    }

    /// Follows alias models to the type they stand for.
    func resolvedAlias(_ type: TypeReference) -> TypeReference {
        var current = type
        var hops = 0
        while case let .named(name, _) = current, let model = models.model(named: name), case let .alias(target) = model.kind, hops < 16 {
            current = target
            hops += 1
        }
        return current
    }

    static func describe(_ node: Node) -> String {
        if let text = node.scalar?.string { return text.count > 40 ? String(text.prefix(40)) + "…" : text }
        return SpecReader.kind(of: node)
    }

    // MARK: allOf

    /// `allOf` of one schema is that schema; otherwise the parts' properties and `required` lists
    /// are merged into one struct (a later part's property replaces an earlier one of the same name).
    func allOfType(
        _ fields: SchemaFields, node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint, nullable: Bool
    ) -> SchemaType {
        let parts = fields.allOf?.sequence.map(Array.init) ?? []
        let partsPointer = pointer.key("allOf").shared
        if parts.count == 1, fields.properties == nil {
            let part = schemaType(parts[0], at: partsPointer.index(0), in: file, hint: hint)
            return SchemaType(type: part.type, nullable: nullable || part.nullable)
        }
        var merged = MergedProperties()
        var visited: Set<String> = []
        if fields.properties == nil, fields.required == nil, let reference = Self.onlyReference(in: parts) {
            // The other parts add no property (each non-object one is reported): this place refers
            // to the component, whose name is the component's alone (issue 23), and is that type.
            for index in parts.indices where index != reference {
                collectProperties(of: parts[index], at: partsPointer.index(index), in: file, into: &merged, visited: &visited)
            }
            let part = schemaType(parts[reference], at: partsPointer.index(reference), in: file, hint: hint)
            return SchemaType(type: part.type, nullable: nullable || part.nullable)
        }
        for (index, part) in parts.enumerated() {
            collectProperties(of: part, at: partsPointer.index(index), in: file, into: &merged, visited: &visited)
        }
        if let own = fields.properties?.mapping {
            let propertiesPointer = pointer.key("properties").shared
            own.forEachEntry { name, keyNode, value in
                merged.add(PropertySource(name: name, keyNode: keyNode, value: value, pointer: propertiesPointer.key(name), file: file))
            }
        }
        merged.required.formUnion(Self.requiredNames(fields.required))
        let type = objectModel(merged.sources, required: merged.required, attributes: fields.attributes, hint: hint,
                               location: file.location(node))
        return SchemaType(type: type, nullable: nullable)
    }

    /// The index of the one `$ref` among an `allOf`'s parts when every other part adds no property
    /// (`allOf: [$ref: Base, type: string]`); `nil` otherwise.
    static func onlyReference(in parts: [Node]) -> Int? {
        let fields = parts.map { $0.mapping.map(SchemaFields.init) }
        let references = fields.indices.filter { fields[$0]?.ref != nil }
        guard references.count == 1 else { return nil }
        let addsNothing = fields.indices.allSatisfy { index in
            guard index != references[0] else { return true }
            guard let part = fields[index] else { return false }
            return part.properties == nil && part.allOf == nil && part.required == nil
        }
        return addsNothing ? references[0] : nil
    }

    /// Gathers the properties and `required` names of a schema, following `$ref` and `allOf`.
    /// Inside an `allOf` (`warnsOutsideObjects`), a part that is not an object is reported.
    func collectProperties(
        of node: Node, at pointer: NodePointer, in file: OpenAPIFile, into merged: inout MergedProperties, visited: inout Set<String>,
        warnsOutsideObjects: Bool = true, owner: String? = nil
    ) {
        guard let mapping = node.mapping else {
            diagnostics.warning("a part of 'allOf' must be a schema mapping; it is ignored", at: file.location(node))
            return
        }
        let fields = SchemaFields(mapping)
        if let ref = fields.ref {
            guard let target = resolve(ref, in: file, consequence: "its properties are left out") else { return }
            guard visited.insert(target.key).inserted else { return }
            collectProperties(of: target.node, at: NodePointer(target.pointer), in: target.file, into: &merged, visited: &visited,
                              warnsOutsideObjects: warnsOutsideObjects, owner: loaded.namedSchema(at: target.key)?.name ?? owner)
            return
        }
        for (index, part) in (fields.allOf?.sequence ?? []).enumerated() {
            collectProperties(of: part, at: pointer.key("allOf").index(index), in: file, into: &merged, visited: &visited, owner: owner)
        }
        let propertiesPointer = pointer.key("properties").shared
        fields.properties?.mapping?.forEachEntry { name, keyNode, value in
            merged.add(PropertySource(
                name: name, keyNode: keyNode, value: value, pointer: propertiesPointer.key(name), file: file, owner: owner))
        }
        merged.required.formUnion(Self.requiredNames(fields.required))
        let types = fields.typeNames.filter { $0 != "null" }
        guard warnsOutsideObjects else { return }
        if fields.oneOf != nil || fields.anyOf != nil || fields.enumValues != nil || fields.items != nil
            || (!types.isEmpty && types != ["object"]) {
            diagnostics.warning(
                "'allOf' merges object properties only; this part is not an object and adds nothing else",
                at: file.location(node))
        }
    }
}

/// A property's `default:`, read at the end.
struct PendingDefault {
    var slot: Int
    var index: Int
    var node: Node
    var type: TypeReference
    var file: OpenAPIFile
    var what: String
}

/// Properties gathered from the parts of an `allOf`, by name, in first-seen order.
struct MergedProperties {
    private(set) var sources: [PropertySource] = []
    private var positions: [String: Int] = [:]
    var required: Set<String> = []

    mutating func add(_ source: PropertySource) {
        if let position = positions[source.name] {
            sources[position] = source
        } else {
            positions[source.name] = sources.count
            sources.append(source)
        }
    }
}
