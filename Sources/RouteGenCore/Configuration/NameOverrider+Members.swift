extension NameOverrider {
    // MARK: Operations

    /// `names.operations`: keyed by operationId, or by the endpoint name as written in a routegen
    /// spec, or by the method and path (`GET /pets/{petId}`), which an OpenAPI operation without an
    /// operationId is keyed by (or by the name routegen gave it before resource names,
    /// `getPetsByPetId`); the router case and the typed-call function take the new name.
    mutating func renameOperations() {
        for override in configuration.names.operations {
            let key = override.from.value, new = override.to.value
            var found = false
            for router in spec.routers.indices {
                let groupsBelow = Self.groupsBelow(spec.routers[router], in: spec)
                for index in spec.routers[router].endpoints.indices {
                    let endpoint = spec.routers[router].endpoints[index]
                    guard Self.keys(of: endpoint).contains(key) else { continue }
                    found = true
                    if let problem = OverrideSpelling.nameProblem(new, kind: "case", spelled: SpecNames.caseName)
                        ?? (new == "client" ? "'client' is the name of every typed-calls struct's client; choose another name" : nil) {
                        diagnostics.error(problem, at: override.to.location)
                        continue
                    }
                    if groupsBelow.contains(new) {
                        diagnostics.error("'\(new)' is already the group of calls under the calls of '\(spec.routers[router].name)'; "
                                          + "choose another name", at: override.to.location)
                        continue
                    }
                    let others = spec.routers[router].endpoints.enumerated().filter { $0.offset != index }
                    if let other = others.first(where: { SpecNames.caseName($0.element.name) == new })?.element {
                        let owner = other.operationId.map { "operation '\($0)'" } ?? "endpoint '\(other.name)'"
                        diagnostics.error("'\(new)' is already the case of \(owner) in '\(spec.routers[router].name)'; choose another name",
                                          at: override.to.location)
                        continue
                    }
                    // The filter runs later and matches endpoints by their name in the document.
                    if endpoint.operationId == nil { spec.routers[router].endpoints[index].operationId = endpoint.name }
                    spec.routers[router].endpoints[index].name = new
                }
            }
            if !found {
                let candidates = spec.routers.flatMap { $0.endpoints.map { $0.operationId ?? "\($0.method) \($0.path)" } }
                warnUnmatched(override.from, option: "names.operations", noun: "operation", candidates: candidates)
            }
        }
    }

    /// What `names.operations` may call an endpoint: its operationId (or name as written), its
    /// method and path, and for an operation without an operationId the name routegen used to give it.
    static func keys(of endpoint: Endpoint) -> Set<String> {
        var keys: Set<String> = [endpoint.operationId ?? endpoint.name, "\(endpoint.method) \(endpoint.path)"]
        if endpoint.operationId == nil { keys.insert(OpenAPITranslator.derivedName(method: endpoint.method, path: endpoint.path)) }
        return keys
    }

    /// The properties of the groups nested under a router's calls (`refunds` under `client.charges`).
    static func groupsBelow(_ router: Router, in spec: APISpec) -> Set<String> {
        guard let group = spec.clientGroups.first(where: { $0.router == router.name }) else { return [] }
        return Set(spec.clientGroups.filter { $0.parent == group.typeName }.map(\.accessor))
    }

    // MARK: Properties and cases

    /// `names.properties`: `key` renames that property in every schema, `schema.key` in one. The key
    /// is the property's key on the wire, or its name as written in a routegen spec. The wire name
    /// stays, so the coding key still reads and writes the document's key.
    mutating func renameProperties() {
        for override in configuration.names.properties {
            let (scope, key) = scoped(override.from.value)
            var found = false
            for index in spec.models.indices where scope == nil || spec.models[index].name == scope {
                guard case var .object(properties) = spec.models[index].kind,
                      let position = properties.firstIndex(where: { $0.wireName == key })
                        ?? properties.firstIndex(where: { $0.name == key }) else { continue }
                found = true
                let new = override.to.value
                if let problem = OverrideSpelling.nameProblem(new, kind: "property", spelled: SpecNames.propertyName) {
                    diagnostics.error(problem, at: override.to.location)
                    break
                }
                if let other = properties.enumerated().first(where: { $0.offset != position && SpecNames.propertyName($0.element.name) == new })?.element {
                    diagnostics.error("'\(new)' is already the property for '\(other.wireName)' in '\(spec.models[index].name)'; "
                                      + "choose another name", at: override.to.location)
                    continue
                }
                properties[position].name = new
                spec.models[index].kind = .object(properties: properties)
            }
            if !found {
                let candidates = spec.models.flatMap { model -> [String] in
                    guard case let .object(properties) = model.kind else { return [] }
                    return properties.map(\.wireName) + properties.map { "\(model.name).\($0.wireName)" }
                }
                warnUnmatched(override.from, option: "names.properties", noun: "property", candidates: candidates)
            }
        }
    }

    /// `names.cases`: `VALUE` renames that enum value's case in every enum, `schema.VALUE` in one.
    mutating func renameCases() {
        for override in configuration.names.cases {
            let (scope, key) = scoped(override.from.value)
            var found = false
            for index in spec.models.indices where scope == nil || spec.models[index].name == scope {
                let model = spec.models[index]
                var names: [(value: String, name: String)]
                switch model.kind {
                case let .stringEnum(cases): names = cases.map { ($0.value, $0.name) }
                case let .integerEnum(cases): names = cases.map { (String($0.value), $0.name) }
                default: continue
                }
                guard let position = names.firstIndex(where: { $0.value == key }) else { continue }
                found = true
                let new = override.to.value
                let spelled = { (text: String) in SpecNames.enumMembers.contains(text) ? text + "_" : SwiftName.member(text) }
                if let problem = OverrideSpelling.nameProblem(new, kind: "case", spelled: spelled) {
                    diagnostics.error(problem, at: override.to.location)
                    break
                }
                let taken = names.filter { $0.value != key }.map { spelled($0.name) }
                if taken.contains(new) {
                    diagnostics.error("'\(new)' is already a case of '\(model.name)'; choose another name", at: override.to.location)
                    continue
                }
                names[position].name = new
                spec.models[index].kind = switch model.kind {
                case let .stringEnum(cases): .stringEnum(cases: zip(cases, names).map { var item = $0; item.name = $1.name; return item })
                case let .integerEnum(cases): .integerEnum(cases: zip(cases, names).map { var item = $0; item.name = $1.name; return item })
                default: model.kind
                }
            }
            if !found {
                let candidates = spec.models.flatMap { model -> [String] in
                    let values: [String] = switch model.kind {
                    case let .stringEnum(cases): cases.map(\.value)
                    case let .integerEnum(cases): cases.map { String($0.value) }
                    default: []
                    }
                    return values + values.map { "\(model.name).\($0)" }
                }
                warnUnmatched(override.from, option: "names.cases", noun: "enum value", candidates: candidates)
            }
        }
    }

    /// `schema.key` → the model of `schema` and `key`; a key without a known schema before its
    /// first dot is unscoped, so keys with dots of their own still work.
    private func scoped(_ text: String) -> (model: String?, key: String) {
        var index = text.firstIndex(of: ".")
        while let dot = index {
            if let model = modelName(for: String(text[..<dot])) { return (model, String(text[text.index(after: dot)...])) }
            index = text[text.index(after: dot)...].firstIndex(of: ".")
        }
        return (nil, text)
    }
}
