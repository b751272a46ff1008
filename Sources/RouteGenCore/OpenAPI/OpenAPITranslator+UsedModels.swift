extension OpenAPITranslator {
    /// Every model of a named schema, and the inline ones that something kept refers to.
    func usedModels(_ spec: inout APISpec) {
        var roots: [TypeReference] = []
        for slot in models.slots {
            guard let model = slot, !models.isInline(model.name) else { continue }
            roots.append(.named(model.name))
        }
        for router in spec.routers {
            for endpoint in router.endpoints { roots += endpoint.mentionedTypes }
        }
        let used = modelsReached(from: roots)
        spec.models = models.slots.compactMap { model in
            guard let model, used.contains(model.name) else { return nil }
            return model
        }
    }

    /// The names of the models the types mention, and of every model those reach in turn.
    func modelsReached(from roots: [TypeReference]) -> Set<String> {
        Self.modelsReached(from: roots) { self.models.model(named: $0) }
    }

    /// The names of the models the types mention, and of every model those reach in turn, with
    /// `lookup` finding a model by name.
    static func modelsReached(from roots: [TypeReference], lookup: (String) -> Model?) -> Set<String> {
        var reached: Set<String> = []
        var pending = roots
        while let type = pending.popLast() {
            for name in type.names where reached.insert(name).inserted {
                guard let model = lookup(name) else { continue }
                if let extra = model.additionalProperties { pending.append(extra) }
                switch model.kind {
                case let .object(properties): pending += properties.map(\.type)
                case let .oneOf(oneOf): pending += oneOf.variants.map(\.type)
                case let .alias(type): pending.append(type)
                case .stringEnum, .integerEnum: break
                }
            }
        }
        return reached
    }

    /// An alias can't contain itself in Swift (`typealias Tree = [Tree]`), directly or through
    /// other aliases; such an alias becomes `JSONValue`, with a warning. A chain of more than
    /// `InputLimits.schemaNesting` aliases (schemas that are only a `$ref` to the next) is an error.
    func breakAliasCycles() {
        var reportedLongChain = false
        for slot in models.slots.indices {
            guard let model = models[slot], case let .alias(type) = model.kind else { continue }
            switch aliasReaches(model.name, from: type) {
            case false?:
                continue
            case true?:
                diagnostics.warning("schema '\(model.name)' is an alias that contains itself, which Swift can't express; "
                                    + "it becomes JSONValue", at: model.location)
            case nil:
                // One error is enough: every alias along the chain passes the limit too.
                if !reportedLongChain {
                    diagnostics.error(
                        "schema '\(model.name)' leads through more than \(InputLimits.schemaNesting) schemas in a row that are "
                            + "only another schema ('$ref' chains); routegen follows at most \(InputLimits.schemaNesting)",
                        at: model.location)
                    reportedLongChain = true
                }
            }
            models[slot]?.kind = .alias(.named("JSONValue"))
        }
    }

    /// Whether the alias `target` reaches itself through `type` and the aliases it names, level by
    /// level; `nil` when the aliases go on for more than `InputLimits.schemaNesting` levels.
    private func aliasReaches(_ target: String, from type: TypeReference) -> Bool? {
        var seen: Set<String> = []
        var level = type.names
        var depth = 0
        while !level.isEmpty {
            depth += 1
            if depth > InputLimits.schemaNesting { return nil }
            var next: [String] = []
            for name in level {
                if name == target { return true }
                guard seen.insert(name).inserted, let model = models.model(named: name), case let .alias(aliased) = model.kind else { continue }
                next += aliased.names
            }
            level = next
        }
        return false
    }
}
