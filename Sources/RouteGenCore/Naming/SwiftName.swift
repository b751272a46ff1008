import Foundation

/// Turns names from a spec into valid, idiomatic Swift identifiers.
///
/// Words are split at anything that can't be part of an identifier (dashes, dots, spaces,
/// underscores, punctuation) and joined in camel case; existing humps are kept (`userID` stays
/// `userID`). Letters outside ASCII that Swift accepts (`prénom`, `名前`) are kept. A leading digit
/// gets a `_` prefix. Keywords are escaped with backticks where Swift allows it, or get a `_`
/// suffix where it does not (`self`, `Type`, `init`).
enum SwiftName {
    /// `get-posts` → `getPosts`; for cases, properties and labels. Not escaped.
    static func lowerCamel(_ text: String) -> String {
        let words = self.words(in: text)
        guard let first = words.first else { return "" }
        return ([lowercasedFirstWord(first)] + words.dropFirst().map(capitalizedFirst)).joined()
    }

    /// `posts api router` → `PostsApiRouter`; for types. Not escaped.
    static func upperCamel(_ text: String) -> String {
        words(in: text).map(capitalizedFirst).joined()
    }

    /// A valid identifier for a value (case, property, label), with keywords handled.
    static func member(_ text: String, fallback: String = "value") -> String {
        var name = lowerCamel(text)
        if name.isEmpty { name = fallback }
        if let first = name.unicodeScalars.first, !SwiftIdentifierCharacters.isHead(first) { name = "_" + name }
        if SwiftKeywords.needingSuffix.contains(name) { return name + "_" }
        return name
    }

    /// A valid type name, with leading digits and reserved words handled.
    static func type(_ text: String, fallback: String = "Value") -> String {
        var name = upperCamel(text)
        if name.isEmpty { name = fallback }
        if let first = name.unicodeScalars.first, !SwiftIdentifierCharacters.isHead(first) { name = "_" + name }
        if SwiftKeywords.needingSuffix.contains(name) || SwiftKeywords.all.contains(name) { return name + "_" }
        return name
    }

    /// The identifier as it must be written in code: keywords in backticks.
    static func escaped(_ identifier: String) -> String {
        SwiftKeywords.all.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// True for a plain ASCII-or-Unicode identifier that needs no change.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, SwiftIdentifierCharacters.isHead(first) else { return false }
        return text.unicodeScalars.allSatisfy(SwiftIdentifierCharacters.isBody) && !SwiftKeywords.all.contains(text)
    }

    /// Splits at every character that can't continue an identifier, and at `_`.
    static func words(in text: String) -> [String] {
        let normalized = text.precomposedStringWithCanonicalMapping
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in normalized.unicodeScalars {
            if scalar != "_", SwiftIdentifierCharacters.isBody(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `Post` → `post`, `URLPath` → `urlPath`, `ID` → `id`, `userID` → `userID`.
    private static func lowercasedFirstWord(_ word: String) -> String {
        let characters = Array(word)
        let upperRun = characters.prefix { $0.isUppercase }.count
        if upperRun == 0 { return word }
        if upperRun == characters.count { return word.lowercased() }
        let lowerCount = upperRun == 1 ? 1 : upperRun - 1
        return characters.prefix(lowerCount).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowerCount))
    }
}
