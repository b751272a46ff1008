import Yams

/// The keywords of one Schema Object, read in a single pass over its keys.
/// Each keyword keeps its value node; a few keep their key node too, to point warnings at them.
struct SchemaFields {
    var ref: Node?
    var refKey: Node?
    /// Keys next to `$ref`, in order (3.0 ignores them).
    var refSiblings: [(key: String, node: Node)] = []

    var type: Node?
    var format: Node?
    var properties: Node?
    var required: Node?
    var additionalProperties: Node?
    var items: Node?
    var allOf: Node?
    var oneOf: Node?
    var anyOf: Node?
    var oneOfKey: Node?
    var discriminator: Node?
    var enumValues: Node?
    var enumKey: Node?
    var enumNames: Node?
    var nullable = false
    var contentEncoding: Node?
    var minimum: Node?
    var maximum: Node?
    var unsupported: [(key: String, node: Node)] = []
    var prefixItems: Node?

    /// Description, title, deprecation, read/write-only and default: what a property takes from its schema.
    var attributes = SchemaAttributes()

    init(_ mapping: Node.Mapping) {
        var sawRef = false
        mapping.forEachEntry { key, keyNode, value in
            switch key {
            case "$ref":
                ref = value
                refKey = keyNode
                sawRef = true
                return
            case "type": type = value
            case "format": format = value
            case "properties": properties = value
            case "required": required = value
            case "additionalProperties": additionalProperties = value
            case "items": items = value
            case "allOf": allOf = value
            case "oneOf":
                oneOf = value
                oneOfKey = keyNode
            case "anyOf":
                anyOf = value
                if oneOfKey == nil { oneOfKey = keyNode }
            case "discriminator": discriminator = value
            case "enum":
                enumValues = value
                enumKey = keyNode
            case "const":
                // 3.1: a single allowed value reads like a one-case enum.
                if enumValues == nil {
                    enumValues = .sequence(Node.Sequence([value], .implicit, .flow, value.mark))
                    enumKey = keyNode
                }
            case "x-enum-varnames", "x-enumNames": enumNames = value
            case "nullable": nullable = value.flag == true
            case "contentEncoding": contentEncoding = value
            case "minimum": minimum = value
            case "maximum": maximum = value
            case "prefixItems": prefixItems = value
            case "not", "xml", "patternProperties", "if", "dependentSchemas", "unevaluatedProperties":
                unsupported.append((key, keyNode))
            default:
                attributes.read(key, value)
            }
        }
        if sawRef {
            mapping.forEachEntry { key, keyNode, _ in
                if key != "$ref", !key.hasPrefix("x-") { refSiblings.append((key, keyNode)) }
            }
        }
    }

    /// The names in `type`: one for 3.0, possibly several (with `null`) for 3.1.
    var typeNames: [String] {
        guard let type else { return [] }
        if let name = type.text { return [name] }
        return type.sequence?.compactMap(\.text) ?? []
    }

    /// `nullable: true`, or `null` among the 3.1 types.
    var allowsNull: Bool { nullable || typeNames.contains("null") }

    /// Whether a variant says what a value is, rather than only constraining the value its parent
    /// describes (`{required: [a]}`, `{type: object, maxProperties: 0}` under an object).
    func describesShape(within parentTypes: [String]) -> Bool {
        if ref != nil || properties != nil || items != nil || additionalProperties != nil || enumValues != nil
            || allOf != nil || oneOf != nil || anyOf != nil || format != nil {
            return true
        }
        return typeNames.contains { $0 != "null" && !parentTypes.contains($0) }
    }
}

/// What a property's schema says about the property itself.
struct SchemaAttributes {
    var description: String?
    var title: String?
    var deprecated = false
    var readOnly = false
    var writeOnly = false
    var defaultValue: Node?

    /// Reads `key` if it is one of these attributes; returns whether it was.
    @discardableResult
    mutating func read(_ key: String, _ value: Node) -> Bool {
        switch key {
        case "description": description = value.text
        case "title": title = value.text
        case "deprecated": deprecated = value.flag == true
        case "readOnly": readOnly = value.flag == true
        case "writeOnly": writeOnly = value.flag == true
        case "default": defaultValue = value
        default: return false
        }
        return true
    }

    /// Reads only the attributes of a schema mapping.
    init(of node: Node) {
        node.mapping?.forEachEntry { key, _, value in read(key, value) }
    }

    init() {}

    var documentation: String? { description ?? title }
}
