import Yams

extension OpenAPITranslator {
    /// Gives every schema under `components/schemas` its name first, in document order, then
    /// translates each; inline schemas found on the way are named after them.
    func translateComponentSchemas(_ node: Node) {
        guard let schemas = node.mapping else {
            diagnostics.warning("'schemas' must be a mapping of names to schemas; it is skipped", at: entry.location(node))
            return
        }
        var pending: [(key: String, target: RefTarget, location: SourceLocation, name: String)] = []
        schemas.forEachEntry { key, keyNode, value in
            let escaped = key.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
                ? key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") : key
            let pointer = conventions.layout.pointer(of: "schemas") + "/" + escaped
            let target = RefTarget(file: entry, pointer: pointer, node: value)
            let location = entry.location(keyNode)
            let name = claimTypeName(key, for: "schema '\(key)'", at: location)
            loaded.name(NamedSchema(name: name, nullable: isNullable(value)), at: target.key)
            spec.schemaNames[key] = name
            pending.append((key, target, location, name))
        }
        let replaced = Set(configuration.types.schemas.map(\.from.value))
        for item in pending {
            // The user's type stands in for it: only a placeholder, which the name overrides replace.
            if replaced.contains(item.key) || replaced.contains(item.name) {
                models.finish(Model(name: item.name, kind: .alias(.named("JSONValue")), location: item.location), at: models.start(item.name))
                continue
            }
            translateNamedSchema(item.target, name: item.name, what: "schema '\(item.key)'", location: item.location)
        }
    }

    /// The type of the schema a `$ref` leads to: its model's name, translating it on first use.
    func namedSchemaType(_ target: RefTarget) -> SchemaType {
        if let known = loaded.namedSchema(at: target.key) { return SchemaType(type: .named(known.name), nullable: known.nullable) }
        let written = target.writtenName
        let location = target.file.location(target.node)
        let what = "schema '\(written)'"
        let name = claimTypeName(written, for: what, at: location)
        let nullable = isNullable(target.node)
        loaded.name(NamedSchema(name: name, nullable: nullable), at: target.key)
        translateNamedSchema(target, name: name, what: what, location: location)
        return SchemaType(type: .named(name), nullable: nullable)
    }

    /// Translates a schema into the model `name`: its own kind of model, or an alias when the
    /// schema is only a primitive, an array, a map or another schema.
    private func translateNamedSchema(_ target: RefTarget, name: String, what: String, location: SourceLocation) {
        let slot = models.start(name)
        places.recordNamed(name, at: placeText(target.pointer, in: target.file))
        let result = schemaType(target.node, at: NodePointer(target.pointer), in: target.file, hint: NameHint(base: name, what: what, slot: slot))
        guard models[slot] == nil else { return }
        var aliased = result.type
        if aliased == .named(name) {
            diagnostics.warning("\(what) refers only to itself; it becomes JSONValue", at: location)
            aliased = .named("JSONValue")
        }
        let attributes = SchemaAttributes(of: target.node)
        models.finish(Model(
            name: name, description: Self.trimmed(attributes.documentation),
            deprecated: attributes.deprecated ? Deprecation() : nil, kind: .alias(aliased), location: location), at: slot)
    }

    /// Translates any schema. Inline schemas are remembered by place, so one reached twice
    /// (through a shared parameter, say) makes one model.
    func schemaType(_ node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint) -> SchemaType {
        guard let mapping = node.mapping else {
            // 3.1 allows `true` (anything) and `false` (nothing) as schemas.
            if node.flag == nil {
                diagnostics.warning("a schema must be a mapping, but it is \(SpecReader.kind(of: node)); it becomes JSONValue",
                                    at: file.location(node))
            }
            return .jsonValue
        }
        let key = file.key(node)
        if hint.slot == nil, let known = models.inlineSchema(at: key) { return known }
        schemaDepth += 1
        defer { schemaDepth -= 1 }
        guard schemaDepth <= InputLimits.schemaNesting else {
            diagnostics.error(
                "schemas nest deeper than \(InputLimits.schemaNesting) levels here (counting each '$ref' followed); "
                    + "routegen reads at most \(InputLimits.schemaNesting)", at: file.location(node))
            return .jsonValue
        }
        let firstSlot = models.count
        let result = translateSchema(SchemaFields(mapping), node: node, at: pointer, in: file, hint: hint)
        if hint.slot == nil, case let .named(name, _) = result.type, models.slot(named: name) == firstSlot {
            recordPlace(of: name, node: node, at: pointer, in: file)
        }
        models.remember(result, forInlineSchemaAt: key)
        return result
    }

