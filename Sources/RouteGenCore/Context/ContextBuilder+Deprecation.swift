/// Deprecated models that the generated code itself uses.
extension ContextBuilder {
    /// The deprecated models that another model or an endpoint mentions. Marking one
    /// `@available(*, deprecated)` would make Swift warn inside the generated code (the property
    /// storing it, the memberwise initializer, the router case), which must compile without
    /// warnings; so their deprecation is written in the doc comment instead.
    static func mentionedDeprecatedModels(in spec: APISpec) -> Set<String> {
        let deprecated = Set(spec.models.filter { $0.deprecated != nil }.map(\.name))
        guard !deprecated.isEmpty else { return [] }
        var mentioned: Set<String> = []
        for model in spec.models {
            var copy = model
            copy.replaceTypes { type in
                mentioned.formUnion(type.names.filter { $0 != model.name && deprecated.contains($0) })
                return type
            }
        }
        for endpoint in spec.routers.flatMap(\.endpoints) {
            mentioned.formUnion(endpoint.mentionedTypes.flatMap(\.names).filter(deprecated.contains))
        }
        return mentioned
    }

    /// `Deprecated.` (with the message, when there is one) for a deprecated model that the generated
    /// code uses; `nil` otherwise, and the model gets `@available(*, deprecated)`.
    func deprecationNote(_ model: Model) -> String? {
        guard let deprecation = model.deprecated, mentionedDeprecatedModels.contains(model.name) else { return nil }
        return "Deprecated" + (deprecation.message.map { ": \($0)" } ?? ".")
    }
}
