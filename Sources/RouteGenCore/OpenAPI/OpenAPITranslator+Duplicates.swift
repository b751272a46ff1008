extension OpenAPITranslator {
    /// Inline schemas written out again and again (Stripe's `created` range filter, GitHub's
    /// merge-commit enums) become one type: models with the same shape, names and documentation
    /// aside, are merged, so values pass between their uses. A named component keeps its name and
    /// takes in the inline copies of itself; inline copies alone take a name from their shape or
    /// their names (see ``mergedGroups(_:)``). Merging copies can make their owners identical in turn, so the
    /// pass repeats until nothing changes.
    func mergeDuplicateInlineModels() {
        while true {
            var groups: [Model: [Int]] = [:]
            for (index, model) in spec.models.enumerated() where model.genericParameters.isEmpty {
                groups[Self.shape(of: model), default: []].append(index)
            }
            var renames: [String: String] = [:]
            var removed: Set<Int> = []
            // In the order of the models, so that names are handed out the same way every time.
            for indices in groups.values.filter({ $0.count > 1 }).sorted(by: { $0[0] < $1[0] }) {
                let inline = indices.filter { inlineModels.contains(spec.models[$0].name) }
                guard !inline.isEmpty else { continue }
                if let keeper = indices.first(where: { !inlineModels.contains(spec.models[$0].name) }) {
                    for index in inline { renames[spec.models[index].name] = spec.models[keeper].name }
                    removed.formUnion(inline)
                    continue
                }
                // A body is named after its operation, which says nothing about a part of another
                // schema, and the other way round: bodies merge with bodies, parts with parts.
                let bodies = inline.filter { Self.isBodyName(spec.models[$0].name) }
                for copies in [bodies, inline.filter { !Self.isBodyName(spec.models[$0].name) }] where copies.count > 1 {
                    for group in mergedGroups(copies.map { spec.models[$0] }) {
                        let members = group.members.map { copies[$0] }
                        for index in members where spec.models[index].name != group.name {
                            renames[spec.models[index].name] = group.name
                        }
                        spec.models[members[0]].name = group.name
                        inlineModels.insert(group.name)
                        removed.formUnion(members.dropFirst())
                    }
                }
            }
            if removed.isEmpty { return }
            var mergedPlaces: [String: [String]] = [:]
            for index in removed.sorted() {
                let name = spec.models[index].name
                mergedPlaces[renames[name] ?? name, default: []] += spec.models[index].places
            }
            spec.models = spec.models.indices.filter { !removed.contains($0) }.map { spec.models[$0].renamingTypes(renames) }
            for index in spec.models.indices {
                if let places = mergedPlaces[spec.models[index].name] { spec.models[index].places += places }
            }
            spec.routers = spec.routers.map { $0.renamingTypes(renames) }
        }
    }

    /// Whether an inline model is a request or response body: `ReposUpdateRequest`,
    /// `ReposGetResponse`, `ReposGetResponse404`.
    static func isBodyName(_ name: String) -> Bool {
        let words = camelWords(name)
        let last = words.last?.first?.isNumber == true ? words.dropLast().last : words.last
        return last == "Request" || last == "Response"
    }

    /// The model without what doesn't change its Swift shape: its name, its documentation and
    /// where it was written.
    static func shape(of model: Model) -> Model {
        var shape = model
        shape.name = ""
        shape.places = []
        shape.description = nil
        shape.location = nil
        switch model.kind {
        case var .object(properties):
            for index in properties.indices {
                properties[index].description = nil
                properties[index].location = nil
                properties[index].typeSite = nil
            }
            shape.kind = .object(properties: properties)
        case var .stringEnum(cases):
            for index in cases.indices { cases[index].location = nil }
            shape.kind = .stringEnum(cases: cases)
        case var .integerEnum(cases):
            for index in cases.indices { cases[index].location = nil }
            shape.kind = .integerEnum(cases: cases)
        case .oneOf, .alias:
            break
        }
        return shape
    }
}

extension TypeReference {
    /// The type with the names in `renames` replaced.
    func renaming(_ renames: [String: String]) -> TypeReference {
        switch self {
        case let .named(name, arguments):
            .named(renames[name] ?? name, arguments: arguments.map { $0.renaming(renames) })
        case let .array(element): .array(element.renaming(renames))
        case let .dictionary(value): .dictionary(value.renaming(renames))
        case let .optional(wrapped): .optional(wrapped.renaming(renames))
        }
    }
}

extension Model {
    /// The model with the type names it mentions replaced.
    func renamingTypes(_ renames: [String: String]) -> Model {
        var model = self
        model.replaceTypes { $0.renaming(renames) }
        // A variant named after its type follows the type's new name, so that the `created`
        // filters of two operations stay alike once their variants are merged.
        if case let .oneOf(old) = kind, case var .oneOf(oneOf) = model.kind {
            for index in oneOf.variants.indices {
                let name = OpenAPITranslator.variantName(oneOf.variants[index].type)
                if oneOf.variants[index].name == OpenAPITranslator.variantName(old.variants[index].type),
                   !oneOf.variants.contains(where: { $0.name == name }) {
                    oneOf.variants[index].name = name
                }
            }
            model.kind = .oneOf(oneOf)
        }
        return model
    }
}

extension Router {
    /// The router with the type names its endpoints mention replaced.
    func renamingTypes(_ renames: [String: String]) -> Router {
        var router = self
        router.endpoints = endpoints.map { $0.renamingTypes(renames) }
        return router
    }
}

extension Endpoint {
    /// The endpoint with the type names it mentions replaced.
    func renamingTypes(_ renames: [String: String]) -> Endpoint {
        var endpoint = self
        endpoint.replaceTypes { $0.renaming(renames) }
        return endpoint
    }
}