    private func translateSchema(_ fields: SchemaFields, node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint) -> SchemaType {
        if let ref = fields.ref {
            reportRefSiblings(fields, in: file)
            guard let target = resolve(ref, in: file, consequence: "it becomes JSONValue") else { return .jsonValue }
            return namedSchemaType(target)
        }
        for (key, keyNode) in fields.unsupported {
            diagnostics.warning("'\(key)' is not supported and is ignored; \(Self.unsupportedReason(key))", at: file.location(keyNode))
        }
        let nullable = fields.allowsNull
        if fields.allOf != nil { return allOfType(fields, node: node, at: pointer, in: file, hint: hint, nullable: nullable) }
        if fields.oneOf != nil || fields.anyOf != nil,
           let result = compositionType(fields, node: node, at: pointer, in: file, hint: hint, nullable: nullable) {
            return result
        }
        if fields.enumValues != nil { return enumType(fields, node: node, in: file, hint: hint, nullable: nullable) }

        let types = fields.typeNames.filter { $0 != "null" }
        if types.count > 1 {
            diagnostics.warning(
                "a value of several types (\(types.joined(separator: ", "))) is not supported; it becomes JSONValue",
                at: file.location(fields.type ?? node))
            return SchemaType(type: .named("JSONValue"), nullable: nullable)
        }
        guard let typeName = types.first ?? impliedType(fields, node: node, in: file) else {
            return SchemaType(type: .named("JSONValue"), nullable: nullable)
        }
        switch typeName {
        case "object": return objectType(fields, node: node, at: pointer, in: file, hint: hint, nullable: nullable)
        case "array": return arrayType(fields, node: node, at: pointer, in: file, hint: hint, nullable: nullable)
        case "string", "integer", "number", "boolean":
            if typeName == "integer" { checkIntegerLimits(fields, in: file) }
            return SchemaType(type: primitiveType(typeName, fields: fields, in: file), nullable: nullable)
        default:
            diagnostics.warning("unknown type '\(typeName)'; it becomes JSONValue", at: file.location(fields.type ?? node))
            return SchemaType(type: .named("JSONValue"), nullable: nullable)
        }
    }

    /// The type a schema without `type` clearly means, with a warning; `nil` for a free-form value.
    private func impliedType(_ fields: SchemaFields, node: Node, in file: OpenAPIFile) -> String? {
        if fields.properties != nil || fields.additionalProperties != nil {
            let keyword = fields.properties != nil ? "properties" : "additionalProperties"
            diagnostics.warning("the schema has '\(keyword)' but no 'type'; it is read as an object (add 'type: object')",
                                at: file.location(node))
            return "object"
        }
        if fields.items != nil {
            diagnostics.warning("the schema has 'items' but no 'type'; it is read as an array (add 'type: array')",
                                at: file.location(node))
            return "array"
        }
        return nil
    }

    private func reportRefSiblings(_ fields: SchemaFields, in file: OpenAPIFile) {
        guard let first = fields.refSiblings.first else { return }
        let names = fields.refSiblings.map { "'\($0.key)'" }.joined(separator: ", ")
        if isVersion31 || conventions.readsReferenceAnnotations {
            // 3.1 lets a reference carry a description and flags; properties read those themselves.
            let structural = fields.refSiblings.filter { !Self.referenceAnnotations.contains($0.key) }
            guard let firstStructural = structural.first else { return }
            diagnostics.warning(
                "keys next to '$ref' (\(structural.map { "'\($0.key)'" }.joined(separator: ", "))) are ignored; "
                    + "combine schemas with 'allOf' instead", at: file.location(firstStructural.node))
        } else {
            diagnostics.warning(
                "keys next to '$ref' (\(names)) are ignored, as OpenAPI 3.0 requires; wrap the reference in 'allOf' to add to it",
                at: file.location(first.node))
        }
    }

    static let referenceAnnotations: Set<String> = [
        "description", "summary", "title", "deprecated", "readOnly", "writeOnly", "default", "example", "examples",
        "nullable",
    ]

    private static func unsupportedReason(_ key: String) -> String {
        switch key {
        case "not": "routegen can't express 'any value except'"
        case "xml": "routegen reads and writes JSON"
        case "patternProperties": "keys are not checked against patterns"
        default: "it only constrains values, which generated code does not check"
        }
    }

