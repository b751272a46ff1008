extension OpenAPITranslator {
    /// Names each router `<Tag>Router` (`<Segment>Router` without a tag, `DefaultRouter` without a
    /// tag or a meaningful path segment) once all models are named,
    /// making sure its typed-calls struct and client property are free too.
    func nameRouters() -> [Router] {
        var accessors: Set<String> = []
        var routers: [Router] = []
        for draft in routerDrafts {
            let base = SwiftName.upperCamel(draft.tag ?? draft.group ?? "Default")
            var number = 1
            var chosen: (type: String, client: String, accessor: String)?
            var firstChoice: String?
            while chosen == nil {
                let type = SwiftName.type((number == 1 ? base : base + String(number)) + "Router")
                if firstChoice == nil { firstChoice = type }
                number += 1
                guard typeNames.isFree(type) else { continue }
                let preferred = SpecNames.clientBase(ofRouterType: type) + "Client"
                // The validator's naming falls back to `<Type>Client` when a model or a type the code
                // uses holds the short name; any other holder would clash.
                let heldByModel = typeNames.owner(of: preferred).map { _ in
                    modelIndexByName[preferred] != nil || SpecNames.reservedTypes.contains(preferred)
                        || SpecNames.runtimeTypes.contains(preferred)
                }
                let client: String
                switch heldByModel {
                case nil: client = preferred
                case true?: client = type + "Client"
                case false?: continue
                }
                guard typeNames.isFree(client) else { continue }
                let accessor = SpecNames.clientAccessor(ofRouterType: type)
                guard !accessors.contains(accessor) else { continue }
                chosen = (type, client, accessor)
            }
            guard let chosen else { continue }
            let what = "the router of " + draft.operationsDescription
            if let firstChoice, firstChoice != chosen.type {
                let holder = typeNames.owner(of: firstChoice).map { "is taken by \($0)" } ?? "would clash with another router's calls"
                diagnostics.warning("\(what) is named '\(chosen.type)', because '\(firstChoice)' \(holder)", at: draft.location)
            }
            typeNames.reserve(chosen.type, owner: what)
            typeNames.reserve(chosen.client, owner: "the typed calls of \(what)")
            accessors.insert(chosen.accessor)
            let description = draft.tag.flatMap(tagDocumentation)
            routers.append(Router(name: chosen.type, description: description, endpoints: draft.endpoints, location: draft.location))
        }
        return routers
    }
}
