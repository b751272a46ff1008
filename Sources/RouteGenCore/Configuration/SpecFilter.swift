/// Applies the configuration's `filter` to a spec that is read, named and checked: keeps the
/// operations that match an entry, the models they reach and the schemas listed, and drops the rest.
///
/// Names are chosen before filtering, and the types left out still count as taken, so a kept
/// operation or model has the same Swift name with and without the filter.
enum SpecFilter {
    /// The filtered spec, and a warning for each entry that matches nothing. `routersAreTags` is
    /// `true` for routegen specs, whose router names stand for tags and endpoint names for operationIds.
    static func apply(
        _ filter: OperationFilter, to spec: APISpec, routersAreTags: Bool
    ) -> (spec: APISpec, diagnostics: Diagnostics) {
        guard !filter.isEmpty else { return (spec, Diagnostics()) }
        var diagnostics = Diagnostics()
        let patterns = filter.paths.map { PathPattern($0.value) }
        var matchedTags: Set<String> = [], matchedPaths: Set<Int> = [], matchedOperations: Set<String> = []
        var filtered = spec
        filtered.routers = []
        var omitted: Set<String> = spec.omittedTypeNames
        var roots: [TypeReference] = []
        for router in spec.routers {
            var kept = router
            kept.endpoints = router.endpoints.filter { endpoint in
                let tags = routersAreTags ? [router.name] : endpoint.tags
                let operation = routersAreTags ? endpoint.operationId ?? endpoint.name : endpoint.operationId
                let tagHits = filter.tags.map(\.value).filter(tags.contains)
                let pathHits = patterns.indices.filter { patterns[$0].matches(endpoint.path) }
                let operationHit = operation.flatMap { name in filter.operations.contains { $0.value == name } ? name : nil }
                matchedTags.formUnion(tagHits)
                matchedPaths.formUnion(pathHits)
                if let operationHit { matchedOperations.insert(operationHit) }
                return !tagHits.isEmpty || !pathHits.isEmpty || operationHit != nil
            }
            if kept.endpoints.isEmpty {
                omitted.insert(router.name)
                continue
            }
            roots += kept.endpoints.flatMap(\.mentionedTypes)
            filtered.routers.append(kept)
        }

        filtered.clientGroups = keptGroups(spec.clientGroups, routers: Set(filtered.routers.map(\.name)))
        let keptGroupTypes = Set(filtered.clientGroups.map(\.typeName))
        omitted.formUnion(spec.clientGroups.map(\.typeName).filter { !keptGroupTypes.contains($0) })

        let documentNames = documentNamesOfModels(spec)
        for entry in filter.schemas {
            let name = spec.schemaNames[entry.value] ?? entry.value
            if documentNames[name] != nil { roots.append(.named(name)) }
        }
        if let envelope = spec.envelope { roots.append(.named(envelope.model)) }
        let modelsByName = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let reached = OpenAPITranslator.modelsReached(from: roots, lookup: { modelsByName[$0] })
        filtered.models = spec.models.filter { reached.contains($0.name) }
        filtered.omittedModels = spec.omittedModels + spec.models.filter { !reached.contains($0.name) }
        omitted.formUnion(filtered.omittedModels.map(\.name))
        filtered.omittedTypeNames = omitted

        let allTags = routersAreTags ? spec.routers.map(\.name) : uniqued(spec.routers.flatMap { $0.endpoints.flatMap(\.tags) })
        let allOperations = spec.routers.flatMap(\.endpoints).compactMap { routersAreTags ? $0.operationId ?? $0.name : $0.operationId }
        let allPaths = uniqued(spec.routers.flatMap { $0.endpoints.map(\.path) })
        let (tag, operation) = routersAreTags ? ("router", "endpoint") : ("tag", "operationId")
        for entry in filter.tags where !matchedTags.contains(entry.value) {
            warnUnmatched(entry, "no operation has the \(tag) '\(entry.value)'", candidates: allTags, into: &diagnostics)
        }
        for (index, entry) in filter.paths.enumerated() where !matchedPaths.contains(index) {
            warnUnmatched(entry, "no operation's path matches '\(entry.value)'", candidates: allPaths, into: &diagnostics)
        }
        for entry in filter.operations where !matchedOperations.contains(entry.value) {
            warnUnmatched(entry, "no operation has the \(operation) '\(entry.value)'", candidates: allOperations, into: &diagnostics)
        }
        for entry in filter.schemas where documentNames[spec.schemaNames[entry.value] ?? entry.value] == nil {
            warnUnmatched(entry, "no schema is named '\(entry.value)'", candidates: Array(documentNames.values), into: &diagnostics)
        }
        let selects = !(filter.tags.isEmpty && filter.paths.isEmpty && filter.operations.isEmpty)
        if selects, filtered.routers.isEmpty {
            let first = (filter.tags + filter.paths + filter.operations).first { $0.location != nil }
            diagnostics.warning("the filter selects no operation, so no calls are generated; check the entries of 'tags', "
                                + "'paths' and 'operations'", at: first?.location)
        }
        return (filtered, diagnostics)
    }

    /// The nested groups of calls that hold a kept router or a group that does, with the same
    /// names: a group whose router is left out but that has kept groups below it keeps its struct,
    /// without calls (`client.charges.refunds` with no call of `client.charges` kept).
    static func keptGroups(_ groups: [ClientGroup], routers: Set<String>) -> [ClientGroup] {
        let byType = Dictionary(groups.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        var needed: Set<String> = []
        for group in groups where group.router.map(routers.contains) == true {
            var current: ClientGroup? = group
            while let next = current, needed.insert(next.typeName).inserted { current = next.parent.flatMap { byType[$0] } }
        }
        return groups.filter { needed.contains($0.typeName) }.map { group in
            var group = group
            if let router = group.router, !routers.contains(router) { group.router = nil }
            return group
        }
    }

    /// Each model's name in the document (`simple-user`), by its Swift model name.
    private static func documentNamesOfModels(_ spec: APISpec) -> [String: String] {
        var names = Dictionary(spec.models.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first })
        for (written, model) in spec.schemaNames where names[model] != nil { names[model] = written }
        return names
    }

    private static func warnUnmatched(
        _ entry: Located<String>, _ problem: String, candidates: [String], into diagnostics: inout Diagnostics
    ) {
        var message = "filter: \(problem); the entry selects nothing"
        if let suggestion = Suggestions.closest(to: entry.value, in: candidates.sorted()) {
            message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.warning(message, at: entry.location)
    }

    private static func uniqued(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
