import Yams

extension OpenAPITranslator {
    /// Formats of strings that need no type of their own: they stay `String` without a warning.
    static let textFormats: Set<String> = [
        "date", "email", "idn-email", "hostname", "idn-hostname", "ipv4", "ipv6", "uri-reference", "iri",
        "iri-reference", "uri-template", "json-pointer", "relative-json-pointer", "regex", "password", "time",
        "duration", "byte-string", "char",
        // Servers send `""` for a cleared link and relative references, which `URL` can't
        // decode; a `String` never fails (docs/OpenAPI.md, "Formats").
        "uri", "url",
    ]

    /// Formats of integers and numbers that count seconds since 1970 (Stripe's `unix-time`, OpenAI's
    /// `unixtime`, GitHub's `timestamp`): they stay `Int` or `Double`, which read and write the number
    /// exactly as it is sent, without a warning. A `Date` would be written back as text.
    static let secondsFormats: Set<String> = ["unix-time", "unixtime", "timestamp"]

    /// The Swift type of a `string`, `integer`, `number` or `boolean` schema, from its `format`.
    func primitiveType(_ typeName: String, fields: SchemaFields, in file: OpenAPIFile) -> TypeReference {
        let format = fields.format?.text
        if let format, let type = formats.use(format) { return type }
        // Kubernetes writes it on `type: string`; a number is as likely to carry it.
        if format == "int-or-string", typeName == "string" || typeName == "integer" { return .named("IntOrString") }
        switch typeName {
        case "string":
            if fields.contentEncoding?.text == "base64" { return .named("Data") }
            switch format {
            case nil: return .named("String")
            case "date-time": return .named("Date")
            case "uuid": return .named("UUID")
            case "binary", "byte": return .named("Data")
            case let format? where Self.textFormats.contains(format): return .named("String")
            case let format?: return unknownFormat(format, of: typeName, using: "String", at: fields.format, in: file)
            }
        case "integer":
            switch format {
            case nil: return .named("Int")
            case let format? where Self.secondsFormats.contains(format): return .named("Int")
            case "int32": return .named("Int32")
            case "int64": return .named("Int64")
            case let format?: return unknownFormat(format, of: typeName, using: "Int", at: fields.format, in: file)
            }
        case "number":
            switch format {
            case nil, "double": return .named("Double")
            case let format? where Self.secondsFormats.contains(format): return .named("Double")
            case "float": return .named("Float")
            case let format?: return unknownFormat(format, of: typeName, using: "Double", at: fields.format, in: file)
            }
        default:
            return .named("Bool")
        }
    }

    /// Records an unknown format: each one is reported once per file, where it is first used,
    /// with the number of uses, rather than at each of possibly hundreds of places.
    private func unknownFormat(_ format: String, of typeName: String, using type: String, at node: Node?, in file: OpenAPIFile) -> TypeReference {
        let key = UnknownFormatKey(file: file.index, type: typeName, format: format)
        formats.useUnknown(key, becoming: type, at: node.map(file.location) ?? SourceLocation(file: file.path, line: 1, column: 1))
        return .named(type)
    }

    func reportUnknownFormats() {
        for key in formats.unknownOrder {
            guard let use = formats.unknownUse(of: key) else { continue }
            var message = "unknown format '\(key.format)' for \(key.type) values; they become '\(use.type)'"
            if use.count > 1 { message += " (\(use.count) uses in this file, reported once)" }
            diagnostics.warning(message, at: use.location)
        }
    }
}
