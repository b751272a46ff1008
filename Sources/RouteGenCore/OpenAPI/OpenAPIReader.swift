import Yams

/// The OpenAPI front end: recognises OpenAPI and Swagger documents by their version key, and
/// translates OpenAPI 3.0, 3.1 and 3.2 into the format-neutral `APISpec`; Swagger 2.0 is first
/// rewritten into the OpenAPI 3.0 tree the same translator reads (`SwaggerConverter`).
enum OpenAPIReader {
    /// What a document's top-level keys say it is.
    enum Format: Equatable {
        case routegen
        case openAPI(version: String, key: Node)
        case swagger(version: String, key: Node)
    }

    /// Looks at every top-level key, since some documents put `openapi:` last.
    static func format(of root: Node) -> Format {
        var format = Format.routegen
        root.mapping?.forEachEntry { key, keyNode, value in
            switch key {
            case "openapi": format = .openAPI(version: value.text ?? "", key: keyNode)
            case "swagger": if case .routegen = format { format = .swagger(version: value.text ?? "", key: keyNode) }
            default: break
            }
        }
        return format
    }

    /// Translates an OpenAPI document. Errors (an unsupported version, syntax errors in a file a
    /// `$ref` names) are thrown with the other diagnostics; warnings are returned.
    static func read(
        _ source: SpecSource, configuration: Configuration = Configuration()
    ) throws(GenerationFailed) -> (APISpec, Diagnostics) {
        let file = source.path
        switch format(of: source.root) {
        case .routegen:
            throw GenerationFailed(single: .error("not an OpenAPI document", at: SourceLocation(file: file, line: 1, column: 1)))
        case let .swagger(version, key):
            guard version == "2.0" else {
                throw GenerationFailed(single: .error(
                    "unsupported Swagger version '\(version)'; routegen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
                    at: SourceLocation(of: key, in: file)))
            }
            let converter = SwaggerConverter(entry: source)
            let converted = SpecSource(path: source.path, text: source.text, root: converter.convert())
            let translator = OpenAPITranslator(
                entry: converted, isVersion31: false, configuration: configuration, conventions: converter.conventions)
            translator.diagnostics.append(contentsOf: converter.diagnostics.collected)
            return try translate(translator)
        case let .openAPI(version, key):
            let parts = version.split(separator: ".")
            guard parts.count >= 2, parts[0] == "3", let minor = Int(parts[1]) else {
                throw GenerationFailed(single: .error(
                    "unsupported OpenAPI version '\(version)'; routegen reads OpenAPI 3.0, 3.1 and 3.2", at: SourceLocation(of: key, in: file)))
            }
            let translator = OpenAPITranslator(
                entry: source, isVersion31: minor >= 1, isVersion32: minor >= 2, configuration: configuration)
            if minor > 2 {
                translator.diagnostics.warning(
                    "OpenAPI \(version) is newer than routegen knows; it is read as 3.2", at: SourceLocation(of: key, in: file))
            }
            return try translate(translator)
        }
    }

    private static func translate(_ translator: OpenAPITranslator) throws(GenerationFailed) -> (APISpec, Diagnostics) {
        let spec = translator.translate()
        let diagnostics = translator.diagnostics.collected
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
        return (spec, diagnostics)
    }
}
