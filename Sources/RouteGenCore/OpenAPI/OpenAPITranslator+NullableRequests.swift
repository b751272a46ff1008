extension OpenAPITranslator {
    /// Optional nullable properties of models that only requests send become
    /// `Nullable<T>?`, so a caller can send an explicit `null` (GitHub's `"milestone": null`
    /// removes an issue's milestone) as well as leave the key out. Models that responses use too
    /// keep `T?`: a decoded `null` and a missing key both read as `nil` there.
    func markNullableRequestProperties() {
        var requestRoots: [TypeReference] = []
        var otherRoots: [TypeReference] = []
        for endpoint in spec.routers.flatMap(\.endpoints) {
            if case let .value(parameter)? = endpoint.body { requestRoots.append(parameter.type) }
            if case let .data(parameter, _)? = endpoint.body { otherRoots.append(parameter.type) }
            otherRoots += ([endpoint.returns] + endpoint.errorResponses.map(\.type)).compactMap { $0 }
        }
        let requestOnly = modelsReached(from: requestRoots).subtracting(modelsReached(from: otherRoots))
        for index in spec.models.indices where requestOnly.contains(spec.models[index].name) {
            guard case var .object(properties) = spec.models[index].kind else { continue }
            for position in properties.indices where properties[position].isNullable && properties[position].type.isOptional {
                let wrapped = properties[position].type.unwrapped
                properties[position].type = .optional(.named("Nullable", arguments: [wrapped]))
                // A default literal of `T` is no `Nullable<T>`; the server's default needs no sending.
                properties[position].defaultValue = nil
            }
            spec.models[index].kind = .object(properties: properties)
        }
    }
}
