/// Checks the Swift names and types a configuration asks for, so that a value can only ever
/// become one name in the output and never put other code there.
enum OverrideSpelling {
    /// Why `text` can't name a user-provided type, or `nil` when it can: a type name, optionally
    /// qualified by its module or enclosing types (`Money`, `MyApp.Money`). Generic arguments,
    /// optionals and collections are not accepted; declare a `typealias` in your code for those.
    static func typeProblem(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for part in parts where !SwiftName.isPlainIdentifier(part) {
            return "'\(text)' is not a Swift type name; write a name such as 'Money' or 'MyApp.Money' "
                + "(for a generic, optional or collection type, declare a typealias in your code and name it here)"
        }
        return nil
    }

    /// Why `text` can't be the generated name `spelled(text)` stands for, or `nil` when it can;
    /// `spelled` is how the generator would write the name, so a name it would change is refused
    /// with the spelling it would give as the suggestion.
    static func nameProblem(_ text: String, kind: String, spelled: (String) -> String) -> String? {
        if SwiftName.isPlainIdentifier(text), spelled(text) == text { return nil }
        let suggestion = spelled(text)
        let hint = SwiftName.isPlainIdentifier(suggestion) && suggestion != text ? "; did you mean '\(suggestion)'?" : ""
        return "'\(text)' is not a valid Swift \(kind) name\(hint)"
    }

    /// A type from a type override: a built-in name stays built in, anything else is the user's.
    static func providedType(_ text: String, in spec: inout APISpec) -> TypeReference {
        if BuiltinTypes.spellings[text] == nil { spec.providedTypes.insert(text) }
        return .named(text)
    }
}
