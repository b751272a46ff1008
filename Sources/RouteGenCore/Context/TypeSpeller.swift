/// Spells a `TypeReference` as generated code writes it: built-ins qualified (`Swift.Int`,
/// `Foundation.Date`) so user models can't shadow them, models by their Swift names.
struct TypeSpeller {
    let names: SpecNames

    func spell(_ type: TypeReference) -> String {
        switch type {
        case let .named(name, arguments):
            let base = BuiltinTypes.spellings[name] ?? names.modelTypes[name] ?? SwiftName.type(name)
            guard !arguments.isEmpty else { return base }
            return "\(base)<\(arguments.map(spell).joined(separator: ", "))>"
        case let .array(element):
            return "[\(spell(element))]"
        case let .dictionary(value):
            return "[Swift.String: \(spell(value))]"
        case let .optional(wrapped):
            return "\(spell(wrapped))?"
        }
    }

    /// True when the type (after optionality) is a string enum model.
    func isStringEnum(_ type: TypeReference) -> Bool {
        guard case let .named(name, _) = type.unwrapped else { return false }
        return names.spec.models.contains { model in
            if case .stringEnum = model.kind { return model.name == name }
            return false
        }
    }
}
