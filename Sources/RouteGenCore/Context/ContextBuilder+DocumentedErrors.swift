/// Documented error answers, typed: what each call tells the client it documents, the doc lines
/// that name the accessors, and the accessors on `APIError` (`error.validationError`).
extension ContextBuilder {
    /// What a call sends through: `client`, or `client.documenting([...])` with the types of the
    /// bodies its error answers document, so that a failed answer's body reaches the caller decoded.
    func sender(_ endpoint: Endpoint) -> String {
        let typed = endpoint.errorResponses.filter { ErrorAccessors.bodyType($0) != nil }
        guard !typed.isEmpty else { return "client" }
        // An answer without a body matters only where a class or `default` would otherwise cover it.
        let hasFallback = typed.contains { Int($0.status) == nil }
        let entries = endpoint.errorResponses.compactMap { response -> String? in
            let type = ErrorAccessors.bodyType(response)
            guard type != nil || hasFallback else { return nil }
            return SwiftLiteral.string(response.status) + ": " + (type.map { speller.spell($0) + ".self" } ?? "nil")
        }
        return "client.documenting([\(entries.joined(separator: ", "))])"
    }

    /// The documented error answers, for the call's doc comment: `- 422: `ValidationError`
    /// (`error.validationError`). Validation failed`.
    func errorLines(_ endpoint: Endpoint) -> String? {
        guard !endpoint.errorResponses.isEmpty else { return nil }
        let lines = endpoint.errorResponses.map { response in
            let description = SwiftLiteral.docLines(response.description).joined(separator: " ")
            let accessor = ErrorAccessors.bodyType(response).flatMap(errorAccessors.name(of:))
            let type = response.type.map { "`\(speller.spell($0))`" + (accessor.map { " (`error.\($0)`)" } ?? "") + "." }
            let text = [type, description.isEmpty ? nil : description].compactMap { $0 }.joined(separator: " ")
            return "- \(response.status):" + (text.isEmpty ? "" : " " + text)
        }
        let typed = endpoint.errorResponses.contains { ErrorAccessors.bodyType($0) != nil }
        let error = spelling.callErrorName
        let heading = typed ? "Error responses; the thrown `\(error)` reads a documented body typed:" : "Error responses:"
        return ([heading] + lines).joined(separator: "\n")
    }

    /// `APIError+<Prefix>.swift`, when some error answer documents a body.
    func documentedErrorsContext() -> DocumentedErrorsContext? {
        guard !errorAccessors.entries.isEmpty else { return nil }
        return DocumentedErrorsContext(
            fileName: "\(spelling.callErrorName)+\(names.prefix).swift",
            accessors: errorAccessors.entries.map { entry in
                let type = speller.spell(entry.type)
                let statuses = entry.statuses.sorted().map { "`\($0)`" }.joined(separator: ", ")
                return ErrorAccessorContext(
                    name: SwiftName.escaped(entry.name), type: type,
                    docComment: SwiftLiteral.docComment([
                        "The body of a failed call's answer, when the call documents it as `\(type)` (\(spec.sourceName) does "
                            + "for \(statuses)); `nil` for other answers, and when the body doesn't decode.",
                    ]))
            })
    }
}
