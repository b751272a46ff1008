extension OpenAPITranslator {
    /// Inline schemas take the name of their place (`CheckoutSessionAutomaticTax`), so that a
    /// change elsewhere in the document never renames them; only the shapes that have a name of
    /// their own (see ``shapeName(of:sharedTypes:)``) become one type for every identical copy,
    /// wherever it is: Stripe's 600 enums of `""` are one `EmptyString`, so values pass between
    /// their uses. A component keeps its name for itself and the places that refer to it, and
    /// inline copies of its shape stay types of their own. Two shapes that would take the same
    /// name both keep their places' names. Naming a shape can give a union its name in turn
    /// (`RangeFilterOrInt`), so the pass repeats until nothing changes.
    func mergeDuplicateInlineModels(_ spec: inout APISpec) {
        var shapeNamed: Set<String> = []
        while true {
            let shared = Set(BuiltinTypes.spellings.keys).union(["JSONValue"]).union(shapeNamed)
                .union(spec.models.map(\.name).filter { !models.isInline($0) })
            // Shape name → shape → the models of that shape wanting it, in the order of the models.
            var wanted: [String: [Model: [Int]]] = [:]
            for (index, model) in spec.models.enumerated() where model.genericParameters.isEmpty && models.isInline(model.name) {
                guard let name = shapeName(of: model, sharedTypes: shared) else { continue }
                if shapeNamed.contains(model.name), model.name == SwiftName.type(name) { continue }
                wanted[name, default: [:]][Self.shape(of: model), default: []].append(index)
            }
            var renames: [String: String] = [:]
            var removed: Set<Int> = []
            for (base, shapes) in wanted.sorted(by: { $0.key < $1.key }) {
                let name = SwiftName.type(base, fallback: "Model")
                // Two shapes wanting one name: neither takes it, so that neither depends on the other.
                guard shapes.count == 1, var members = shapes.values.first else { continue }
                if let existing = spec.models.indices.first(where: { spec.models[$0].name == name && shapeNamed.contains(name) }) {
                    guard Self.shape(of: spec.models[existing]) == Self.shape(of: spec.models[members[0]]) else { continue }
                    members.insert(existing, at: 0)
                }
                let own = Set(members.map { spec.models[$0].name })
                guard !SpecNames.shadowingTypes.contains(name), models.typeNames.isFree(name) || own.contains(name) else { continue }
                models.typeNames.reserve(name, owner: "the type of \(members.count) identical schemas")
                for index in members where spec.models[index].name != name { renames[spec.models[index].name] = name }
                spec.models[members[0]] = Self.merged(members.map { spec.models[$0] }, name: name)
                removed.formUnion(members.dropFirst())
                shapeNamed.insert(name)
                models.markInline(name)
            }
            if renames.isEmpty && removed.isEmpty { return }
            spec.models = spec.models.indices.filter { !removed.contains($0) }.map { spec.models[$0].renamingTypes(renames) }
            spec.routers = spec.routers.map { $0.renamingTypes(renames) }
        }
    }

    /// One model standing for identical `copies`: the first's, with every copy's places, and a
    /// description only where all the copies say the same.
    static func merged(_ copies: [Model], name: String) -> Model {
        var model = copies[0]
        model.name = name
        model.places = copies.flatMap(\.places)
        if copies.contains(where: { $0.description != model.description }) { model.description = nil }
        if case var .object(properties) = model.kind {
            for index in properties.indices {
                let descriptions = copies.map { copy -> String? in
                    guard case let .object(others) = copy.kind, others.indices.contains(index) else { return nil }
                    return others[index].description
                }
                if descriptions.contains(where: { $0 != properties[index].description }) { properties[index].description = nil }
            }
            model.kind = .object(properties: properties)
        }
        return model
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
