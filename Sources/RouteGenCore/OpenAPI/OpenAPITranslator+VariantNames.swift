import Yams

/// How the variants of a `oneOf`/`anyOf` are named, so that no name needs a number:
/// - a variant that is a `$ref` or a plain type is named after its type: `.cat(Cat)`, `.string(String)`;
/// - an inline object after the value of a required property that allows one string only, when no
///   other variant has that value (`status: completed` → `.completed`); else after the property only it
///   has among the variants, required ones first (`.waitTimer(…WaitTimer)`), or else `.object`; one without properties is a dictionary (`.stringMap`, `.objectMap`);
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

    func variantLabels(_ parts: [Node], composition node: Node, in file: OpenAPIFile) -> VariantLabels {
        let fields = parts.map { $0.mapping.map(SchemaFields.init) }
        let propertyNames = fields.map { Self.propertyNames($0) }
        let objectCount = propertyNames.filter { !$0.all.isEmpty }.count
        // A value only tells an object from other objects, as a property does.
        let fixed = objectCount < 2 ? fields.map { _ in nil }
            : fields.map { $0.flatMap { fixedValueLabel($0, required: Set(Self.propertyNames($0).required), in: file) } }
        var labels: [String?] = []
        for (index, part) in fields.enumerated() {
            // A value that only this variant allows names it: GitHub's `status: completed` → `.completed`.
            if let label = fixed[index], fixed.filter({ $0 == label }).count == 1 {
                labels.append(label)
                continue
            }
            // A property only distinguishes an object from other objects; a lone object is `.object`.
            let others = objectCount < 2 ? propertyNames[index].all
                : propertyNames.enumerated().filter { $0.offset != index }.flatMap(\.element.all)
            labels.append(part.flatMap { Self.inlineLabel($0, properties: propertyNames[index], others: Set(others)) })
        }
        tellApart(&labels, fields: fields, names: propertyNames)
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

    /// Inline variants that would take the same label are named by what tells them apart instead:
    /// their titles, when each has its own (Stripe's `secret_key_param` and `client_key_param`), or
    /// the type of the first property they share that differs between them (GitHub's `labels` as
    /// strings and as objects: `labelsStringArray`, `labelsObjectArray`). Variants that nothing tells
    /// apart keep the label, and the case a number, with a warning.
    private func tellApart(_ labels: inout [String?], fields: [SchemaFields?], names: [(required: [String], all: [String])]) {
        var byLabel: [String: [Int]] = [:]
        for (index, label) in labels.enumerated() {
            if let label, fields[index]?.ref == nil { byLabel[label, default: []].append(index) }
        }
        for (_, group) in byLabel where group.count > 1 {
            let titles = group.map { fields[$0]?.attributes.title.map(SwiftName.upperCamel) ?? "" }
            if !titles.contains(""), Set(titles).count == group.count {
                for (index, title) in zip(group, titles) { labels[index] = title }
                continue
            }
            let shared = names[group[0]].all.filter { name in group.allSatisfy { names[$0].all.contains(name) } }
            for name in shared {
                let words = group.map { index in
                    fields[index]?.properties?.mapping?.value(for: name)?.mapping.map { Self.typeWord(SchemaFields($0)) } ?? ""
                }
                guard !words.contains(""), Set(words).count == group.count else { continue }
                for (index, word) in zip(group, words) { labels[index] = SwiftName.upperCamel(name) + word }
                break
            }
        }
    }

    /// A word for what a schema holds: `String`, `StringArray`, `ObjectArray`, `Object`, or its
    /// schema's name for a reference.
    private static func typeWord(_ fields: SchemaFields) -> String {
        if let ref = fields.ref?.text {
            return SwiftName.upperCamel(String(ref.split(separator: "/").last ?? ""))
        }
        let types = fields.typeNames.filter { $0 != "null" }
        if types == ["array"] || (types.isEmpty && fields.items != nil) {
            let items = fields.items?.mapping.map(SchemaFields.init).map(typeWord) ?? ""
            return items.isEmpty ? "" : items + "Array"
        }
        if types == ["object"] || (types.isEmpty && fields.properties != nil) { return "Object" }
        return types.count == 1 ? SwiftName.upperCamel(types[0]) : ""
    }

    /// The value of the first required property of an inline object that allows one string only, as a label.
    private func fixedValueLabel(_ fields: SchemaFields, required: Set<String>, in file: OpenAPIFile) -> String? {
        guard fields.ref == nil, let properties = fields.properties?.mapping else { return nil }
        var label: String?
        properties.forEachEntry { key, _, value in
            guard label == nil, required.contains(key), case let .string(text)? = fixedValue(of: value, in: file) else { return }
            label = SwiftName.upperCamel(Self.caseBaseName(text))
        }
        return label
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
