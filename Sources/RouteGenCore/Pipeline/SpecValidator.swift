/// Semantic checks that run after parsing, on the format-neutral model: names that clash,
/// types that refer to nothing, placeholders without parameters. Every problem is reported.
struct SpecValidator {
    let spec: APISpec
    let names: SpecNames
    var diagnostics = Diagnostics()

    init(_ spec: APISpec, runtime: Runtime) {
        self.spec = spec
        names = SpecNames(spec, runtime: runtime)
    }

    /// Every problem of `spec`, whose code is built on `runtime`.
    static func validate(_ spec: APISpec, runtime: Runtime) -> Diagnostics {
        var validator = SpecValidator(spec, runtime: runtime)
        validator.run()
        return validator.diagnostics
    }

    private mutating func run() {
        checkTypeNames()
        checkSupportDeclarations()
        checkServerVariables()
        checkSecuritySchemes()
        for model in spec.models { check(model) }
        for router in spec.routers { check(router) }
        checkEnvelope()
        if spec.servers.isEmpty, !spec.routers.isEmpty {
            diagnostics.error(
                "the spec has routers but no servers; add 'servers:' with at least one base URL",
                at: spec.routers.first?.location.map { SourceLocation(file: $0.file, line: 1, column: 1) })
        }
    }

    /// Models and routers become types; their names must be unique and free.
    private mutating func checkTypeNames() {
        var seen: [String: (written: String, location: SourceLocation?)] = [:]
        for name in names.supportTypes { seen[name] = (name, nil) }
        let declarations = spec.models.map { ("model", $0.name, names.modelType($0), $0.location) }
            + spec.routers.map { ("router", $0.name, names.routerType($0), $0.location) }
        for (kind, written, swiftName, location) in declarations {
            if names.reservedTypes.contains(swiftName) || BuiltinTypes.spellings[swiftName] != nil {
                diagnostics.error("\(kind) name '\(written)' is reserved; the generated code uses '\(swiftName)' itself", at: location)
            } else if let previous = seen[swiftName] {
                let other = previous.location == nil ? "a type routegen generates" : "'\(previous.written)'"
                diagnostics.error("\(kind) '\(written)' becomes the Swift type '\(swiftName)', like \(other); rename one", at: location)
            } else {
                seen[swiftName] = (written, location)
            }
        }
        var accessors: [String: String] = [:]
        for router in spec.routers {
            let type = names.clientType(router)
            if let previous = seen[type] {
                let other = previous.location == nil ? "a type routegen generates" : "'\(previous.written)'"
                diagnostics.error(
                    "the typed calls of router '\(router.name)' become the Swift type '\(type)', like \(other); rename one",
                    at: router.location)
            } else {
                seen[type] = (router.name, router.location)
            }
            // Nested groups' properties are on the struct of the group above: unique there.
            let accessor = (names.clientGroup(router)?.parent.map { $0 + "." } ?? "") + names.clientAccessor(router)
            if let previous = accessors[accessor] {
                diagnostics.error(
                    "routers '\(previous)' and '\(router.name)' both become the client property '\(accessor)'; rename one",
                    at: router.location)
            } else {
                accessors[accessor] = router.name
            }
        }
    }

    private mutating func checkSupportDeclarations() {
        let servers = spec.servers + spec.operationServers
        checkUnique(servers.map { (SpecNames.serverName($0.name), $0.name, $0.location) }, noun: "server", owner: nil)
        for server in servers where SpecNames.serverName(server.name) == "current" {
            diagnostics.error("a server can't be named 'current'; routegen uses that name for the server in use",
                              at: server.location)
        }
        checkUnique(spec.headerFields.map { (names.headerCase($0), $0.name, $0.location) }, noun: "header", owner: nil)
        checkUnique(spec.contentTypes.map { (names.contentTypeCase($0), $0.name, $0.location) }, noun: "content type", owner: nil)
        var seenHeaders: Set<String> = []
        for header in spec.defaults.headers where !seenHeaders.insert(header.wireName.lowercased()).inserted {
            diagnostics.error("default header '\(header.wireName)' is set twice", at: header.location)
        }
    }

