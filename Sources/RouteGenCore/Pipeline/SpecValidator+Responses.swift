/// Checks of what the spec says about responses: the envelope, and each endpoint's use of it.
extension SpecValidator {
    mutating func checkEnvelope() {
        guard let envelope = spec.envelope else {
            // Endpoints share the location of their router's `envelope: false`; warn once per place.
            var places: [SourceLocation] = []
            for router in spec.routers {
                for endpoint in router.endpoints where !endpoint.usesEnvelope {
                    guard let location = endpoint.envelopeLocation, !places.contains(location) else { continue }
                    places.append(location)
                    diagnostics.warning("'envelope: false' has no effect: the spec declares no 'envelope'", at: location)
                }
            }
            return
        }
        guard let model = names.model(named: envelope.model) else {
            var message = "the envelope model '\(envelope.model)' is not declared under 'models'"
            if let suggestion = Suggestions.closest(to: envelope.model, in: spec.models.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.error(message, at: envelope.modelLocation)
            return
        }
        guard case let .object(properties) = model.kind, model.genericParameters.count == 1 else {
            diagnostics.error(
                "the envelope model '\(model.name)' must be an object with one generic parameter for the payload, "
                    + "such as 'ResponseData<ResultData>'", at: envelope.modelLocation)
            return
        }
        let payloadType = TypeReference.named(model.genericParameters[0], arguments: [])
        checkEnvelopeField(envelope.payload, in: properties, model: model, at: envelope.payloadLocation,
                           role: "payload", allowed: [payloadType], expected: "'\(model.genericParameters[0])'")
        let codeProperty = checkEnvelopeField(
            envelope.code, in: properties, model: model, at: envelope.codeLocation, role: "code",
            allowed: [.named("String", arguments: []), .named("Int", arguments: [])], expected: "'String' or 'Int'")
        if let message = envelope.message {
            checkEnvelopeField(message, in: properties, model: model, at: envelope.messageLocation, role: "message",
                               allowed: [.named("String", arguments: [])], expected: "'String'")
        }
        if codeProperty?.type.unwrapped == .named("Int", arguments: []) {
            for code in envelope.successCodes where Int(code) == nil {
                diagnostics.error(
                    "success code '\(code)' is not a whole number, but '\(envelope.code)' is an 'Int'",
                    at: envelope.successLocation)
            }
        }
        for router in spec.routers {
            for endpoint in router.endpoints where endpoint.usesEnvelope {
                guard case let .named(name, _)? = endpoint.returns?.unwrapped, name == model.name else { continue }
                diagnostics.error(
                    "endpoint '\(endpoint.name)' returns the envelope '\(name)' itself, but responses are already "
                        + "unwrapped from it; write the payload type, or add 'envelope: false' to get the whole body",
                    at: endpoint.returnsSite?.location(of: name) ?? endpoint.location)
            }
        }
    }

    /// Reports a missing envelope property, or one of the wrong type; returns the property.
    @discardableResult
    private mutating func checkEnvelopeField(
        _ name: String, in properties: [Property], model: Model, at location: SourceLocation?, role: String,
        allowed: [TypeReference], expected: String
    ) -> Property? {
        guard let property = properties.first(where: { $0.name == name }) else {
            var message = "the envelope's \(role) property '\(name)' is not a property of '\(model.name)'"
            if let suggestion = Suggestions.closest(to: name, in: properties.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.error(message, at: location)
            return nil
        }
        if !allowed.contains(property.type.unwrapped) {
            diagnostics.error(
                "the envelope's \(role) property '\(name)' must be of type \(expected)", at: property.location)
        }
        return property
    }
}
