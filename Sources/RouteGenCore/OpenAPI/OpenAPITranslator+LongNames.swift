extension OpenAPITranslator {
    /// The longest name an inline schema's type gets from its owners' names. Stripe nests
    /// schemas ten deep, which would give names of 150 characters.
    static let inlineNameLimit = 80
    /// The length a name over ``inlineNameLimit`` is cut down to.
    static let shortenedNameLength = 64

    /// `base` when it fits in ``inlineNameLimit``; otherwise the operation's body name it starts
    /// with (or its first two words) and as many of its last words as fit in
    /// ``shortenedNameLength`` (at least one), so that the name still says where it comes from and
    /// what it is:
    /// `UpdateRepoRequestSecurityAndAnalysisSettingsForEverythingAdvancedSecurityConfigurationOptions`
    /// (93 characters) becomes `UpdateRepoRequestEverythingAdvancedSecurityConfigurationOptions`. When
    /// that name is taken, words come back from the middle until one is free.
    func shortenedBase(_ base: String) -> String {
        // A request or response body keeps its operation's name whole.
        guard base.count > Self.inlineNameLimit, !base.hasSuffix("Request"), !base.hasSuffix("Response") else { return base }
        let words = Self.camelWords(base)
        guard words.count > 3 else { return base }
        // The operation's body (`PostCustomersRequest`) is kept whole, so that two operations'
        // parts don't meet under one name; without one, the first two words.
        let bodyEnd = words.firstIndex { $0 == "Request" || $0 == "Response" }
        let headCount = bodyEnd.map { $0 + 1 }.flatMap { words.prefix($0).joined().count <= Self.shortenedNameLength ? $0 : nil } ?? 2
        guard words.count > headCount + 1 else { return base }
        let head = words.prefix(headCount).joined()
        var tailCount = 1
        var length = head.count + words[words.count - 1].count
        while tailCount < words.count - headCount - 1, length + words[words.count - 1 - tailCount].count <= Self.shortenedNameLength {
            length += words[words.count - 1 - tailCount].count
            tailCount += 1
        }
        for count in tailCount..<(words.count - headCount) {
            let name = head + words.suffix(count).joined()
            if models.typeNames.isFree(TypeNameRegistry.candidate(name, 1)) { return name }
        }
        return base
    }
}
