extension OpenAPITranslator {
    /// The prefix of the support types, from `info.title`: its words without versions and words
    /// that every web API could use (`REST`, `API`, `HTTP`, `OpenAPI`), so that
    /// `GitHub v3 REST API` gives `GitHub` and `Stripe API` gives `Stripe`. `API` when no word is left.
    static func prefix(fromTitle title: String) -> String {
        let kept = SwiftName.words(in: title).filter { word in
            !isMeaningless(segment: word) && !genericTitleWords.contains(word.lowercased())
        }
        let name = SwiftName.upperCamel(kept.joined(separator: " "))
        return name.isEmpty ? "API" : SwiftName.type(name, fallback: "API")
    }

    /// Words of a title that say nothing about which API it is.
    private static let genericTitleWords: Set<String> = ["api", "apis", "rest", "restful", "http", "openapi"]
}
