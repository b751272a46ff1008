/// Checks of the parts OpenAPI documents bring: server variables, security schemes and defaults.
extension SpecValidator {
    /// Each `{name}` in a server URL needs a variable, and each variable a default its list allows.
    mutating func checkServerVariables() {
        for server in spec.servers + spec.operationServers {
            let what = "server '\(server.name)'"
            checkUnique(server.variables.map { (SwiftName.member($0.name), $0.name, server.location) },
                        noun: "variable", owner: what)
            let declared = Set(server.variables.map(\.name))
            for placeholder in PathTemplate.placeholders(in: server.url) where !declared.contains(placeholder.name) {
                diagnostics.error("the URL of \(what) has the placeholder '{\(placeholder.name)}' but no variable for it",
                                  at: server.location)
            }
            for variable in server.variables where !variable.allowedValues.isEmpty
                && !variable.allowedValues.contains(variable.defaultValue) {
                diagnostics.error("the default '\(variable.defaultValue)' of variable '\(variable.name)' of \(what) "
                                    + "is not one of its values (\(variable.allowedValues.joined(separator: ", ")))",
                                  at: server.location)
            }
        }
    }

    /// A router or endpoint that names its server names one of `servers`. An endpoint that takes
    /// its router's is checked with the router.
    mutating func checkServerName(_ name: String?, at location: SourceLocation?, what: String) {
        guard let name else { return }
        let known = (spec.servers + spec.operationServers).map(\.name)
        guard !known.contains(name) else { return }
        var message = "\(what) names the server '\(name)', which 'servers' doesn't list"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += known.isEmpty ? "; add it under 'servers'" : "; use one of \(known.joined(separator: ", "))"
        }
        diagnostics.error(message, at: location)
    }

    /// Each scheme becomes a function of `<Prefix>Security`.
    mutating func checkSecuritySchemes() {
        checkUnique(spec.securitySchemes.map { (SpecNames.securityFunction($0), $0.name, $0.location) },
                    noun: "security scheme", owner: nil)
    }

    /// A default the initializer can't spell is left out of it; say so.
    mutating func checkDefaults(of model: Model, _ properties: [Property]) {
        for property in properties {
            guard let value = property.defaultValue, DefaultLiteral(names: names).literal(value, for: property.type) == nil
            else { continue }
            diagnostics.warning(
                "the default of property '\(property.name)' of model '\(model.name)' doesn't fit its type "
                    + "'\(property.type.written)'; the initializer leaves it out", at: property.location)
        }
    }
}
