extension TypeReference {
    /// The type with every mention of the name `old` replaced by `new`, arguments included.
    func replacing(_ old: String, with new: TypeReference) -> TypeReference {
        switch self {
        case let .named(name, arguments) where name == old && arguments.isEmpty: new
        case let .named(name, arguments): .named(name == old ? new.written : name, arguments: arguments.map { $0.replacing(old, with: new) })
        case let .array(element): .array(element.replacing(old, with: new))
        case let .dictionary(value): .dictionary(value.replacing(old, with: new))
        case let .optional(wrapped): .optional(wrapped.replacing(old, with: new))
        }
    }
}

extension APISpec {
    /// Replaces the model name `old` by `new` in every type the spec mentions: properties,
    /// aliases, variants, parameters, bodies and responses.
    mutating func replaceType(_ old: String, with new: TypeReference) {
        let change = { (type: TypeReference) in type.replacing(old, with: new) }
        for index in models.indices { models[index].replaceTypes(change) }
        for router in routers.indices {
            for endpoint in routers[router].endpoints.indices { routers[router].endpoints[endpoint].replaceTypes(change) }
        }
        if envelope?.model == old, case let .named(name, _) = new { envelope?.model = name }
    }
}

extension Model {
    /// Applies `change` to every type the model mentions: properties, variants, the aliased type and
    /// the values of `additionalProperties`. Merging duplicates and the name overrides both use it.
    mutating func replaceTypes(_ change: (TypeReference) -> TypeReference) {
        switch kind {
        case var .object(properties):
            for index in properties.indices { properties[index].type = change(properties[index].type) }
            kind = .object(properties: properties)
        case var .oneOf(oneOf):
            for index in oneOf.variants.indices { oneOf.variants[index].type = change(oneOf.variants[index].type) }
            kind = .oneOf(oneOf)
        case let .alias(type):
            kind = .alias(change(type))
        case .stringEnum, .integerEnum:
            break
        }
        additionalProperties = additionalProperties.map(change)
    }
}

extension Endpoint {
    /// Applies `change` to every type the endpoint mentions (see `mentionedTypes`).
    mutating func replaceTypes(_ change: (TypeReference) -> TypeReference) {
        for index in pathParameters.indices { pathParameters[index].type = change(pathParameters[index].type) }
        for index in queryParameters.indices { queryParameters[index].type = change(queryParameters[index].type) }
        for index in headerParameters.indices { headerParameters[index].type = change(headerParameters[index].type) }
        for index in cookieParameters.indices { cookieParameters[index].type = change(cookieParameters[index].type) }
        switch body {
        case .value(var parameter, let contentType)?:
            parameter.type = change(parameter.type)
            body = .value(parameter, contentType: contentType)
        case .fields(var fields, let encoding)?:
            for index in fields.indices { fields[index].type = change(fields[index].type) }
            body = .fields(fields, encoding)
        case .data(var parameter, let contentType)?:
            parameter.type = change(parameter.type)
            body = .data(parameter, contentType: contentType)
        case nil:
            break
        }
        returns = returns.map(change)
        stream = stream?.replacingTypes(change)
        for index in successResponses.indices { successResponses[index].type = successResponses[index].type.map(change) }
        for index in errorResponses.indices { errorResponses[index].type = errorResponses[index].type.map(change) }
        for index in responseHeaders.indices { responseHeaders[index].type = change(responseHeaders[index].type) }
    }
}
