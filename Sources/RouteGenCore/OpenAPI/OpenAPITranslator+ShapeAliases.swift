extension OpenAPITranslator {
    /// Declares each identical inline shape once, while every place keeps its own name (issue 23):
    /// the first copy in the order of the models is the declaration, and every other identical
    /// inline copy becomes a typealias of it, under its own name and with its own doc comment,
    ///
    ///     /// The automatic tax settings of the checkout session.
    ///     ///
    ///     /// The same shape as ``PaymentLinkAutomaticTax``.
    ///     public typealias CheckoutSessionAutomaticTax = PaymentLinkAutomaticTax
    ///
    /// so use sites keep their true names and values pass between copies. A change elsewhere in the
    /// document can only change what an alias stands for, never a name. The rules:
    /// - only inline models alias inline models: a component never becomes an alias and is never
    ///   the declaration of an inline copy, and generic models and aliases take no part;
    /// - shapes compare as ``shape(of:)`` compares them, through the aliases found so far: two
    ///   parents whose properties are typed with identical children are identical once the
    ///   children are aliased, so the pass repeats, bottom-up, until nothing changes;
    /// - the properties' descriptions must be the same too, since the declaration's property docs
    ///   are read at every alias: a copy whose properties are documented differently stays a type of
    ///   its own. The type's own description may differ; each alias keeps its own.
    func aliasIdenticalInlineModels(_ spec: inout APISpec) {
        let candidates = spec.models.indices.filter { index in
            let model = spec.models[index]
            if case .alias = model.kind { return false }
            return model.genericParameters.isEmpty && models.isInline(model.name)
        }
        // Alias → its declaration, always a model earlier in the order.
        var declarations: [String: String] = [:]
        while true {
            let known = declarations
            var firstOfShape: [Model: String] = [:]
            for index in candidates where known[spec.models[index].name] == nil {
                var model = spec.models[index]
                model.replaceTypes { $0.renaming(known) }
                let shape = Self.documentedShape(of: model)
                if let first = firstOfShape[shape] {
                    declarations[model.name] = first
                } else {
                    firstOfShape[shape] = model.name
                }
            }
            if declarations.count == known.count { break }
            // A declaration that became an alias in this round passes its own aliases on.
            for (alias, declaration) in declarations {
                var target = declaration
                while let next = declarations[target] { target = next }
                declarations[alias] = target
            }
        }
        for index in spec.models.indices {
            guard let declaration = declarations[spec.models[index].name] else { continue }
            spec.models[index] = Self.alias(spec.models[index], of: declaration)
        }
    }

    /// The shape of a model with its properties' descriptions, which the declaration shows for every alias.
    static func documentedShape(of model: Model) -> Model {
        var shape = shape(of: model)
        if case let .object(written) = model.kind, case var .object(properties) = shape.kind {
            for index in properties.indices { properties[index].description = written[index].description }
            shape.kind = .object(properties: properties)
        }
        return shape
    }

    /// The model as a typealias of `declaration`, with its own name, places and description.
    static func alias(_ model: Model, of declaration: String) -> Model {
        var alias = model
        alias.kind = .alias(.named(declaration))
        alias.additionalProperties = nil
        alias.acceptsUnknownValues = false
        let note = "The same shape as ``\(declaration)``."
        alias.description = model.description.map { $0 + "\n\n" + note } ?? note
        return alias
    }
}
