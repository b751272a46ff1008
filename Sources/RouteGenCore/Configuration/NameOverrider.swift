/// Applies a configuration's `names` and `types.schemas` to a parsed spec, before validation:
/// the same stage for OpenAPI documents and routegen specs, so both follow one set of rules.
///
/// Keys are names in the document: schema names (or, for a type without one, its generated
/// Swift name), operationIds (or endpoint names), property keys and enum values. A key that names
/// nothing is a warning with a suggestion; a new name that is not a valid Swift name, or that is
/// taken, is an error at the new name, and that override is not applied.
struct NameOverrider {
    let configuration: Configuration
    var spec: APISpec
    var diagnostics = Diagnostics()

    static func apply(_ configuration: Configuration, to spec: inout APISpec) -> Diagnostics {
        guard !configuration.names.isEmpty || !configuration.types.isEmpty else { return Diagnostics() }
        var overrider = NameOverrider(configuration: configuration, spec: spec)
        overrider.run()
        spec = overrider.spec
        return overrider.diagnostics
    }

    private mutating func run() {
        // Members first: their keys name schemas by their names before any rename.
        let replaced = replaceSchemas()
        renameProperties()
        renameCases()
        renameOperations()
        renameTypes(skipping: replaced)
        // The front end applied the valid format overrides; the others are reported here.
        for override in configuration.types.formats {
            if let problem = OverrideSpelling.typeProblem(override.to.value) { diagnostics.error(problem, at: override.to.location) }
        }
    }

    // MARK: Types

    /// The model a schema name stands for: the model made for it, or the model of that name.
    func modelName(for key: String) -> String? {
        if let name = spec.schemaNames[key], spec.models.contains(where: { $0.name == name }) { return name }
        return spec.models.contains { $0.name == key } ? key : nil
    }

    /// Every name a schema key may be: the document's schema names and the models' names.
    var schemaKeys: [String] { spec.schemaNames.keys.sorted() + spec.models.map(\.name) }

    /// `types.schemas`: the model is dropped and every reference uses the user's type. Returns the
    /// keys replaced, so that a rename of the same schema is reported as a conflict.
    private mutating func replaceSchemas() -> [String: Rename] {
        var replaced: [String: Rename] = [:]
        for override in configuration.types.schemas {
            guard let model = model(for: override.from, option: "types.schemas") else { continue }
            if let problem = OverrideSpelling.typeProblem(override.to.value) {
                diagnostics.error(problem, at: override.to.location)
                continue
            }
            if let generic = spec.models.first(where: { $0.name == model }), !generic.genericParameters.isEmpty {
                diagnostics.error("'\(override.from.value)' is generic; only a type without generic parameters can be replaced "
                                  + "by your own type", at: override.from.location)
                continue
            }
            if let rename = configuration.names.types.first(where: { modelName(for: $0.from.value) == model }) {
                reportConflict(replacement: override, rename: rename)
                replaced[model] = override
                continue
            }
            let type = OverrideSpelling.providedType(override.to.value, in: &spec)
            spec.models.removeAll { $0.name == model }
            spec.replaceType(model, with: type)
            replaced[model] = override
        }
        return replaced
    }

    private mutating func reportConflict(replacement: Rename, rename: Rename) {
        diagnostics.error(
            "'\(replacement.from.value)' is both replaced by your type '\(replacement.to.value)' and renamed to "
                + "'\(rename.to.value)'; keep one of the two", at: replacement.from.location)
        diagnostics.emit(Diagnostic(.note, "'\(rename.from.value)' is renamed here", at: rename.from.location))
    }

    /// `names.types`: the model takes the new name, and so does every reference to it.
    private mutating func renameTypes(skipping replaced: [String: Rename]) {
        var taken = takenTypeNames()
        for override in configuration.names.types {
            guard let model = model(for: override.from, option: "names.types"), replaced[model] == nil else { continue }
            let new = override.to.value
            if let problem = OverrideSpelling.nameProblem(new, kind: "type", spelled: { SwiftName.type($0) }) {
                diagnostics.error(problem, at: override.to.location)
                continue
            }
            if new != SwiftName.type(model), let owner = taken[new] {
                diagnostics.error("'\(new)' is already the name of \(owner); choose another name", at: override.to.location)
                continue
            }
            taken[SwiftName.type(model)] = nil
            taken[new] = "the type renamed from '\(override.from.value)'"
            if let index = spec.models.firstIndex(where: { $0.name == model }) { spec.models[index].name = new }
            for (key, name) in spec.schemaNames where name == model { spec.schemaNames[key] = new }
            spec.replaceType(model, with: .named(new))
        }
    }

    /// Swift type names already in use, with what uses them, for messages.
    private func takenTypeNames() -> [String: String] {
        var taken: [String: String] = [:]
        for name in SpecNames.reservedTypes.union(SpecNames.runtimeTypes) { taken[name] = "a type the generated code uses" }
        for name in BuiltinTypes.spellings.keys { taken[name] = "a built-in type" }
        for name in SpecNames.supportTypes(prefix: SwiftName.type(spec.name, fallback: "API")) {
            taken[name] = "a type routegen generates"
        }
        for router in spec.routers {
            taken[SwiftName.type(router.name)] = "router '\(router.name)'"
            for endpoint in router.endpoints {
                for name in [endpoint.responsesTypeName, endpoint.responseHeadersTypeName].compactMap({ $0 }) {
                    taken[name] = "a generated type"
                }
            }
        }
        for client in SpecNames(spec, runtime: OutputOptions(spec.configuration).runtime).clients.values { taken[client.type] = "the typed calls of a router" }
        for group in spec.clientGroups where group.router == nil { taken[group.typeName] = "the groups of calls under '\(group.pathPrefix)'" }
        for model in spec.models { taken[SwiftName.type(model.name)] = "model '\(model.name)'" }
        return taken
    }

    /// The model `key` names, or a warning at the key when it names none.
    private mutating func model(for key: Located<String>, option: String) -> String? {
        if let model = modelName(for: key.value) { return model }
        warnUnmatched(key, option: option, noun: "schema", candidates: schemaKeys)
        return nil
    }

    /// The warning for a key that names nothing, with the closest name as a suggestion.
    mutating func warnUnmatched(_ key: Located<String>, option: String, noun: String, candidates: [String]) {
        var message = "\(option): no \(noun) is named '\(key.value)', so this entry changes nothing"
        if let suggestion = Suggestions.closest(to: key.value, in: candidates) { message += "; did you mean '\(suggestion)'?" }
        diagnostics.warning(message, at: key.location)
    }
}
