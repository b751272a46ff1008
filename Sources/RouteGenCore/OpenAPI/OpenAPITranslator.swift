import Foundation
import Yams

/// Translates an OpenAPI 3.0 or 3.1 document (and the files its `$ref`s reach) into an `APISpec`.
///
/// One walk over the tree: component schemas first, in document order, so that they keep their
/// names; then every operation. Each `$ref` target and each inline schema is translated once and
/// remembered by its place in the files; the walk carries each schema's JSON pointer down with it,
/// which becomes the place of the model the schema makes. Then the named `passes` finish the spec.
/// Problems are warnings wherever generating anyway makes sense; see docs/OpenAPI.md.
final class OpenAPITranslator {
    // The class is the walk's shared context: its steps call one another through closures over
    // mappings, and each reads and writes the components below. The state itself is owned by the
    // components, small values with their own invariants, and the passes after the walk are a list
    // of functions of the spec (`passes`).

    /// What the translation reads and never changes.
    let inputs: TranslatorInputs
    var spec: APISpec
    var diagnostics = OpenAPIDiagnostics()
    /// The files read and the `$ref`s followed.
    var loaded: LoadedFiles
    /// The models and the type names taken.
    var models = ModelTable()
    /// Where each model's schema is written.
    var places = ModelPlaces()
    /// The formats used, overridden and unknown.
    var formats = FormatUsage()
    /// The routers, as the operations are read.
    var routers = RouterDrafts()
    /// Servers: the document's and the operations' share one set of names.
    var serverNames = MemberNameSet(swiftName: SpecNames.serverName)
    /// The enums of the media types JSON bodies are sent as, by the body's type and the media types.
    var mediaChoices: [String: String] = [:]
    /// How many schemas the current one is nested in, counting `$ref`s followed on the way;
    /// limited by `InputLimits.schemaNesting`.
    var schemaDepth = 0

    var entry: OpenAPIFile { inputs.entry }
    var isVersion31: Bool { inputs.isVersion31 }
    var isVersion32: Bool { inputs.isVersion32 }
    var configuration: Configuration { inputs.configuration }
    var conventions: TreeConventions { inputs.conventions }

    init(
        entry source: SpecSource, isVersion31: Bool, isVersion32: Bool = false, configuration: Configuration = Configuration(),
        conventions: TreeConventions = TreeConventions()
    ) {
        let file = OpenAPIFile(index: 0, path: source.path, root: source.root)
        inputs = TranslatorInputs(
            entry: file, isVersion31: isVersion31, isVersion32: isVersion32, configuration: configuration, conventions: conventions)
        loaded = LoadedFiles(entry: file)
        spec = APISpec(name: "API", sourceName: URL(fileURLWithPath: source.path).lastPathComponent)
    }

    /// Runs the translation; diagnostics collect in `diagnostics`.
    func translate() -> APISpec {
        guard let root = entry.root.mapping else { return spec }
        var sections: [String: (key: Node, value: Node)] = [:]
        root.forEachEntry { key, keyNode, value in sections[key] = (keyNode, value) }

        readInfo(sections["info"]?.value)
        if let selfKey = sections["$self"]?.key { reportSelf(selfKey) }
        if let prefix = configuration.prefix { spec.name = prefix.value }
        readWireConventions(sections["x-routegen-booleans"])
        reserveGeneratedNames()
        prepareFormatOverrides()
        spec.servers = translateServers(sections["servers"], at: entry.root)
        if let schemes = entry.node(at: conventions.layout.pointer(of: "securitySchemes")) { translateSecuritySchemes(schemes) }
        if let schemas = entry.node(at: conventions.layout.pointer(of: "schemas")) { translateComponentSchemas(schemas) }
        if let tags = sections["tags"]?.value { readTags(tags) }
        if let paths = sections["paths"]?.value { translatePaths(paths) }
        if let webhooks = sections["webhooks"] {
            diagnostics.warning(
                "webhooks are not supported; routegen generates calls the client makes, so 'webhooks' is skipped",
                at: entry.location(webhooks.key))
        }
        // Each pass has exclusive access to `spec` while it runs, so none can read it as it was before.
        for pass in Self.passes { pass.run(self, &spec) }
        return spec
    }

