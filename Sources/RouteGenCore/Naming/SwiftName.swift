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
        if let ascii = asciiCamel(text, upper: false) { return ascii }
        let words = self.words(in: text)
        guard let first = words.first else { return "" }
        return ([lowercasedFirstWord(first)] + words.dropFirst().map(capitalizedFirst)).joined()
    }

    /// `posts api router` → `PostsApiRouter`; for types. Not escaped.
    static func upperCamel(_ text: String) -> String {
        if let ascii = asciiCamel(text, upper: true) { return ascii }
        return words(in: text).map(capitalizedFirst).joined()
    }

    /// `lowerCamel` and `upperCamel` in one pass over ASCII bytes, the common case, with the same
    /// rules as the general path; `nil` for other text.
    private static func asciiCamel(_ text: String, upper: Bool) -> String? {
        let isUpper = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A }
        let isLower = { (byte: UInt8) in byte >= 0x61 && byte <= 0x7A }
        let isBody = { (byte: UInt8) in isUpper(byte) || isLower(byte) || (byte >= 0x30 && byte <= 0x39) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var wordStart: Int?
        var isFirstWord = true
        var bytes = Array(text.utf8)
        bytes.append(0x20)  // ends the last word
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            if isBody(byte) {
                if wordStart == nil { wordStart = index }
                continue
            }
            guard let start = wordStart else { continue }
            wordStart = nil
            let word = bytes[start..<index]
            if upper || !isFirstWord {
                result.append(isLower(word[start]) ? word[start] - 0x20 : word[start])
                result.append(contentsOf: word.dropFirst())
            } else {
                // `Post` → `post`, `URLPath` → `urlPath`, `ID` → `id`, `userID` → `userID`.
                let upperRun = word.prefix(while: isUpper).count
                let lowerCount = upperRun == word.count ? upperRun : (upperRun <= 1 ? upperRun : upperRun - 1)
                for (offset, character) in word.enumerated() {
                    result.append(offset < lowerCount ? (isUpper(character) ? character + 0x20 : character) : character)
                }
            }
            isFirstWord = false
        }
        return String(decoding: result, as: UTF8.self)
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
        if let ascii = asciiWords(in: text) { return ascii }
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

    /// `words(in:)` for ASCII text, which needs no normalization: large specs name thousands of
    /// things, and Foundation's normalization dominates the time otherwise. `nil` for other text.
    private static func asciiWords(in text: String) -> [String]? {
        var words: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x80 else { return nil }
            let isBody = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            if isBody {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(String(text[wordStart..<index]))
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let wordStart = start { words.append(String(text[wordStart...])) }
        return words
    }

    private static func capitalizedFirst(_ word: String) -> String {
        if let byte = word.utf8.first, byte < 0x80 {
            guard byte >= 0x61, byte <= 0x7A else { return word }
            var bytes = Array(word.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `Post` → `post`, `URLPath` → `urlPath`, `ID` → `id`, `userID` → `userID`.
    private static func lowercasedFirstWord(_ word: String) -> String {
        if let first = word.utf8.first, first >= 0x61, first <= 0x7A { return word }
        let characters = Array(word)
        let upperRun = characters.prefix { $0.isUppercase }.count
        if upperRun == 0 { return word }
        if upperRun == characters.count { return word.lowercased() }
        let lowerCount = upperRun == 1 ? 1 : upperRun - 1
        return characters.prefix(lowerCount).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowerCount))
    }
}
