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
            spec.models = spec.models.indices.filter { !removed.contains($0) }.map { spec.models[$0].renamingTypes(renames) }
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
        model.additionalProperties = additionalProperties?.renaming(renames)
        switch kind {
        case var .object(properties):
            for index in properties.indices { properties[index].type = properties[index].type.renaming(renames) }
            model.kind = .object(properties: properties)
        case var .oneOf(oneOf):
            for index in oneOf.variants.indices {
                let old = oneOf.variants[index].type, new = old.renaming(renames)
                oneOf.variants[index].type = new
                // A variant named after its type follows the type's new name, so that the
                // `created` filters of two operations stay alike once their variants are merged.
                let name = OpenAPITranslator.variantName(new)
                if oneOf.variants[index].name == OpenAPITranslator.variantName(old), !oneOf.variants.contains(where: { $0.name == name }) {
                    oneOf.variants[index].name = name
                }
            }
            model.kind = .oneOf(oneOf)
        case let .alias(type):
            model.kind = .alias(type.renaming(renames))
        case .stringEnum, .integerEnum:
            break
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
        let rename = { (parameters: [Parameter]) in
            parameters.map { parameter in
                var parameter = parameter
                parameter.type = parameter.type.renaming(renames)
                return parameter
            }
        }
        endpoint.pathParameters = rename(pathParameters)
        endpoint.queryParameters = rename(queryParameters)
        endpoint.headerParameters = rename(headerParameters)
        endpoint.cookieParameters = rename(cookieParameters)
        switch body {
        case let .value(parameter)?: endpoint.body = .value(rename([parameter])[0])
        case let .fields(fields, encoding)?: endpoint.body = .fields(rename(fields), encoding)
        case let .data(parameter, contentType)?: endpoint.body = .data(rename([parameter])[0], contentType: contentType)
        case nil: break
        }
        endpoint.returns = returns?.renaming(renames)
        for index in successResponses.indices {
            endpoint.successResponses[index].type = successResponses[index].type?.renaming(renames)
        }
        for index in errorResponses.indices {
            endpoint.errorResponses[index].type = errorResponses[index].type?.renaming(renames)
        }
        return endpoint
    }
}
