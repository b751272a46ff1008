/// Spells a `TypeReference` as generated code writes it: built-ins qualified (`Swift.Int`,
/// `Foundation.Date`) so user models can't shadow them, models by their Swift names.
struct TypeSpeller {
    let names: SpecNames
    /// How the output names the runtime's types; the spec's `runtime` by default.
    let spelling: any RuntimeSpelling

    init(names: SpecNames, spelling: (any RuntimeSpelling)? = nil) {
        self.names = names
        self.spelling = spelling ?? names.runtime.spelling(prefix: names.prefix)
    }

    func spell(_ type: TypeReference) -> String {
        switch type {
        case let .named(name, arguments):
            let base = builtin(name) ?? names.modelTypes[name]
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

    /// A built-in type as generated code spells it; the support types among them (`JSONValue`,
    /// `Nullable`, `SequenceBody`) are the runtime's or the Alamofire output's own.
    private func builtin(_ name: String) -> String? {
        guard let spelled = BuiltinTypes.spellings[name] else { return nil }
        return spelled.hasPrefix(RouteGenRuntimeSpelling.moduleName + ".") ? spelling.support(name) : spelled
    }

    /// A value's type as a router case and a typed call take it: as `spell`, except that the files
    /// of a multipart body (`Data`) are `any RouteGenRuntime.FilePartConvertible`, so that callers
    /// pass `Data` or a `FilePart` with a file name and a content type.
    func spell(_ type: TypeReference, role: String) -> String {
        guard role == "multipart" else { return spell(type) }
        switch type {
        case .named("Data", arguments: []):
            return "any \(spelling.support("FilePartConvertible"))"
        case let .array(element):
            return "[\(spell(element, role: role))]"
        case let .optional(wrapped):
            let spelled = spell(wrapped, role: role)
            return spelled.hasPrefix("any ") ? "(\(spelled))?" : spelled + "?"
        default:
            return spell(type)
        }
    }

    /// True when Alamofire's encodings take a value of this type as it is, as the runtime's do: text,
    /// integers, booleans and floating-point numbers, and arrays of them (`Self.parameters(compacting:)`
    /// turns the others, enums, dates and models, into such values first).
    func isAlamofireNative(_ type: TypeReference) -> Bool {
        let resolved = names.resolvingAliases(type)
        if case let .array(element) = resolved { return isAlamofireNative(element) }
        guard case let .named(name, arguments) = resolved, arguments.isEmpty, names.model(named: name) == nil else { return false }
        return ["String", "Int", "Int32", "Int64", "Bool", "Double", "Float"].contains(name)
    }

    /// True when Alamofire's `URLEncoding` writes a value of this type (once
    /// `Self.parameters(compacting:)` has made it text) exactly as the runtime's `URLEncoding` does:
    /// text, integers, booleans, dates, UUIDs, URLs and enums, and arrays of them when `arrays`.
    /// Floating-point numbers are not (Alamofire writes `1.0` as `1`), nor objects (it doesn't sort
    /// their keys).
    func isAlamofireScalar(_ type: TypeReference, arrays: Bool) -> Bool {
        let resolved = names.resolvingAliases(type)
        if arrays, case let .array(element) = resolved { return isAlamofireScalar(element, arrays: false) }
        if enumRawType(resolved) != nil { return true }
        guard case let .named(name, arguments) = resolved, arguments.isEmpty, names.model(named: name) == nil else { return false }
        return ["String", "Int", "Int32", "Int64", "Bool", "Date", "UUID", "URL"].contains(name)
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
    /// enums by raw value, dates as the runtime writes every date (`RouteGenRuntime.RFC3339.text(of: at)`),
    /// anything else described.
    func text(of name: String, type: TypeReference) -> String {
        switch enumRawType(type) {
        case "String"?: return "\(name).rawValue"
        case "Int"?: return "Swift.String(\(name).rawValue)"
        default:
            let resolved = names.resolvingAliases(type)
            if resolved == .named("String") { return name }
            if resolved == .named("Date") { return "\(spelling.support("RFC3339")).text(of: \(name))" }
            return "Swift.String(describing: \(name))"
        }
    }
}
