/// The Swift spelling of a property's default value, for the memberwise initializer.
struct DefaultLiteral {
    let names: SpecNames

    static let integerTypes: Set<String> = ["Int", "Int32", "Int64"]
    static let fractionTypes: Set<String> = ["Double", "Float", "Decimal"]

    /// The literal, or `nil` when the value doesn't fit the type (a string for an `Int`, a value an
    /// enum doesn't list): then the initializer has no default, and the validator warns.
    func literal(_ value: DefaultValue, for type: TypeReference) -> String? {
        let resolved = names.resolvingAliases(type)
        if let model = names.model(named: resolved) { return enumCase(value, in: model) }
        guard case let .named(name, arguments) = resolved, arguments.isEmpty else {
            if case .emptyArray = value, case .array = resolved { return "[]" }
            return nil
        }
        switch value {
        case let .string(text) where name == "String":
            return SwiftLiteral.string(text)
        case let .integer(number) where Self.integerTypes.contains(name) || Self.fractionTypes.contains(name):
            return String(number)
        case let .number(number) where Self.fractionTypes.contains(name):
            return SwiftLiteral.number(number)
        case let .number(number) where Self.integerTypes.contains(name) && number == number.rounded() && abs(number) < 1e15:
            return String(Int(number))
        case let .bool(flag) where name == "Bool":
            return flag ? "true" : "false"
        default:
            return nil
        }
    }

    /// `.caseName` for the enum case whose wire value is `value`.
    private func enumCase(_ value: DefaultValue, in model: Model) -> String? {
        let wire: String
        switch value {
        case let .enumValue(text), let .string(text): wire = text
        case let .integer(number): wire = String(number)
        default: return nil
        }
        switch model.kind {
        case let .stringEnum(cases):
            return cases.first { $0.value == wire }.map { "." + SwiftName.escaped(names.enumCaseName($0)) }
        case let .integerEnum(cases):
            return cases.first { String($0.value) == wire }.map { "." + SwiftName.escaped(names.enumCaseName($0)) }
        default:
            return nil
        }
    }

    /// How the doc comment states the default: "The server assumes `20`.", "The server assumes
    /// `.inProgress`."; the value as written when it doesn't fit the type.
    func docLine(_ value: DefaultValue, for type: TypeReference) -> String {
        if let literal = literal(value, for: type) { return "The server assumes `\(literal)`." }
        let text: String
        switch value {
        case let .string(string): text = SwiftLiteral.string(string)
        case let .integer(number): text = String(number)
        case let .number(number): text = SwiftLiteral.number(number)
        case let .bool(flag): text = flag ? "true" : "false"
        case let .enumValue(wire): text = SwiftLiteral.string(wire)
        case .emptyArray: text = "[]"
        }
        return "The server assumes `\(text)`."
    }
}