    private func checkIntegerLimits(_ fields: SchemaFields, in file: OpenAPIFile) {
        for (keyword, node) in [("minimum", fields.minimum), ("maximum", fields.maximum)] {
            guard let node, let text = node.text, node.integerValue == nil, let value = node.numberValue else { continue }
            let whole = value.rounded(.towardZero) == value && abs(value) < 1e18
            let advice = whole ? "write \(Int(value))" : "an integer limit should be a whole number"
            diagnostics.warning("'\(keyword)' of an integer schema is written as the decimal \(text); \(advice)",
                                at: file.location(node))
        }
    }

    // MARK: Objects, arrays and maps

    private func objectType(
        _ fields: SchemaFields, node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint, nullable: Bool
    ) -> SchemaType {
        if let properties = fields.properties?.mapping, !properties.isEmpty {
            var sources: [PropertySource] = []
            let propertiesPointer = pointer.key("properties").shared
            properties.forEachEntry { name, keyNode, value in
                sources.append(PropertySource(name: name, keyNode: keyNode, value: value, pointer: propertiesPointer.key(name), file: file))
            }
            let type = objectModel(
                sources, required: Self.requiredNames(fields.required), attributes: fields.attributes,
                hint: hint, location: file.location(node))
            if let extra = fields.additionalProperties, extra.flag != false, case let .named(name, _) = type {
                keepAdditionalProperties(extra, at: pointer.key("additionalProperties"), of: name, in: file)
            }
            return SchemaType(type: type, nullable: nullable)
        }
        if let extra = fields.additionalProperties, extra.flag != false {
            let value = mapValueType(extra, at: pointer.key("additionalProperties"), in: file, hint: hint.child("Value", role: "the values of"))
            return SchemaType(type: .dictionary(value), nullable: nullable)
        }
        return SchemaType(type: .named("JSONValue"), nullable: nullable)
    }

    /// The type of a map's values: `JSONValue` for `additionalProperties: true` or `{}`.
    private func mapValueType(_ extra: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint) -> TypeReference {
        if extra.flag == true || extra.mapping?.isEmpty == true { return .named("JSONValue") }
        let value = schemaType(extra, at: pointer, in: file, hint: hint)
        return value.nullable ? .optional(value.type) : value.type
    }

    /// An object with both `properties` and `additionalProperties` keeps the other keys in a
    /// dictionary of their own, so that decoding and encoding again loses nothing.
    private func keepAdditionalProperties(_ extra: Node, at pointer: NodePointer, of name: String, in file: OpenAPIFile) {
        let value = mapValueType(
            extra, at: pointer, in: file, hint: NameHint(base: name + "Value", what: "the additional properties of '\(name)'"))
        guard let slot = models.slot(named: name), models[slot] != nil else { return }
        models[slot]?.additionalProperties = value
    }

    private func arrayType(
        _ fields: SchemaFields, node: Node, at pointer: NodePointer, in file: OpenAPIFile, hint: NameHint, nullable: Bool
    ) -> SchemaType {
        guard let items = fields.items, items.mapping != nil || items.flag != nil else {
            let place = fields.items ?? fields.prefixItems ?? fields.type ?? node
            let problem = fields.items == nil
                ? (fields.prefixItems != nil ? "'prefixItems' (tuples) are not supported" : "the array has no 'items'")
                : "'items' must be one schema"
            diagnostics.warning("\(problem); its elements become JSONValue", at: file.location(place))
            return SchemaType(type: .array(.named("JSONValue")), nullable: nullable)
        }
        let element = schemaType(items, at: pointer.key("items"), in: file, hint: hint.child("Item", role: "the items of"))
        return SchemaType(type: .array(element.nullable ? .optional(element.type) : element.type), nullable: nullable)
    }

    static func requiredNames(_ node: Node?) -> Set<String> {
        Set(node?.sequence?.compactMap(\.text) ?? [])
    }

    /// Reserves the model's name and slot: the claimed ones of a component, or new ones.
    func beginModel(_ hint: NameHint, at location: SourceLocation) -> (name: String, slot: Int) {
        if let slot = hint.slot { return (hint.base, slot) }
        let name = claimTypeName(shortenedBase(hint.base), for: hint.what, at: location, alternative: hint.alternative)
        models.markInline(name)
        if let property = hint.property { places.recordProperty(property, of: name) }
        return (name, models.start(name))
    }
}
