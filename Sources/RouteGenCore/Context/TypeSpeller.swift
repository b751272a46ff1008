/// Spells a `TypeReference` as generated code writes it: built-ins qualified (`Swift.Int`,
/// `Foundation.Date`) so user models can't shadow them, models by their Swift names.
struct TypeSpeller {
    let names: SpecNames

    func spell(_ type: TypeReference) -> String {
        switch type {
        case let .named(name, arguments):
            let base = BuiltinTypes.spellings[name] ?? names.modelTypes[name]
                ?? (names.spec.providedTypes.contains(name) ? name : SwiftName.type(name))
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

    /// A value's type as a router case and a typed call take it: as `spell`, except that the files
    /// of a multipart body (`Data`) are `any RouteGenRuntime.FilePartConvertible`, so that callers
    /// pass `Data` or a `FilePart` with a file name and a content type.
    func spell(_ type: TypeReference, role: String) -> String {
        guard role == "multipart" else { return spell(type) }
        switch type {
        case .named("Data", arguments: []):
            return "any RouteGenRuntime.FilePartConvertible"
        case let .array(element):
            return "[\(spell(element, role: role))]"
        case let .optional(wrapped):
            let spelled = spell(wrapped, role: role)
            return spelled.hasPrefix("any ") ? "(\(spelled))?" : spelled + "?"
        default:
            return spell(type)
        }
    }

    /// `String` or `Int` when the type (after optionality and aliases) is an enum model with raw
    /// values of that type, open or closed; else `nil`.
    func enumRawType(_ type: TypeReference) -> String? {
        switch names.model(named: names.resolvingAliases(type))?.kind {
        case .stringEnum?: "String"
        case .integerEnum?: "Int"
        default: nil
        }
    }

    /// True when the type (after optionality and aliases) is a built-in scalar or an enum: a value
    /// that is one piece of text in a URL or a header, whatever the parameter's style.
    func isScalar(_ type: TypeReference) -> Bool {
        let resolved = names.resolvingAliases(type)
        guard case let .named(name, arguments) = resolved, arguments.isEmpty else { return false }
        return BuiltinTypes.scalars.contains(name) || enumRawType(resolved) != nil
    }

    /// Spells the text of one scalar value `name` of `type` (not optional): strings as they are,
    /// enums by raw value, anything else described.
    func text(of name: String, type: TypeReference) -> String {
        switch enumRawType(type) {
        case "String"?: return "\(name).rawValue"
        case "Int"?: return "Swift.String(\(name).rawValue)"
        default: return names.resolvingAliases(type) == .named("String") ? name : "Swift.String(describing: \(name))"
        }
    }
}
