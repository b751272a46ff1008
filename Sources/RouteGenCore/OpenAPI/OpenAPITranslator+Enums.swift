import Foundation
import Yams

extension OpenAPITranslator {
    /// `enum:` of strings → a string enum that accepts unknown values; of whole numbers → an integer
    /// enum. Other enums keep their base type, with a warning. A `null` value makes it optional.
    func enumType(_ fields: SchemaFields, node: Node, in file: OpenAPIFile, hint: NameHint, nullable: Bool) -> SchemaType {
        var nullable = nullable
        var values: [Node] = []
        for value in fields.enumValues?.sequence ?? [] {
            if value.isNullValue { nullable = true } else { values.append(value) }
        }
        let declared = fields.typeNames.first { $0 != "null" }
        let kind = declared ?? Self.impliedEnumType(values)
        let location = file.location(node)
        switch kind {
        case "string" where !values.isEmpty:
            return SchemaType(type: stringEnum(values, fields: fields, in: file, hint: hint, location: location), nullable: nullable)
        case "integer" where !values.isEmpty && values.allSatisfy({ $0.integerValue != nil }):
            return SchemaType(type: integerEnum(values, fields: fields, in: file, hint: hint, location: location), nullable: nullable)
        case "string", "integer", "number", "boolean":
            let base = primitiveType(kind, fields: fields, in: file)
            // `deleted: {enum: [true]}` says what a value is; it tells `oneOf` variants apart (see `fixedValue`).
            let isOneBoolean = kind == "boolean" && values.count == 1
            if !values.isEmpty, !isOneBoolean {
                let reason = kind == "integer" ? "an integer enum needs whole numbers" : "enums of \(kind) values are not supported"
                diagnostics.warning("\(reason); the values are not checked and the type is '\(base.written)'",
                                    at: file.location(fields.enumKey ?? node))
            }
            return SchemaType(type: base, nullable: nullable)
        default:
            diagnostics.warning("an enum whose values are of different types is not supported; it becomes JSONValue",
                                at: file.location(fields.enumKey ?? node))
            return SchemaType(type: .named("JSONValue"), nullable: nullable)
        }
    }

    /// The only value a schema allows (an `enum` of one value besides `null`, or `const`), following
    /// `$ref`s: Stripe's `object: {enum: [customer]}`, `deleted: {enum: [true]}`.
    func fixedValue(of node: Node, in file: OpenAPIFile) -> FixedValue? {
        var node = node, file = file
        for _ in 0..<InputLimits.schemaNesting {
            guard let mapping = node.mapping else { return nil }
            // One pass over the keys: most schemas allow many values and are done with here.
            var ref: Node?
            var limited = false
            mapping.forEachEntry { key, _, value in
                switch key {
                case "$ref": ref = value
                case "enum", "const": limited = true
                default: break
                }
            }
            guard let ref else {
                guard limited else { return nil }
                break
            }
            // Translating the property followed it already (and reported it if it leads nowhere).
            guard let text = ref.scalar?.string, let target = loaded.target(of: RefKey(file: file.index, ref: text)) else { return nil }
            (node, file) = (target.node, target.file)
        }
        guard let mapping = node.mapping else { return nil }
        let fields = SchemaFields(mapping)
        let values = (fields.enumValues?.sequence.map(Array.init) ?? []).filter { !$0.isNullValue }
        guard values.count == 1, let value = values.first, value.scalar != nil else { return nil }
        switch fields.typeNames.first(where: { $0 != "null" }) ?? Self.impliedEnumType(values) {
        case "string": return value.scalar.map { .string($0.string) }
        case "integer", "number": return value.integerValue.map { .integer($0) }
        case "boolean": return value.flag.map { .bool($0) }
        default: return nil
        }
    }

    /// The type enum values share when the schema has no `type`; "mixed" when they share none.
    private static func impliedEnumType(_ values: [Node]) -> String {
        guard values.allSatisfy({ $0.scalar != nil }) else { return "mixed" }
        if values.allSatisfy({ $0.integerValue != nil }) { return "integer" }
        if values.allSatisfy({ $0.flag != nil }) { return "boolean" }
        if values.allSatisfy({ $0.numberValue != nil }) { return "number" }
        if values.allSatisfy({ $0.numberValue == nil && $0.flag == nil }) { return "string" }
        return "mixed"
    }