    private func readInfo(_ node: Node?) {
        guard let info = node?.mapping else {
            let problem = node.map { "'info' must be a mapping, but it is \(SpecReader.kind(of: $0))" } ?? "the document has no 'info'"
            diagnostics.warning("\(problem); the generated types use the prefix 'API'", at: entry.location(node ?? entry.root))
            return
        }
        var title: String?
        var description: String?
        info.forEachEntry { key, _, value in
            if key == "title" { title = value.text }
            if key == "description" { description = value.text }
        }
        spec.name = Self.prefix(fromTitle: title ?? "")
        spec.description = Self.trimmed(description) ?? Self.trimmed(title)
    }

    /// OpenAPI writes booleans as `true`/`false` and forms with `key[0]` and literal brackets;
    /// `x-routegen-booleans: numeric` at the top of the document asks for `1`/`0` instead.
    private func readWireConventions(_ booleans: (key: Node, value: Node)?) {
        spec.defaults.booleans = .literal
        spec.defaults.indexedForms = true
        guard let booleans else { return }
        if let text = booleans.value.text, let encoding = BooleanEncoding(rawValue: text) {
            spec.defaults.booleans = encoding
        } else {
            diagnostics.warning("'x-routegen-booleans' must be 'numeric' (1 and 0) or 'literal' (true and false); "
                                + "booleans are written 'literal'", at: entry.location(booleans.value))
        }
    }

    /// Names the generated code uses for itself, which no model or router may take.
    private func reserveGeneratedNames() {
        let prefix = SwiftName.type(spec.name, fallback: "API")
        for name in SpecNames.supportTypes(prefix: prefix) { models.typeNames.reserve(name, owner: "a type routegen generates") }
        for name in SpecNames.reservedTypes.union(SpecNames.runtimeTypes) {
            models.typeNames.reserve(name, owner: "a type the generated code uses")
        }
        for name in BuiltinTypes.spellings.keys { models.typeNames.reserve(name, owner: "a built-in type") }
    }

    private func readTags(_ node: Node) {
        for tag in node.sequence ?? [] {
            guard let mapping = tag.mapping, let name = mapping.value(for: "name")?.text else { continue }
            routers.tagDetails[name] = TagDetails(
                description: Self.trimmed(mapping.value(for: "description")?.text), summary: mapping.value(for: "summary")?.text,
                parent: mapping.value(for: "parent")?.text, kind: mapping.value(for: "kind")?.text, location: entry.location(tag))
        }
    }

    // MARK: Models

    /// Claims a type name for a model made from a schema, warning when the first choice is taken.
    /// A name that would hide a standard-library type takes the spec's prefix: `Error` becomes
    /// `SwaggerPetstoreError`.
    func claimTypeName(_ base: String, for what: String, at location: SourceLocation?, alternative: String? = nil) -> String {
        if let alternative, !models.typeNames.isFree(TypeNameRegistry.candidate(base, 1)),
           models.typeNames.isFree(TypeNameRegistry.candidate(alternative, 1)) {
            return claimTypeName(alternative, for: what, at: location)
        }
        let shadowed = SwiftName.type(base, fallback: "Model")
        if SpecNames.shadowingTypes.contains(shadowed) {
            let (name, _) = models.typeNames.claim(SwiftName.type(spec.name, fallback: "API") + shadowed, owner: what)
            diagnostics.warning(
                "\(what) is named '\(name)' in Swift, because '\(shadowed)' would hide Swift's own '\(shadowed)' in your module",
                at: location)
            return name
        }
        let (name, displaced) = models.typeNames.claim(base, owner: what)
        if let displaced {
            diagnostics.warning(
                "\(what) is named '\(name)' in Swift, because '\(displaced.name)' is taken by \(displaced.owner)",
                at: location)
        }
        return name
    }

    // MARK: Helpers

    /// Text with surrounding blank lines removed; `nil` when nothing is left.
    static func trimmed(_ text: String?) -> String? {
        guard let text, let first = text.utf8.first, let last = text.utf8.last else { return nil }
        // Most descriptions need nothing trimmed; Foundation's trimming is slow on thousands of them.
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        if !isSpace(first), !isSpace(last), first < 0x80, last < 0x80 { return text }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// A translated schema: its type, and whether `null` is also allowed.
struct SchemaType: Equatable {
    var type: TypeReference
    var nullable = false

    static let jsonValue = SchemaType(type: .named("JSONValue"))
}

/// A schema reached by `$ref`: its model name, and whether references to it are optional.
struct NamedSchema {
    var name: String
    var nullable: Bool
}
