extension OpenAPITranslator {
    /// Gives the operations that take resource names (see `OperationNaming`) the name their path
    /// gives them in the group their path gives them (``ResourcePaths``): `GET /v1/customers/{customer}`
    /// is `retrieve` in `customers`, `GET /v1/charges/{charge}/refunds` is `list` in `charges.refunds`.
    /// Each group becomes a router of its own, nested under the group above it. An operation whose
    /// name would clash (with another operation's in its group, a group below it, or a member every
    /// router has) keeps its operationId's name, with a warning, and so do all the operations that
    /// would share that name, so that none depends on another's order. Documents without such
    /// operations keep their routers as they were.
    func nestResourceGroups() {
        guard routers.drafts.contains(where: { $0.resourceNamed.contains(true) }) else { return }
        var keyOfDraft: [Int: String] = [:]
        for (key, index) in routers.indexByKey { keyOfDraft[index] = key }
        var items: [(ordinal: Int, key: String, groups: [String]?, endpoint: Endpoint, verb: String?, resourceNamed: Bool)] = []
        for (index, draft) in routers.drafts.enumerated() {
            for (position, endpoint) in draft.endpoints.enumerated() {
                let name = draft.resourceNamed[position] ? routers.resourcePaths.name(method: endpoint.method, path: endpoint.path) : nil
                let groups = name?.groups ?? (draft.tag == nil ? draft.group.map { [$0] } : nil)
                let key = name.map { Self.groupKey($0.groups) } ?? keyOfDraft[index] ?? "default"
                items.append((draft.ordinals[position], key, groups, endpoint, name?.verb, draft.resourceNamed[position]))
            }
        }
        var drafts: [RouterDraft] = []
        var indexByKey: [String: Int] = [:]
        // The name each endpoint's path gives it, decided once every group is known.
        var verbs: [Int: [String?]] = [:]
        for item in items.sorted(by: { $0.ordinal < $1.ordinal }) {
            if indexByKey[item.key] == nil {
                var draft: RouterDraft
                if let old = routers.indexByKey[item.key] {
                    draft = routers[old]
                    (draft.endpoints, draft.resourceNamed, draft.ordinals) = ([], [], [])
                } else {
                    draft = RouterDraft(tag: nil, group: item.groups?.first, location: item.endpoint.location ?? entry.location(entry.root))
                }
                if draft.tag == nil, let groups = item.groups { draft.groupPath = groups }
                indexByKey[item.key] = drafts.count
                drafts.append(draft)
            }
            let index = indexByKey[item.key]!
            drafts[index].endpoints.append(item.endpoint)
            drafts[index].resourceNamed.append(item.resourceNamed)
            drafts[index].ordinals.append(item.ordinal)
            verbs[index, default: []].append(item.verb)
        }
        let groupPaths = Set(drafts.map(\.groupPath).filter { !$0.isEmpty }.flatMap { path in path.indices.map { Array(path[...$0]) } })
        for index in drafts.indices {
            let path = drafts[index].groupPath
            let below = Set(groupPaths.filter { $0.count == path.count + 1 && Array($0.dropLast()) == path && !path.isEmpty }
                .compactMap { $0.last.map(Self.groupAccessor) })
            drafts[index].endpoints = resourceNames(drafts[index].endpoints, verbs: verbs[index] ?? [], groupsBelow: below, group: path)
        }
        routers.replace(with: drafts, indexByKey: indexByKey)
    }

    /// The key of a nested group's router: `group:Checkout/Sessions`; a group of one word has the
    /// key of the router of that first path segment.
    static func groupKey(_ groups: [String]) -> String {
        "group:" + groups.map(SwiftName.upperCamel).joined(separator: "/")
    }

    /// The property of the group above that returns a group's calls: `sessions`, `paymentIntents`.
    static func groupAccessor(_ word: String) -> String {
        let name = SwiftName.member(word, fallback: "calls")
        return clientMembers.contains(name) ? name + "Calls" : name
    }

    /// Members of a typed-calls struct that a group can't be named after.
    static let clientMembers: Set<String> = ["client", "init"]

    /// Decides the names of one group's endpoints: each endpoint with a verb takes it unless that
    /// clashes, when it keeps the name its operationId gives it, with a warning.
    private func resourceNames(_ endpoints: [Endpoint], verbs: [String?], groupsBelow: Set<String>, group: [String]) -> [Endpoint] {
        let proposals = endpoints.indices.map { index in verbs[index].map { (verb: $0, today: endpoints[index].name) } }
        var verbUses: [String: [Int]] = [:]
        for (index, proposal) in proposals.enumerated() {
            if let proposal { verbUses[SpecNames.caseName(proposal.verb), default: []].append(index) }
        }
        let kept = Dictionary(
            proposals.indices.filter { proposals[$0] == nil }.map { (SpecNames.caseName(endpoints[$0].name), $0) },
            uniquingKeysWith: { first, _ in first })
        var result = endpoints
        var members = MemberNameSet(swiftName: SpecNames.caseName)
        for accessor in groupsBelow.sorted() { _ = members.claim(accessor) }
        for (index, endpoint) in endpoints.enumerated() {
            guard let proposal = proposals[index] else {
                result[index].name = claim(endpoint.name, for: endpoint, in: &members, group: group)
                continue
            }
            let verb = proposal.verb, swift = SpecNames.caseName(verb)
            var reason: String?
            if SwiftName.escaped(verb) != verb {
                reason = "'\(verb)' is a Swift keyword"
            } else if !SwiftName.isPlainIdentifier(verb) {
                reason = "'\(verb)' is not a Swift name as it is"
            } else if swift != verb || Self.clientMembers.contains(verb) {
                reason = "every router or typed-calls struct has a member '\(verb)'"
            } else if groupsBelow.contains(verb) {
                reason = "'\(verb)' names the group of calls under it"
            } else if let other = kept[swift] {
                reason = "\(Self.operationLabel(endpoints[other])) of the same group is named '\(verb)'"
            } else if let uses = verbUses[swift], uses.count > 1 {
                let others = uses.filter { $0 != index }.map { Self.operationLabel(endpoints[$0]) }
                reason = "'\(verb)' would also name \(others.joined(separator: ", ")) of the same group"
            }
            let name = reason == nil ? verb : proposal.today
            if let reason {
                diagnostics.warning(
                    "\(Self.operationLabel(endpoint)) keeps the name '\(SpecNames.caseName(proposal.today))' in "
                        + "\(Self.groupDescription(group)) rather than '\(verb)', because \(reason)",
                    at: endpoint.location)
            }
            result[index].name = claim(name, for: endpoint, in: &members, group: group)
        }
        return result
    }

    /// Claims a case name in a group, with a number and a warning when it is taken after all.
    private func claim(_ name: String, for endpoint: Endpoint, in members: inout MemberNameSet, group: [String]) -> String {
        let (claimed, displaced) = members.claim(name)
        if let displaced {
            diagnostics.warning(
                "\(Self.operationLabel(endpoint)) becomes the case '\(SpecNames.caseName(claimed))', because "
                    + "'\(displaced.swiftName)' is taken in \(Self.groupDescription(group))", at: endpoint.location)
        }
        return claimed
    }

    /// For messages: "operation 'GetCustomers'", "operation 'GET /pets'".
    static func operationLabel(_ endpoint: Endpoint) -> String {
        "operation '\(endpoint.operationId ?? "\(endpoint.method) \(endpoint.path)")'"
    }

    /// For messages: "the group 'checkout/sessions'".
    static func groupDescription(_ group: [String]) -> String {
        group.isEmpty ? "its router" : "the group '\(group.joined(separator: "/"))'"
    }
}
