extension OpenAPITranslator {
    /// Drops the router's tag from the case names that start with it: in `ReposRouter`,
    /// `repos/get` becomes `get` and `repos/create-in-org` becomes `createInOrg`. A case keeps the
    /// tag when the short name would be the same as another case's name, short or full, a member
    /// every router or typed-calls struct has (`path`, `body`, `client`), or a Swift keyword
    /// (`repos/import` stays `reposImport`). Type names made from the operation keep the whole
    /// name (`ReposCreateInOrgRequest`), since types share one namespace.
    func shortenCaseNames() {
        for index in routers.indices {
            let draft = routers[index]
            guard let base = draft.tag ?? draft.group else { continue }
            let prefix = SwiftName.lowerCamel(base)
            let full = draft.endpoints.map(\.name)
            let short = full.map { Self.name($0, dropping: prefix) }
            var uses: [String: Int] = [:]
            for name in full { uses[SpecNames.caseName(name), default: 0] += 1 }
            for name in short.compactMap({ $0 }) { uses[SpecNames.caseName(name), default: 0] += 1 }
            for (position, candidate) in short.enumerated() {
                guard let candidate, uses[SpecNames.caseName(candidate)] == 1 else { continue }
                routers[index].endpoints[position].name = candidate
            }
        }
    }

    /// `reposGetContent` without `repos` → `getContent`; `nil` when the name doesn't start with
    /// the whole prefix, or when what is left can't stand on its own as a case.
    static func name(_ name: String, dropping prefix: String) -> String? {
        guard !prefix.isEmpty, name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        // `repos` + `Get`, not `repo` + `sGet`; `v1` + `2` isn't a word boundary either.
        guard let first = rest.unicodeScalars.first, first.properties.isUppercase else { return nil }
        let short = SwiftName.lowerCamel(String(rest))
        guard !short.isEmpty, SwiftName.isPlainIdentifier(short), SpecNames.caseName(short) == short,
              !keptMembers.contains(short) else { return nil }
        return short
    }

    /// Members of the typed-calls struct and of `APIClient`'s calls that a function can't share a name with.
    private static let keptMembers: Set<String> = ["client", "init"]
}
