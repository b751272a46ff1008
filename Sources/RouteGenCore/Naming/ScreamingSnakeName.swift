/// Enum values written in SCREAMING_SNAKE_CASE (`COMMIT_OR_PR_TITLE`), spelled as a person would
/// name the case: `commitOrPRTitle`.
///
/// Every word is lower-cased and then capitalized, except well-known initialisms, which stay in
/// capitals inside the name (`PR`, `URL`, `ID`), the way `SwiftName` keeps `userID` for camel-case
/// input. The first word is always lower-case (`PR_TITLE` → `prTitle`, `URL_PATH` → `urlPath`).
enum ScreamingSnakeName {
    /// Initialisms kept in capitals after the first word. Only abbreviations that are never
    /// ordinary English words, so `OR`, `IS` or `AS` read as words.
    static let initialisms: Set<String> = [
        "ACH", "API", "CI", "CPU", "CSV", "DNS", "GPG", "HTML", "HTTP", "HTTPS", "ID", "IP", "JSON", "JWT", "OIDC",
        "PDF", "PR", "SAML", "SCIM", "SHA", "SMS", "SSH", "SSL", "SSO", "TLS", "UI", "URI", "URL", "UTC", "UUID",
        "VAT", "XML",
    ]

    /// The camel-case spelling of `text` when it is SCREAMING_SNAKE_CASE: ASCII capitals, digits
    /// and separators, with at least two words. `nil` otherwise, so that `OPEN`, `Add` and
    /// `in_progress` keep today's rules.
    static func camelCase(_ text: String) -> String? {
        var hasSeparator = false
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A, 0x30...0x39: continue
            case 0x5F, 0x2D, 0x20, 0x2E: hasSeparator = true
            default: return nil
            }
        }
        let words = SwiftName.words(in: text)
        guard hasSeparator, words.count > 1, words.contains(where: { $0.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } })
        else { return nil }
        return words.enumerated().map { offset, word in
            if offset == 0 { return word.lowercased() }
            if initialisms.contains(word) { return word }
            return word.prefix(1) + word.dropFirst().lowercased()
        }.joined()
    }
}