    private func stringEnum(_ values: [Node], fields: SchemaFields, in file: OpenAPIFile, hint: NameHint, location: SourceLocation) -> TypeReference {
        let (name, slot) = beginModel(hint, at: location)
        var members = MemberNameSet { SwiftName.member($0, fallback: "value") }
        var seenValues: Set<String> = []
        var cases: [EnumCase] = []
        for value in values {
            let caseLocation = file.location(value)
            guard let text = value.scalar?.string else {
                diagnostics.warning("an enum value must be a string, but it is \(SpecReader.kind(of: value)); it is left out",
                                    at: caseLocation)
                continue
            }
            guard seenValues.insert(text).inserted else {
                diagnostics.warning("the enum value '\(text)' is listed twice; the second is left out", at: caseLocation)
                continue
            }
            var base = Self.caseBaseName(text)
            if members.contains(base), let suffix = Self.letterCaseSuffix(text, among: seenValues) {
                diagnostics.warning(
                    "the enum value '\(text)' of '\(name)' differs from another value only in letter case; "
                        + "it becomes the case '\(SwiftName.member(base + suffix))'", at: caseLocation)
                base += suffix
            }
            let (caseName, displaced) = members.claim(base)
            if let displaced {
                diagnostics.warning(
                    "the enum value '\(text)' of '\(name)' becomes the case '\(SwiftName.member(caseName, fallback: "value"))', "
                        + "because '\(displaced.swiftName)' is taken by '\(displaced.holder)'", at: caseLocation)
            }
            cases.append(EnumCase(name: caseName, value: text, location: caseLocation))
        }
        finishEnum(name, slot: slot, kind: .stringEnum(cases: cases), attributes: fields.attributes, location: location)
        return .named(name)
    }

    /// `""` → `empty`, `COMMIT_OR_PR_TITLE` → `commitOrPRTitle`; otherwise as `memberBaseName`.
    static func caseBaseName(_ value: String) -> String {
        if value.isEmpty { return "empty" }
        return ScreamingSnakeName.camelCase(value) ?? memberBaseName(value)
    }

    /// `Capitalized` for `Add` next to `add`, `Uppercase` for `ADD` next to `add`: how a value
    /// differs from another value that is the same word in other letter case. `nil` when no
    /// other value is, or the spelling is mixed (`aDd`), which leaves a number as the last resort.
    static func letterCaseSuffix(_ value: String, among others: Set<String>) -> String? {
        let lowered = value.lowercased()
        guard others.contains(where: { $0 != value && $0.lowercased() == lowered }) else { return nil }
        let letters = value.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return "Uppercase" }
        if let first = letters.first, first.isUppercase, letters.dropFirst().allSatisfy(\.isLowercase) { return "Capitalized" }
        return nil
    }

    /// Spells out signs that would otherwise vanish from a Swift name: `+1` → `plus 1`,
    /// `-1` → `minus 1`, `reactions-+1` → `reactions- plus 1` (a `-` inside a word, as in
    /// `2020-01`, stays a separator).
    static func memberBaseName(_ written: String) -> String {
        guard written.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) else { return written }
        var result = ""
        var previous: Character?
        var characters = written.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == "+" {
                result += " plus "
            } else if character == "-", next?.isNumber == true, !(previous?.isLetter ?? false), !(previous?.isNumber ?? false) {
                result += " minus "
            } else {
                result.append(character)
            }
            previous = character
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private func integerEnum(_ values: [Node], fields: SchemaFields, in file: OpenAPIFile, hint: NameHint, location: SourceLocation) -> TypeReference {
        let (name, slot) = beginModel(hint, at: location)
        let given = fields.enumNames?.sequence?.compactMap(\.text) ?? []
        if let names = fields.enumNames, given.count != values.count {
            diagnostics.warning(
                "'x-enum-varnames' has \(given.count) names for \(values.count) values; the cases are named after their values",
                at: file.location(names))
        }
        let useGiven = given.count == values.count
        var members = MemberNameSet { SwiftName.member($0, fallback: "value") }
        var seenValues: Set<Int> = []
        var cases: [IntegerEnumCase] = []
        for (offset, node) in values.enumerated() {
            guard let value = node.integerValue else { continue }
            let caseLocation = file.location(node)
            guard seenValues.insert(value).inserted else {
                diagnostics.warning("the enum value \(value) is listed twice; the second is left out", at: caseLocation)
                continue
            }
            let written = useGiven ? given[offset] : (value < 0 ? "valueMinus\(-value)" : "value\(value)")
            let (caseName, displaced) = members.claim(written)
            if let displaced {
                diagnostics.warning(
                    "the enum value \(value) of '\(name)' becomes the case '\(SwiftName.member(caseName))', "
                        + "because '\(displaced.swiftName)' is taken by '\(displaced.holder)'", at: caseLocation)
            }
            cases.append(IntegerEnumCase(name: caseName, value: value, location: caseLocation))
        }
        finishEnum(name, slot: slot, kind: .integerEnum(cases: cases), attributes: fields.attributes, location: location)
        return .named(name)
    }

    private func finishEnum(_ name: String, slot: Int, kind: Model.Kind, attributes: SchemaAttributes, location: SourceLocation) {
        var model = Model(
            name: name, description: Self.trimmed(attributes.documentation),
            deprecated: attributes.deprecated ? Deprecation() : nil, kind: kind, location: location)
        model.acceptsUnknownValues = true
        models.finish(model, at: slot)
    }
}
