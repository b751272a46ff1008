import Yams

/// The parameters of one operation, by where they go.
struct OperationValues {
    var path: [Parameter] = []
    var query: [Parameter] = []
    var header: [Parameter] = []
    var cookie: [Parameter] = []
}

/// An item of a list in the tree (a Parameter Object, or a `$ref` to one), with its pointer.
struct ListedNode {
    var node: Node
    var pointer: NodePointer
}

/// A translated Parameter Object: where it goes and the Swift values it became (an object sent
/// as separate query items becomes several).
struct ParameterDraft {
    var placement: String
    var parameters: [Parameter]
}

extension OpenAPITranslator {
    /// Path-level parameters merged with the operation's (the operation's win), translated, and
    /// checked against the path's placeholders.
    func translateParameters(
        shared: [ListedNode], own: [ListedNode], in file: OpenAPIFile, operation: OperationContext, path: String, pathKey: Node
    ) -> OperationValues {
        var declared = declaredParameters(shared, in: file)
        for parameter in declaredParameters(own, in: file) {
            if let index = declared.firstIndex(where: { $0.placement == parameter.placement && $0.name == parameter.name }) {
                declared[index] = parameter
            } else {
                declared.append(parameter)
            }
        }
        var values = OperationValues()
        for parameter in declared {
            guard let draft = parameterDraft(parameter, operation: operation) else { continue }
            switch draft.placement {
            case "path": values.path += draft.parameters
            case "query": values.query += draft.parameters
            case "header": values.header += draft.parameters
            default: values.cookie += draft.parameters
            }
        }
        let placeholders = PathTemplate.placeholders(in: path)
        values.path.removeAll { parameter in
            guard !placeholders.contains(where: { $0.name == parameter.wireName }) else { return false }
            diagnostics.warning(
                "path parameter '\(parameter.wireName)' does not appear in the path '\(path)'; it is left out",
                at: parameter.location)
            return true
        }
        for placeholder in placeholders where !values.path.contains(where: { $0.wireName == placeholder.name }) {
            let location = entry.location(ofOffset: placeholder.offset, in: pathKey)
            diagnostics.warning(
                "path placeholder '{\(placeholder.name)}' has no parameter; \(operation.what) gets a String parameter "
                    + "'\(placeholder.name)' for it (declare it under 'parameters' with 'in: path')", at: location)
            values.path.append(Parameter(
                name: placeholder.name, wireName: placeholder.name, type: .named("String"), location: location, style: .simple))
        }
        return values
    }

    private struct DeclaredParameter {
        var placement: String
        var name: String
        var node: Node
        var pointer: NodePointer
        var file: OpenAPIFile
        var target: RefTarget?
    }

    private func declaredParameters(_ nodes: [ListedNode], in file: OpenAPIFile) -> [DeclaredParameter] {
        nodes.compactMap { listed in
            let node = listed.node
            guard let (resolved, resolvedFile, target) = resolveObject(node, in: file, consequence: "the parameter is left out"),
                  let mapping = resolved.mapping else {
                if node.mapping == nil {
                    diagnostics.warning("a parameter must be a mapping; it is left out", at: file.location(node))
                }
                return nil
            }
            guard let name = mapping.value(for: "name")?.text, let placement = mapping.value(for: "in")?.text else {
                diagnostics.warning("a parameter needs 'name' and 'in'; it is left out", at: resolvedFile.location(resolved))
                return nil
            }
            let pointer = target.map { NodePointer($0.pointer) } ?? listed.pointer
            return DeclaredParameter(placement: placement, name: name, node: resolved, pointer: pointer, file: resolvedFile, target: target)
        }
    }

    /// Translates one parameter, once per place in the files: a shared one keeps the names
    /// of its first use.
    private func parameterDraft(_ declared: DeclaredParameter, operation: OperationContext) -> ParameterDraft? {
        let key = declared.file.key(declared.node)
        if let known = routers.parameterCache[key] { return known }
        let draft = translateParameter(declared, operation: operation)
        routers.parameterCache[key] = draft
        return draft
    }

