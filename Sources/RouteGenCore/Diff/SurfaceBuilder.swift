/// Builds the `APISurface` of a validated spec from the context builder's own values (the names,
/// spelled types and parameter lists the templates print) and gives each symbol its place in the spec.
struct SurfaceBuilder {
    let spec: APISpec
    let context: ContextBuilder
    /// The properties that return clients and groups of calls, by the group they hang off.
    let accessors: [String: [SurfaceMember]]

    init(_ spec: APISpec) {
        self.spec = spec
        context = ContextBuilder(spec, options: OutputOptions(spec.configuration))
        accessors = Self.accessors(spec, names: context.names)
    }

    var names: SpecNames { context.names }

    func build() -> APISurface {
        let models = spec.models.concurrentMap(modelType)
        let routers = spec.routers.concurrentMap { [routerType($0), clientType($0)] + responsesTypes($0) }
        return APISurface(types: models + routers.joined() + headersTypes() + groupClientTypes() + runtimeExtensions() + supportTypes())
    }

    /// A model: a struct with its properties and memberwise initializer, an enum with its cases,
    /// a one-of enum with its variants, or a typealias.
    func modelType(_ model: Model) -> SurfaceType {
        let spelled = context.modelContext(model)
        var type = SurfaceType(
            name: spelled.name, kind: .structure, genericParameters: model.genericParameters.map { SwiftName.type($0) },
            location: model.location)
        switch model.kind {
        case let .object(properties):
            let places = properties.map { ($0.wireName, $0.location ?? model.location) }
                + (model.additionalProperties == nil ? [] : [(Self.additionalPropertiesIdentity, model.location)])
            type.members = zip(spelled.properties, places).map { property, place in
                SurfaceMember(kind: .property, name: property.name, type: property.type, identity: place.0, location: place.1)
            }
            let plainNames = spelled.properties.map { $0.name.filter { $0 != "`" } }
            let wireNames = Dictionary(zip(plainNames, places.map(\.0)), uniquingKeysWith: { first, _ in first })
            type.members.append(SurfaceMember(
                kind: .initializer, name: "init",
                parameters: SurfaceParameter.list(spelled.initializerParameters) { wireNames[$0] ?? $0 },
                identity: "init", location: model.location))
        case let .stringEnum(cases):
            type.type = "Swift.String"
            type.members = enumCases(spelled, values: cases.map { ($0.value, $0.location) }, model: model, type: &type)
        case let .integerEnum(cases):
            type.type = "Swift.Int"
            type.members = enumCases(spelled, values: cases.map { (String($0.value), $0.location) }, model: model, type: &type)
        case let .oneOf(oneOf):
            type.kind = .union
            let variants = spelled.oneOf?.variants ?? []
            type.members = zip(variants, oneOf.variants).map { variant, written in
                SurfaceMember(kind: .variant, name: variant.name, type: variant.type, identity: written.name,
                              location: model.location)
            }
            type.members.append(SurfaceMember(
                kind: .unknownCase, name: spelled.oneOf?.unknownCase ?? "unknown", type: "RouteGenRuntime.JSONValue",
                identity: Self.unknownIdentity, location: model.location))
        case .alias:
            type.kind = .alias
            type.type = spelled.aliasedType
        }
        return type
    }

    /// The cases of an enum with raw values, found again by their values; an open enum also has
    /// its case for the values it doesn't list.
    private func enumCases(
        _ spelled: ModelContext, values: [(String, SourceLocation?)], model: Model, type: inout SurfaceType
    ) -> [SurfaceMember] {
        let caseNames = spelled.openEnum?.cases.map(\.name) ?? spelled.cases.map(\.name)
        var members = zip(caseNames, values).map { name, value in
            SurfaceMember(kind: .enumCase, name: name, identity: value.0, location: value.1 ?? model.location)
        }
        if let open = spelled.openEnum {
            type.kind = .openEnum
            members.append(SurfaceMember(
                kind: .unknownCase, name: open.unknownCase, type: open.rawType, identity: Self.unknownIdentity,
                location: model.location))
        } else {
            type.kind = .closedEnum
        }
        return members
    }

    /// The identity of the case that holds unlisted values, whatever its name.
    static let unknownIdentity = "#unknown"
    /// The identity of the dictionary of a struct's unnamed keys.
    static let additionalPropertiesIdentity = "#additionalProperties"
}

extension SurfaceParameter {
    /// `list(_:identities:)` with each parameter's identity found by its label, without backticks.
    static func list(_ declaration: String, identity: (String) -> String) -> [SurfaceParameter] {
        list(declaration).map { parameter in
            var parameter = parameter
            parameter.identity = identity(parameter.plainLabel)
            return parameter
        }
    }
}
