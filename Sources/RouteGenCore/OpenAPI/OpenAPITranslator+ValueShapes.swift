import Yams

/// Where a value is sent; each place takes different shapes of values.
enum ValueSlot: Equatable {
    case path, query, header, cookie, formField, multipartField

    var noun: String {
        switch self {
        case .path: "path parameter"
        case .query: "query parameter"
        case .header: "header"
        case .cookie: "cookie"
        case .formField: "form field"
        case .multipartField: "multipart field"
        }
    }

    var takesArrays: Bool { self == .query || self == .multipartField }
}

/// What each place takes, and how values that don't fit are made to.
extension OpenAPITranslator {
    private enum Shape {
        case scalar, scalarArray, scalarMap, data, object(Model), other
    }

    private func shape(of type: TypeReference) -> Shape {
        switch type.unwrapped {
        case let .named(name, _):
            if BuiltinTypes.scalars.contains(name) { return .scalar }
            if name == "Data" { return .data }
            guard let model = models.model(named: name) else { return .other }
            switch model.kind {
            case .object: return .object(model)
            case .alias: return .other
            default: return .scalar
            }
        case let .array(element):
            switch shape(of: element) {
            case .scalar: return .scalarArray
            case .data: return .data
            default: return .other
            }
        case let .dictionary(value):
            if case .scalar = shape(of: value) { return .scalarMap }
            return .other
        case .optional:
            return .other
        }
    }

    /// Makes a value fit where it is sent: objects become one value per property (`filter[state]`,
    /// or the bare property names for an exploded form query); what still can't be sent there
    /// becomes a `String` the caller writes out, with a warning.
    ///
    /// A form field takes any value: the runtime writes objects, maps and arrays with brackets at
    /// every depth (`line_items[0][price]`), and free JSON through its JSON form. So does a query
    /// item that is an array or a map of anything but scalars (Stripe's `subscription_items`), in
    /// the `deepObject` style whatever its declared one, since the others don't define these shapes:
    /// `subscription_items[0][price]=price_1`, and a multipart field in the `deepObject` style,
    /// one part per value. A path segment or a header takes an array of scalars,
    /// and an object or a map of scalars, in the styles that say how (`simple`, `label`, `matrix`,
    /// and for arrays a collection format's).
    func lower(_ parameter: Parameter, slot: ValueSlot, depth: Int = 0) -> [Parameter] {
        if slot == .formField { return [parameter] }
        let inOneValue = slot == .path || slot == .header
        switch shape(of: parameter.type) {
        case .scalar:
            return [parameter]
        case .scalarArray where slot.takesArrays || inOneValue && parameter.style.joinsArraysInOneValue,
             .scalarMap where slot.takesArrays || inOneValue && parameter.style.joinsObjectsInOneValue:
            return [parameter]
        case let .object(model) where inOneValue && parameter.style.joinsObjectsInOneValue && holdsScalarsOnly(model):
            return [parameter]
        case .data where slot == .multipartField:
            return [parameter]
        case let .object(model) where depth < 6 && flattens(parameter, slot: slot):
            guard case let .object(properties) = model.kind else { return [] }
            let bare = slot == .query && parameter.style == .form(explode: true) && depth == 0
            return properties.flatMap { property -> [Parameter] in
                var type = deepResolvedAlias(property.type)
                if parameter.type.isOptional, !type.isOptional { type = .optional(type) }
                var field = Parameter(
                    name: bare ? property.name : parameter.name + " " + property.name,
                    wireName: bare ? property.wireName : "\(parameter.wireName)[\(property.wireName)]",
                    type: type, description: property.description, location: parameter.location, style: parameter.style)
                field.allowsReserved = parameter.allowsReserved
                return lower(field, slot: slot, depth: depth + 1)
            }
        case .other where (slot == .query || slot == .multipartField && parameter.style == .deepObject)
            && Self.isCollection(parameter.type):
            var kept = parameter
            kept.style = .deepObject
            return [kept]
        default:
            diagnostics.warning(
                "\(slot.noun) '\(parameter.wireName)' of type '\(parameter.type.unwrapped.written)' can't be sent as typed "
                    + "values there; it becomes a String that the caller writes out", at: parameter.location)
            var lowered = parameter
            lowered.type = parameter.type.isOptional ? .optional(.named("String")) : .named("String")
            return [lowered]
        }
    }

    /// Whether every property of an object model is a scalar, as the path and header styles
    /// define objects (`R,100,G,200`).
    private func holdsScalarsOnly(_ model: Model) -> Bool {
        guard case let .object(properties) = model.kind, !properties.isEmpty else { return false }
        return properties.allSatisfy { property in
            if case .scalar = shape(of: deepResolvedAlias(property.type)) { return true }
            return false
        }
    }

    /// An array or a map, optional or not.
    private static func isCollection(_ type: TypeReference) -> Bool {
        switch type.unwrapped {
        case .array, .dictionary: true
        default: false
        }
    }

    private func flattens(_ parameter: Parameter, slot: ValueSlot) -> Bool {
        switch slot {
        case .multipartField: true
        case .query: parameter.style == .deepObject || parameter.style == .form(explode: true)
        default: false
        }
    }
}