    private func translateParameter(_ declared: DeclaredParameter, operation: OperationContext) -> ParameterDraft? {
        let file = declared.file
        let location = file.location(declared.node)
        let name = declared.name
        if declared.placement == "querystring" {
            return queryStringDraft(declared.node, at: declared.pointer, name: name, in: file, operation: operation)
        }
        let slot: ValueSlot
        switch declared.placement {
        case "path": slot = .path
        case "query": slot = .query
        case "header": slot = .header
        case "cookie": slot = .cookie
        default:
            diagnostics.warning("parameter '\(name)' is 'in: \(declared.placement)'; expected path, query, querystring, header or cookie; "
                                + "it is left out", at: location)
            return nil
        }
        if slot == .header {
            if ["accept", "content-type", "authorization"].contains(name.lowercased()) {
                diagnostics.warning(
                    "header parameter '\(name)' is ignored, as OpenAPI requires; "
                        + (name.lowercased() == "authorization" ? "describe it under 'securitySchemes'" : "it follows from the content types"),
                    at: location)
                return nil
            }
            guard HTTPToken.isValid(name) else {
                diagnostics.warning("'\(name)' is not a valid HTTP header name; the parameter is left out", at: location)
                return nil
            }
        }
        var required = false, deprecated = false
        var description: String?
        var schema: Node?, content: (key: Node, value: Node)?
        var style: (text: String, node: Node)?
        var explode: Bool?
        var collectionFormat: Node?
        var multiSegment: Node?, allowReserved: Node?
        declared.node.mapping?.forEachEntry { key, keyNode, value in
            switch key {
            case "required": required = value.flag == true
            case "deprecated": deprecated = value.flag == true
            case "description": description = Self.trimmed(value.text)
            case "schema": schema = value
            case "content": content = (keyNode, value)
            case "style": style = value.text.map { ($0, value) }
            case "explode": explode = value.flag
            case "x-collectionFormat": collectionFormat = value
            case "x-multi-segment": if value.flag == true { multiSegment = keyNode }
            case "allowReserved": if value.flag == true { allowReserved = keyNode }
            default: break
            }
        }
        if slot == .path, !required {
            diagnostics.warning("path parameter '\(name)' must be required; add 'required: true' (it is treated as required)",
                                at: location)
            required = true
        }
        var type = TypeReference.named("String")
        if let schema {
            let base = declared.target.map { SwiftName.upperCamel($0.writtenName) } ?? operation.typeBase + SwiftName.upperCamel(name)
            var hint = NameHint(base: base, what: "the schema of parameter '\(name)'", property: name)
            if declared.target != nil { hint.alternative = base + "Parameter" }
            let translated = schemaType(schema, at: declared.pointer.key("schema"), in: file, hint: hint)
            type = deepResolvedAlias(translated.type)
            if translated.nullable, slot != .path { required = false }
        } else if let content {
            diagnostics.warning(
                "parameter '\(name)' describes its value with 'content' rather than 'schema'; it becomes a String the caller encodes",
                at: file.location(content.key))
        } else {
            diagnostics.warning("parameter '\(name)' has no 'schema'; it becomes a String", at: location)
        }
        if let assumed = schema.flatMap(Self.serverDefault) {
            description = [description, "The server assumes `\(assumed)`."].compactMap { $0 }.joined(separator: " ")
        }
        if deprecated { description = [description, "Deprecated."].compactMap { $0 }.joined(separator: " ") }
        // A collection format (Swagger 2.0's, or swagger2openapi's `x-collectionFormat`) says how an
        // array is joined; otherwise the style does.
        let parameterStyle = collectionFormat.map { collectionStyle($0, slot: slot, in: file) }
            ?? self.style(style, explode: explode, slot: slot, in: file)
        var parameter = Parameter(
            name: name, wireName: name, type: required ? type : .optional(type), description: description,
            location: location, style: parameterStyle)
        if let multiSegment {
            // `x-multi-segment` lets a path value span segments.
            if slot == .path {
                parameter.keepsReserved = true
            } else {
                diagnostics.warning("'x-multi-segment' applies to path parameters only", at: file.location(multiSegment))
            }
        }
        if let allowReserved { parameter.allowsReserved = allowsReserved(in: slot, at: file.location(allowReserved)) }
        return ParameterDraft(placement: declared.placement, parameters: lower(parameter, slot: slot))
    }

    /// A scalar `default` of a parameter's schema as Swift would write it (`30`, `false`, `"created"`):
    /// what the server assumes when the parameter is left out, for the doc comment only.
    private static func serverDefault(_ schema: Node) -> String? {
        guard let mapping = schema.mapping, let node = mapping.value(for: "default"), !node.isNullValue,
              let text = node.scalar?.string else { return nil }
        let isText = SchemaFields(mapping).typeNames.contains("string")
        if !isText, ["true", "false"].contains(text) || Double(text) != nil { return text }
        return SwiftLiteral.string(text)
    }

    /// Follows aliases everywhere in a type, so that checks see what a value really is.
    /// An alias that contains itself (`Tree = [Tree]`) is followed a few levels deep only.
    func deepResolvedAlias(_ type: TypeReference, depth: Int = 0) -> TypeReference {
        guard depth < 8 else { return type }
        switch resolvedAlias(type) {
        case let .array(element): return .array(deepResolvedAlias(element, depth: depth + 1))
        case let .dictionary(value): return .dictionary(deepResolvedAlias(value, depth: depth + 1))
        case let .optional(wrapped): return .optional(deepResolvedAlias(wrapped, depth: depth + 1))
        case let other: return other
        }
    }
}
