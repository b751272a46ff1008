extension OpenAPITranslator {
    /// How identical inline `copies` merge: groups of indices into `copies`, each with the name
    /// of its one type. A name must be true of every copy it stands for, so that no use is typed
    /// after another one's meaning. All copies merge when such a name exists (``trueName(_:)``).
    /// Else copies whose names end in different words are told apart by that word and merge
    /// within their group (Stripe's Kanji addresses and Kana addresses); a copy alone in its group
    /// keeps its own name. Copies that still share no true name but their last words: bodies stay
    /// apart, since a body named after another operation is false of this one; parts of schemas
    /// take the shortest of their names, the last resort.
    func mergedGroups(_ copies: [Model]) -> [(name: String, members: [Int])] {
        if let name = trueName(copies) { return [(name, Array(copies.indices))] }
        var byWord: [String: [Int]] = [:]
        for index in copies.indices { byWord[Self.lastThingWord(copies[index].name), default: []].append(index) }
        guard byWord.count > 1 else {
            if Self.isBodyName(copies[0].name) { return [] }
            let names = copies.map(\.name)
            let shortest = names.indices.min { (names[$0].count, names[$0]) < (names[$1].count, names[$1]) } ?? 0
            return [(names[shortest], Array(copies.indices))]
        }
        return byWord.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.flatMap { members in
            mergedGroups(members.map { copies[$0] }).map { group in (group.name, group.members.map { members[$0] }) }
        }
    }

    /// The name of one type standing for identical inline `copies` that is true of all of them,
    /// the first free of: a name from the shape (`EmptyString` for the enum of the one value
    /// `""`, `ListObject` for the one value `list` of copies named `…Object`, `CreatedRange` for
    /// an object of `gt`, `gte`, `lt`, `lte` named `…Created`); the words all the copies' names end
    /// with (`MergeCommitTitle`), or that whole ending when a copy is named just that
    /// (`Direction`); for one of several types, their names (`StringOrEmptyString`); the words all
    /// the names start and end with (`TeamsCreateDiscussion` + `Request`). A copy's own name counts
    /// as free. Nil when none fits.
    func trueName(_ copies: [Model]) -> String? {
        let names = copies.map(\.name)
        let suffix = Self.commonWordSuffix(names)
        var candidates: [String] = []
        if case let .stringEnum(cases) = copies[0].kind, cases.count == 1 {
            let value = SwiftName.upperCamel(cases[0].value)
            if value.isEmpty, cases[0].value.isEmpty { candidates.append("EmptyString") }
            if !value.isEmpty, let last = suffix.last, !value.hasSuffix(last) { candidates.append(value + last) }
        }
        if let name = Self.rangeName(copies[0], suffix: suffix) { candidates.append(name) }
        if let name = Self.nameFromSuffix(suffix) { candidates.append(name) }
        if !suffix.isEmpty, names.contains(suffix.joined()) { candidates.append(suffix.joined()) }
        if case let .oneOf(oneOf) = copies[0].kind {
            // Only from plain names: `GetFilesCreatedOption1OrInt` says nothing.
            let name = oneOf.variants.map { Self.variantName($0.type) }.joined(separator: "Or")
            if name.count <= 40, !name.contains(where: \.isNumber) { candidates.append(name) }
        }
        if let name = Self.nameFromEnds(names, suffix: suffix) { candidates.append(name) }
        for candidate in candidates {
            let name = SwiftName.type(candidate, fallback: "Model")
            if typeNames.isFree(name) || names.contains(name), !SpecNames.shadowingTypes.contains(name) {
                typeNames.reserve(name, owner: "the type of \(copies.count) identical schemas")
                return name
            }
        }
        return nil
    }

    /// The comparison operators of a range filter (Stripe's `created`: `gt`, `gte`, `lt`, `lte`).
    private static let rangeKeys: Set<String> = ["gt", "gte", "lt", "lte"]

    /// `<Thing>Range` for an object of range operators only, after the thing all the copies'
    /// names end with (`…CreatedObject` gives `CreatedRange`); `RangeFilter` when they share none.
    static func rangeName(_ model: Model, suffix: [String]) -> String? {
        guard case let .object(properties) = model.kind, !properties.isEmpty,
              properties.allSatisfy({ rangeKeys.contains($0.wireName) }) else { return nil }
        // Words before a `Request` or `Response` belong to operations' names.
        let afterBodies = suffix.lastIndex { $0 == "Request" || $0 == "Response" }.map { suffix[($0 + 1)...] } ?? suffix[...]
        let thing = afterBodies.filter { !roleWords.contains($0) && $0 != "Object" }
        guard !thing.contains(where: { $0.first?.isNumber ?? true }) else { return nil }
        return thing.isEmpty ? "RangeFilter" : thing.joined() + "Range"
    }

    /// Little words that don't end a name: `ActionsListSelfHostedRunnersFor…` names the operations
    /// `ActionsListSelfHostedRunners`.
    private static let linkWords: Set<String> = ["For", "In", "Of", "To", "By", "With", "And", "Or", "From", "On", "At"]

    /// HTTP methods, which begin the names of operations without an `operationId`.
    private static let methodWords: Set<String> = ["Get", "Put", "Post", "Delete", "Patch", "Head", "Options", "Trace"]

    /// The words all `names` start with (without the little words at their end; two or more, or
    /// one before two words of a thing) and those they all end with, when what differs between
    /// them is a qualifier: one word, or words after a little word
    /// (`TeamsCreateDiscussionInOrgRequest` and `TeamsCreateDiscussionLegacyRequest` give
    /// `TeamsCreateDiscussionRequest`; `ReposAddAppAccessRestrictionsRequest` and
    /// `ReposSetAppAccessRestrictionsRequest` give `ReposAppAccessRestrictionsRequest`). Nil with a
    /// number in it.
    static func nameFromEnds(_ names: [String], suffix: [String]) -> String? {
        let words = names.map(camelWords)
        var prefix = words[0]
        for other in words.dropFirst() {
            prefix = Array(zip(prefix, other).prefix { $0 == $1 }.map(\.0))
        }
        // The prefix and suffix of the shortest name mustn't overlap.
        let shortest = words.map(\.count).min() ?? 0
        prefix = Array(prefix.prefix(max(0, shortest - suffix.count)))
        while let last = prefix.last, linkWords.contains(last) { prefix.removeLast() }
        let name = prefix + suffix
        guard !suffix.isEmpty, !name.contains(where: { $0.first?.isNumber ?? true }) else { return nil }
        // One word at the start is enough before a shared thing of two words or more
        // (`Repos` + `AppAccessRestrictionsRequest`), unless it is a method (`Post`).
        let thingWords = suffix.prefix { !roleWords.contains($0) }.count
        guard prefix.count >= 2 || (prefix.count == 1 && thingWords >= 2 && !methodWords.contains(prefix[0])) else { return nil }
        // What is left out must be a qualifier (`InOrg`, `ForRepo`, `Legacy`), not what the thing is
        // (`ArtifactsForRepo` next to `WorkflowRunArtifacts`).
        for nameWords in words {
            let middle = nameWords.dropFirst(prefix.count).dropLast(suffix.count)
            guard middle.count <= 1 || linkWords.contains(middle.first ?? "") else { return nil }
        }
        return name.joined()
    }

    /// Words at the end of a name that say where a thing is, not what it is.
    private static let placeWords: Set<String> = ["Request", "Response", "Option", "Item", "Value", "Object"]

    /// The last word of a name that says what the thing is, past place words and numbers
    /// (`AddressKanji` gives `Kanji`, `LabelsItem` gives `Labels`, `PetListOwner2` gives `Owner`).
    static func lastThingWord(_ name: String) -> String {
        let words = camelWords(name)
        return words.last { !placeWords.contains($0) && $0.first?.isNumber == false } ?? words.last ?? name
    }

    /// Words that name a role rather than a thing; a shared suffix that starts with one, or
    /// that says little else, doesn't name the merged type.
    static let roleWords: Set<String> = ["Request", "Response", "Option", "Item", "Items", "Value"]

    /// The shared suffix as a name, when it says what the thing is: two words or more after a
    /// `Request` or `Response` and the role words that follow (`RequestMergeCommitTitle` gives
    /// `MergeCommitTitle`), and no number (`Option2`, `Response422`). The last `Request` comes
    /// first; an earlier one when what follows the last is too short
    /// (`ProtectionRequestBypassPullRequestAllowances` gives `BypassPullRequestAllowances`).
    static func nameFromSuffix(_ suffix: [String]) -> String? {
        // Words before a `Request` or `Response` belong to operations' names.
        let bodyWords = suffix.indices.filter { suffix[$0] == "Request" || suffix[$0] == "Response" }
        let starts = bodyWords.isEmpty ? [suffix.startIndex] : bodyWords.reversed().map { $0 + 1 }
        for start in starts {
            let words = suffix[start...].drop { roleWords.contains($0) }
            guard !words.contains(where: { $0.first?.isNumber ?? true }) else { return nil }
            if words.filter({ !roleWords.contains($0) }).count >= 2 { return words.joined() }
        }
        return nil
    }

    /// The UpperCamel words every name ends with: `["Merge", "Commit", "Title"]`.
    static func commonWordSuffix(_ names: [String]) -> [String] {
        var suffix = Self.camelWords(names[0])
        for name in names.dropFirst() {
            let words = Self.camelWords(name)
            var count = 0
            while count < min(suffix.count, words.count), suffix[suffix.count - 1 - count] == words[words.count - 1 - count] {
                count += 1
            }
            suffix = Array(suffix.suffix(count))
        }
        return suffix
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