    private mutating func check(_ model: Model) {
        let what = "model '\(model.name)'"
        switch model.kind {
        case let .object(properties):
            checkUnique(properties.map { (names.propertyName($0), $0.name, $0.location) }, noun: "property", owner: what)
            var wireNames: Set<String> = []
            for property in properties {
                if !wireNames.insert(property.wireName).inserted {
                    diagnostics.error("two properties of \(what) use the key '\(property.wireName)'", at: property.location)
                }
                checkType(property.type, site: property.typeSite, generics: model.genericParameters)
            }
            checkDefaults(of: model, properties)
        case let .stringEnum(cases):
            checkUnique(cases.map { (names.enumCaseName($0), $0.name, $0.location) }, noun: "case", owner: what)
        case let .integerEnum(cases):
            checkUnique(cases.map { (names.enumCaseName($0), $0.name, $0.location) }, noun: "case", owner: what)
        case let .oneOf(oneOf):
            checkUnique(oneOf.variants.map { (names.variantName($0), $0.name, model.location) },
                        noun: "variant", owner: what)
            for variant in oneOf.variants { checkType(variant.type, site: nil, generics: model.genericParameters) }
        case let .alias(type):
            checkType(type, site: nil, generics: model.genericParameters)
        }
        for parameter in model.genericParameters where names.modelTypes[parameter] != nil || BuiltinTypes.spellings[parameter] != nil {
            diagnostics.error("generic parameter '\(parameter)' of \(what) hides a type of the same name", at: model.location)
        }
    }

    /// Reports the second of any two declarations whose Swift names are equal.
    mutating func checkUnique(
        _ items: [(swiftName: String, written: String, location: SourceLocation?)], noun: String, owner: String?
    ) {
        var seen: [String: String] = [:]
        let of = owner.map { " of \($0)" } ?? ""
        for item in items {
            if let previous = seen[item.swiftName] {
                diagnostics.error(
                    "\(noun) '\(item.written)'\(of) becomes '\(item.swiftName)' in Swift, like '\(previous)'; rename one",
                    at: item.location)
            } else {
                seen[item.swiftName] = item.written
            }
        }
    }

    /// Reports names that are neither built in, nor a model, nor a generic parameter in scope,
    /// and generic models used with the wrong number of arguments.
    mutating func checkType(_ type: TypeReference, site: TypeSite?, generics: [String] = []) {
        switch type {
        case let .named(name, arguments):
            for argument in arguments { checkType(argument, site: site, generics: generics) }
            if generics.contains(name) || BuiltinTypes.spellings[name] != nil {
                let arity = generics.contains(name) ? 0 : BuiltinTypes.genericArity[name, default: 0]
                if arguments.count != arity {
                    let expected = arity == 0 ? "no generic arguments" : "\(arity) generic argument\(arity == 1 ? "" : "s")"
                    diagnostics.error("'\(name)' takes \(expected)", at: site?.location(of: name))
                }
                return
            }
            if spec.providedTypes.contains(name), arguments.isEmpty { return }
            guard let model = names.model(named: name) else {
                let candidates = spec.models.map(\.name) + BuiltinTypes.names + generics
                var message = "unknown type '\(name)'"
                if let suggestion = Suggestions.closest(to: name, in: candidates) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; declare it under 'models' or use a built-in type (\(BuiltinTypes.names.joined(separator: ", ")))"
                }
                diagnostics.error(message, at: site?.location(of: name))
                return
            }
            if model.genericParameters.count != arguments.count {
                let expected = model.genericParameters.count
                diagnostics.error(
                    "'\(name)' takes \(expected) generic argument\(expected == 1 ? "" : "s"), but \(arguments.count) "
                        + "\(arguments.count == 1 ? "is" : "are") given", at: site?.location(of: name))
            }
        case let .array(element), let .dictionary(element), let .optional(element):
            checkType(element, site: site, generics: generics)
        }
    }
}
