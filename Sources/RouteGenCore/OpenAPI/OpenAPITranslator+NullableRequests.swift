extension OpenAPITranslator {
    /// Nullable properties of models that only requests send can carry an explicit `null`:
    /// optional ones become `Nullable<T>?`, so a caller can send `null` (GitHub's `"milestone": null`
    /// removes an issue's milestone) or leave the key out; required ones become `Nullable<T>`, so the
    /// key is always sent (GitHub's branch protection takes `"restrictions": null`). Models that
    /// responses use too keep `T?`: a decoded `null` and a missing key both read as `nil` there.
    func markNullableRequestProperties(_ spec: inout APISpec) {
        var requestRoots: [TypeReference] = []
        var otherRoots: [TypeReference] = []
        for endpoint in spec.routers.flatMap(\.endpoints) {
            if case let .value(parameter, _)? = endpoint.body { requestRoots.append(parameter.type) }
            if case let .data(parameter, _)? = endpoint.body { otherRoots.append(parameter.type) }
            otherRoots += ([endpoint.returns, endpoint.stream?.itemType] + endpoint.errorResponses.map(\.type)).compactMap { $0 }
        }
        let requestOnly = modelsReached(from: requestRoots).subtracting(modelsReached(from: otherRoots))
        for index in spec.models.indices where requestOnly.contains(spec.models[index].name) {
            guard case var .object(properties) = spec.models[index].kind else { continue }
            for position in properties.indices where properties[position].isNullable && properties[position].type.isOptional {
                let property = properties[position]
                let nullable = TypeReference.named("Nullable", arguments: [property.type.unwrapped])
                let keyIsSent = property.isRequired && !property.isReadOnly && !property.isWriteOnly
                properties[position].type = keyIsSent ? nullable : .optional(nullable)
                // A default literal of `T` is no `Nullable<T>`; the server's default needs no sending.
                properties[position].defaultValue = nil
            }
            spec.models[index].kind = .object(properties: properties)
        }
    }
}
