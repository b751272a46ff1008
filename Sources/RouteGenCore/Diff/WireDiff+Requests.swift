/// Requests: what the old client sends, read by the new server.
extension WireDiff {
    mutating func compareRequest(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, operation: String) -> [Int] {
        var found: [Int] = []
        // Path placeholders are matched by position: the normalised paths are the same.
        for (oldValue, newValue) in zip(oldEndpoint.pathParameters, newEndpoint.pathParameters) {
            let place = Field(key: newValue.wireName, name: "the path parameter '\(newValue.wireName)'", type: newValue.type,
                              isNeeded: true, isAlwaysSent: true, location: newValue.location)
            found += compareValue(reader: newValue.type, sender: oldValue.type, .request, place: place, operation: operation)
        }
        let kinds: [(String, KeyPath<Endpoint, [Parameter]>)] = [
            ("query parameter", \.queryParameters), ("header", \.headerParameters), ("cookie", \.cookieParameters),
        ]
        for (kind, list) in kinds {
            found += compareFields(
                reader: newEndpoint[keyPath: list].map { parameterField($0, kind: kind) },
                sender: oldEndpoint[keyPath: list].map { parameterField($0, kind: kind) },
                .request, operation: operation)
        }
        return found + compareBodies(oldEndpoint, newEndpoint, operation: operation)
    }

    /// The bodies: their media types, then their values or fields.
    private mutating func compareBodies(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, operation: String) -> [Int] {
        switch (oldEndpoint.body, newEndpoint.body) {
        case (nil, nil):
            return []
        case let (nil, body?):
            guard Self.isRequired(body) else { return [] }
            return [add(.breaking, "request.bodyRequired", at: newEndpoint.location,
                        "'\(operation)' requires a body now (\(Self.mediaType(body))); old clients send none",
                        suggestion: "make the body optional", operations: [operation])]
        case (_?, nil):
            return [add(.note, "request.bodyUndocumented", at: oldEndpoint.location,
                        "'\(operation)' takes no body now; old clients still send one", operations: [operation])]
        case let (oldBody?, newBody?):
            guard Self.mediaType(oldBody) == Self.mediaType(newBody) else {
                return [add(.breaking, "request.contentTypeChanged", at: newEndpoint.location,
                            "'\(operation)' reads its body as \(Self.mediaType(newBody)) now; old clients send \(Self.mediaType(oldBody))",
                            suggestion: "accept both media types for a release", operations: [operation])]
            }
            switch (oldBody, newBody) {
            case let (.value(oldValue, _), .value(newValue, _)):
                var found: [Int] = []
                if Self.isRequired(newBody) && !Self.isRequired(oldBody) {
                    found.append(add(.breaking, "request.bodyRequired", at: newValue.location ?? newEndpoint.location,
                                     "'\(operation)' requires its body now; old clients may send none", operations: [operation]))
                }
                let place = Field(key: "", name: "the body of '\(operation)'", type: newValue.type, isNeeded: true,
                                  isAlwaysSent: true, location: newValue.location ?? newEndpoint.location)
                return found + compareValue(reader: newValue.type.unwrapped, sender: oldValue.type.unwrapped, .request,
                                            place: place, operation: operation)
            case let (.fields(oldFields, _), .fields(newFields, _)):
                return compareFields(reader: newFields.map { parameterField($0, kind: "body field") },
                                     sender: oldFields.map { parameterField($0, kind: "body field") }, .request, operation: operation)
            default:
                return []
            }
        }
    }

    /// A parameter or body field as a request carries it: required when its type isn't optional.
    func parameterField(_ parameter: Parameter, kind: String) -> Field {
        let key = kind == "header" ? parameter.wireName.lowercased() : parameter.wireName
        return Field(key: key, name: "the \(kind) '\(parameter.wireName)'", type: parameter.type,
                     isNeeded: !parameter.type.isOptional, isAlwaysSent: !parameter.type.isOptional, location: parameter.location)
    }

    /// `JSON`, `a form (application/x-www-form-urlencoded)`, `image/png`…
    static func mediaType(_ body: RequestBody) -> String {
        switch body {
        case .value, .fields(_, .json): "JSON"
        case .fields(_, .form): "a form (application/x-www-form-urlencoded)"
        case .fields(_, .multipart): "a multipart form"
        case let .data(_, contentType): contentType
        }
    }

    static func isRequired(_ body: RequestBody) -> Bool {
        switch body {
        case let .value(parameter, _), let .data(parameter, _): !parameter.type.isOptional
        case let .fields(fields, _): fields.contains { !$0.type.isOptional }
        }
    }
}
