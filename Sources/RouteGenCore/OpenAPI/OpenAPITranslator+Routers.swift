extension OpenAPITranslator {
    /// Names each router `<Tag>Router` (`<Segment>Router` without a tag, `DefaultRouter` without a
    /// tag or a meaningful path segment; `<Words>Router` for a nested group, `CheckoutSessionsRouter`)
    /// once all models are named, making sure its typed-calls struct and client property are free
    /// too. Nested groups are listed in `spec.clientGroups`, with a struct of their own for a group
    /// that has only groups below it (`CheckoutClient`).
    func nameRouters(_ spec: inout APISpec) {
        var accessors: Set<String> = []
        var named: [Router] = []
        var clientOfGroup: [[String]: String] = [:]
        for draft in routers.drafts {
            let words = draft.groupPath
            let base = words.isEmpty ? SwiftName.upperCamel(draft.tag ?? draft.group ?? "Default") : Self.groupTypeBase(words)
            var number = 1
            var chosen: (type: String, client: String, accessor: String)?
            var firstChoice: String?
            while chosen == nil {
                let type = SwiftName.type((number == 1 ? base : base + String(number)) + "Router")
                if firstChoice == nil { firstChoice = type }
                number += 1
                guard models.typeNames.isFree(type) else { continue }
                let preferred = SpecNames.clientBase(ofRouterType: type) + "Client"
                // The validator's naming falls back to `<Type>Client` when a model or a type the code
                // uses holds the short name; any other holder would clash.
                let heldByModel = models.typeNames.owner(of: preferred).map { _ in
                    models.slot(named: preferred) != nil || SpecNames.reservedTypes.contains(preferred)
                        || SpecNames.runtimeTypes.contains(preferred)
                }
                let client: String
                switch heldByModel {
                case nil: client = preferred
                case true?: client = type + "Client"
                case false?: continue
                }
                guard models.typeNames.isFree(client) else { continue }
                let accessor = words.count > 1 ? Self.groupAccessor(words[words.count - 1]) : SpecNames.clientAccessor(ofRouterType: type)
                guard words.count > 1 || !accessors.contains(accessor) else { continue }
                chosen = (type, client, accessor)
            }
            guard let chosen else { continue }
            let what = "the router of " + draft.operationsDescription
            if let firstChoice, firstChoice != chosen.type {
                let holder = models.typeNames.owner(of: firstChoice).map { "is taken by \($0)" } ?? "would clash with another router's calls"
                diagnostics.warning("\(what) is named '\(chosen.type)', because '\(firstChoice)' \(holder)", at: draft.location)
            }
            models.typeNames.reserve(chosen.type, owner: what)
            models.typeNames.reserve(chosen.client, owner: "the typed calls of \(what)")
            if words.count <= 1 { accessors.insert(chosen.accessor) }
            let description = draft.tag.flatMap(tagDocumentation)
            named.append(Router(name: chosen.type, description: description, endpoints: draft.endpoints, location: draft.location))
            if !words.isEmpty {
                clientOfGroup[words] = chosen.client
                let prefix = draft.endpoints.first.map { Self.pathPrefix(of: $0.path, words: words.count) } ?? "/"
                spec.clientGroups.append(ClientGroup(
                    typeName: chosen.client, parent: nil, accessor: chosen.accessor, router: chosen.type, path: words,
                    pathPrefix: prefix))
            }
        }
        addGroupsOfGroups(&clientOfGroup, accessors: &accessors, in: &spec)
        spec.routers = named
    }

    /// The start of `path` up to its `words`-th word, meaningless segments aside:
    /// `/v1/charges/{charge}/refunds/{refund}` and 2 give `/v1/charges/{charge}/refunds`.
    static func pathPrefix(of path: String, words: Int) -> String {
        var kept: [Substring] = []
        var count = 0
        for segment in path.split(separator: "/") where count < words {
            kept.append(segment)
            if !segment.contains("{"), !isMeaningless(segment: String(segment)) { count += 1 }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// `CheckoutSessions` for the group `checkout`, `sessions`.
    static func groupTypeBase(_ words: [String]) -> String {
        words.map(SwiftName.upperCamel).joined()
    }

    /// Adds a struct for each group that has only groups below it (`CheckoutClient` for
    /// `client.checkout.sessions`), and links every group to the one above it.
    private func addGroupsOfGroups(_ clientOfGroup: inout [[String]: String], accessors: inout Set<String>, in spec: inout APISpec) {
        let paths = spec.clientGroups.map { ($0.path, $0.pathPrefix) }
        for (path, pathPrefix) in paths {
            for count in 1..<max(1, path.count) where clientOfGroup[Array(path.prefix(count))] == nil {
                let words = Array(path.prefix(count))
                var number = 1
                var type: String
                repeat {
                    type = SwiftName.type(Self.groupTypeBase(words) + (number == 1 ? "" : String(number)) + "Client")
                    number += 1
                } while !models.typeNames.isFree(type)
                var accessor = count > 1 ? Self.groupAccessor(words[count - 1])
                    : SpecNames.clientAccessor(ofRouterType: SwiftName.type(Self.groupTypeBase(words) + "Router"))
                if count == 1 {
                    while accessors.contains(accessor) { accessor += "Calls" }
                    accessors.insert(accessor)
                }
                models.typeNames.reserve(type, owner: "the groups of calls under '/\(words.joined(separator: "/"))'")
                clientOfGroup[words] = type
                spec.clientGroups.append(ClientGroup(
                    typeName: type, parent: nil, accessor: accessor, router: nil, path: words,
                    pathPrefix: Self.pathPrefix(of: pathPrefix, words: count)))
            }
        }
        for index in spec.clientGroups.indices where spec.clientGroups[index].path.count > 1 {
            spec.clientGroups[index].parent = clientOfGroup[Array(spec.clientGroups[index].path.dropLast())]
        }
    }
}
