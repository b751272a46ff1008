import Yams

/// How the variants of a `oneOf`/`anyOf` are named, so that no name needs a number:
/// - a variant that is a `$ref` or a plain type is named after its type: `.cat(Cat)`, `.string(String)`;
/// - an inline object after the property only it has among the variants, required ones first
///   (`.waitTimer(…WaitTimer)`), or else `.object`; one without properties is a dictionary (`.stringMap`, `.objectMap`);
/// - an inline enum of one value after that value (`""` → `.empty`), of several after its type;
/// - an inline array after its items (`.objectArray`);
/// - Stripe's expandable fields (`anyOf: [string, $ref]` marked `x-expansionResources`) hold an id
///   or the object: `.id(String)` and `.object(Customer)`; with several objects, each keeps its type's name.
extension OpenAPITranslator {
    /// What the variants of one composition are called: a label per variant, UpperCamel, or `nil`
    /// when the variant is named after its type.
    struct VariantLabels {
        var labels: [String?]
        /// The composition is an expandable field: the string is an id.
        var isExpandable: Bool
        /// Index of the only `$ref` variant of an expandable field, named `object`.
        var objectIndex: Int?
    }

    func variantLabels(_ parts: [Node], composition node: Node) -> VariantLabels {
        let fields = parts.map { $0.mapping.map(SchemaFields.init) }
        let propertyNames = fields.map { Self.propertyNames($0) }
        let objectCount = propertyNames.filter { !$0.all.isEmpty }.count
        var labels: [String?] = []
        for (index, part) in fields.enumerated() {
            // A property only distinguishes an object from other objects; a lone object is `.object`.
            let others = objectCount < 2 ? propertyNames[index].all
                : propertyNames.enumerated().filter { $0.offset != index }.flatMap(\.element.all)
            labels.append(part.flatMap { Self.inlineLabel($0, properties: propertyNames[index], others: Set(others)) })
        }
        let refs = fields.indices.filter { fields[$0]?.ref != nil }
        let strings = fields.indices.filter { fields[$0].map(Self.isPlainString) ?? false }
        let isExpandable = node.mapping?.value(for: "x-expansionResources") != nil
            && strings.count == 1 && !refs.isEmpty && refs.count + 1 == parts.count
        if isExpandable {
            labels[strings[0]] = "ID"
            if refs.count == 1 { labels[refs[0]] = "Object" }
        }
        return VariantLabels(labels: labels, isExpandable: isExpandable, objectIndex: isExpandable && refs.count == 1 ? refs[0] : nil)
    }

    /// The case name of a variant: its label, or its type's name.
    static func variantCaseName(label: String?, type: TypeReference) -> String {
        label.map { $0 == "ID" ? "id" : $0 } ?? variantName(type)
    }

    private static func isPlainString(_ fields: SchemaFields) -> Bool {
        fields.ref == nil && fields.enumValues == nil && fields.typeNames.filter { $0 != "null" } == ["string"]
    }

    /// Required and all property names of an inline object variant.
    private static func propertyNames(_ fields: SchemaFields?) -> (required: [String], all: [String]) {
        guard let fields, fields.ref == nil else { return ([], []) }
        let all = fields.properties?.mapping?.map { $0.key.text ?? "" } ?? []
        let required = fields.required?.sequence?.compactMap(\.text) ?? []
        return (required, all)
    }

    private static func inlineLabel(_ fields: SchemaFields, properties: (required: [String], all: [String]), others: Set<String>) -> String? {
        if fields.ref != nil { return nil }
        let types = fields.typeNames.filter { $0 != "null" }
        if let values = fields.enumValues?.sequence {
            let texts = values.compactMap { $0.isNullValue ? nil : $0.text }
            if texts.count == 1 { return SwiftName.upperCamel(caseBaseName(texts[0])) }
            return types.first.map(SwiftName.upperCamel) ?? "Value"
        }
        if types == ["array"] || (types.isEmpty && fields.items != nil) {
            guard let items = fields.items?.mapping.map(SchemaFields.init), items.ref == nil else { return nil }
            let itemProperties = propertyNames(items)
            return inlineLabel(items, properties: itemProperties, others: Set(itemProperties.all)).map { $0 + "Array" }
        }
        guard types == ["object"] || types.isEmpty else { return nil }
        if properties.all.isEmpty {
            // A dictionary, named after its values: `.stringMap`, or `.objectMap` for inline ones.
            guard let values = fields.additionalProperties?.mapping.map(SchemaFields.init), values.ref == nil,
                  values.properties != nil else { return nil }
            return "ObjectMap"
        }
        let distinguishing = properties.required.first { !others.contains($0) } ?? properties.all.first { !others.contains($0) }
        return distinguishing.map(SwiftName.upperCamel) ?? "Object"
    }
}
