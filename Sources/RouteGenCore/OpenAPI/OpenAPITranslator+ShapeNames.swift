extension OpenAPITranslator {
    /// The name an inline type takes from its shape alone, for every copy wherever it is written;
    /// `nil` for the many types named after their place. Such a name is true of every copy and
    /// depends on nothing else in the document:
    /// - the enum of the one value `""` is `EmptyString` (Stripe writes it wherever a field can be cleared);
    /// - an enum of one other value under a property of one word is the value and the property:
    ///   `ListObject` for `object: [list]`, `CustomerObject` for `object: [customer]`, `AutoType`;
    /// - an object of the range operators `gt`, `gte`, `lt` and `lte` is `RangeFilter`;
    /// - a `oneOf`/`anyOf` of types that are named for themselves (components, built-in types and
    ///   types named by these rules) is their names joined by `Or`: `StringOrEmptyString`,
    ///   `RangeFilterOrInt`, `StringOrCustomer`, when that is 40 characters or fewer without a digit.
    func shapeName(of model: Model, sharedTypes: Set<String>) -> String? {
        switch model.kind {
        case let .stringEnum(cases) where cases.count == 1:
            if cases[0].value.isEmpty { return "EmptyString" }
            guard let property = places.property(of: model.name) else { return nil }
            let value = SwiftName.upperCamel(cases[0].value), word = SwiftName.upperCamel(property)
            // `object`, `type`, `role`: a word that says what kind of thing the value is.
            guard !value.isEmpty, Self.camelWords(word).count == 1, !value.contains(where: \.isNumber) else { return nil }
            return value.hasSuffix(word) ? value : value + word
        case let .object(properties):
            let keys = properties.map(\.wireName)
            return Set(keys) == Self.rangeKeys && keys.count == Self.rangeKeys.count && model.additionalProperties == nil
                ? "RangeFilter" : nil
        case let .oneOf(oneOf):
            guard oneOf.variants.allSatisfy({ Self.isNamedForItself($0.type, sharedTypes: sharedTypes) }) else { return nil }
            let name = oneOf.variants.map { Self.variantName($0.type) }.joined(separator: "Or")
            return name.count <= 40 && !name.contains(where: \.isNumber) ? name : nil
        default:
            return nil
        }
    }

    /// The comparison operators of a range filter (Stripe's `created`: `gt`, `gte`, `lt`, `lte`).
    static let rangeKeys: Set<String> = ["gt", "gte", "lt", "lte"]

    /// Whether a type's name says what it is wherever it is used: a built-in type, a component,
    /// a type named by its shape, or an array or map of one.
    private static func isNamedForItself(_ type: TypeReference, sharedTypes: Set<String>) -> Bool {
        switch type {
        case let .named(name, arguments): sharedTypes.contains(name) && arguments.isEmpty
        case let .array(element): isNamedForItself(element, sharedTypes: sharedTypes)
        case let .dictionary(value): isNamedForItself(value, sharedTypes: sharedTypes)
        case let .optional(wrapped): isNamedForItself(wrapped, sharedTypes: sharedTypes)
        }
    }

    /// The words of an UpperCamel name: `MergeCommitTitle2` gives `Merge`, `Commit`, `Title`, `2`.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            let startsWord = current.last.map { last in
                (character.isUppercase && !last.isUppercase) || (character.isNumber != last.isNumber)
            } ?? false
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
