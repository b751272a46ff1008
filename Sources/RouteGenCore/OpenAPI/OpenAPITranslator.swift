import Foundation
import Yams

/// Translates an OpenAPI 3.0 or 3.1 document (and the files its `$ref`s reach) into an `APISpec`.
///
/// One walk over the tree: component schemas first, in document order, so that they keep their
/// names; then every operation. Each `$ref` target and each inline schema is translated once and
/// remembered by its place in the files. Problems are warnings wherever generating anyway makes
/// sense; see docs/OpenAPI.md.
final class OpenAPITranslator {
    let entry: OpenAPIFile
    /// `true` for 3.1 documents, which allow siblings next to `$ref` and `type` lists.
    let isVersion31: Bool
    /// `true` for 3.2 documents, whose `allowReserved` applies to path parameters too.
    let isVersion32: Bool
    /// The user's options (filter, renames, type overrides); empty by default.
    let configuration: Configuration
    /// How the tree differs from an OpenAPI 3 document as written (a converted Swagger 2.0 document).
    let conventions: TreeConventions
    var spec: APISpec
    var diagnostics = OpenAPIDiagnostics()

    // Files
    var files: [OpenAPIFile] = []
    var fileIndexByPath: [String: Int] = [:]
    /// Files that could not be loaded, by absolute path, so each is reported once.
    var unloadableFiles: Set<String> = []

    // Types
    var typeNames = TypeNameRegistry()
    /// Models in the order they were started; a slot is reserved before the model's parts are
    /// translated, so that recursive schemas can refer to it.
    var modelSlots: [Model?] = []
    var modelIndexByName: [String: Int] = [:]
    /// Models made for inline schemas; dropped at the end when nothing uses them (an object
    /// sent as separate query items, say).
    var inlineModels: Set<String> = []
    /// Schemas reached by `$ref` (components and any other pointer), by `file#pointer`.
    var namedSchemas: [String: NamedSchema] = [:]
    /// `$ref`s already followed successfully.
    var resolvedRefs: [RefKey: RefTarget] = [:]
    /// Inline schemas already translated, by their place.
    var inlineSchemas: [NodeKey: SchemaType] = [:]
    /// The schema each inline model was made from, and the place of each named schema's model
    /// (see `resolvePlaces`).
    var placeNodes: [String: NodeKey] = [:]
    var namedPlaces: [String: String] = [:]
    /// The key each inline model's schema is written under, when it is a property's or a field's.
    var placeProperties: [String: String] = [:]
    /// How many schemas the current one is nested in, counting `$ref`s followed on the way;
    /// limited by `InputLimits.schemaNesting`.
    var schemaDepth = 0
    /// Unknown formats: one warning each per file, with the number of uses.
    var unknownFormats: [UnknownFormatKey: (location: SourceLocation, count: Int, type: String)] = [:]
    var unknownFormatOrder: [UnknownFormatKey] = []
    var pendingDefaults: [PendingDefault] = []
    /// `types.formats` of the configuration, by format, once checked; see `prepareFormatOverrides`.
    var formatOverrides: [String: TypeReference] = [:]
    /// Every format the document uses, for suggestions, and the overridden ones it uses.
    var seenFormats: Set<String> = []
    var usedFormatOverrides: Set<String> = []

    // Servers: the document's and the operations' share one set of names.
    var serverNames = MemberNameSet(swiftName: SpecNames.serverName)

    // Operations
    var routerDrafts: [RouterDraft] = []
    var routerIndexByTag: [String: Int] = [:]
    var tagDetails: [String: TagDetails] = [:]
    var parameterCache: [NodeKey: ParameterDraft?] = [:]
    /// Every path of the document as resources, for naming operations after them.
    var resourcePaths = ResourcePaths()
    var operationCount = 0
    var responseCache: [NodeKey: ResponseDraft] = [:]

    init(
        entry source: SpecSource, isVersion31: Bool, isVersion32: Bool = false, configuration: Configuration = Configuration(),
        conventions: TreeConventions = TreeConventions()
    ) {
        let file = OpenAPIFile(index: 0, path: source.path, root: source.root)
        entry = file
        files = [file]
        fileIndexByPath[file.absolutePath] = 0
        self.isVersion31 = isVersion31
        self.isVersion32 = isVersion32
        self.configuration = configuration
        self.conventions = conventions
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
        shortenCaseNames()
        nestResourceGroups()
        spec.routers = nameRouters()
        breakAliasCycles()
        resolvePendingDefaults()
        chooseVariantsBySingleValues()
        spec.models = usedModels()
        markNullableRequestProperties()
        resolvePlaces()
        mergeDuplicateInlineModels()
        aliasIdenticalInlineModels()
        nameResponseHeaders()
        reportUnknownFormats()
        reportUnusedFormatOverrides()
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
        for name in SpecNames.supportTypes(prefix: prefix) { typeNames.reserve(name, owner: "a type routegen generates") }
        for name in SpecNames.reservedTypes.union(SpecNames.runtimeTypes) {
            typeNames.reserve(name, owner: "a type the generated code uses")
        }
        for name in BuiltinTypes.spellings.keys { typeNames.reserve(name, owner: "a built-in type") }
    }

    private func readTags(_ node: Node) {
        for tag in node.sequence ?? [] {
            guard let mapping = tag.mapping, let name = mapping.value(for: "name")?.text else { continue }
            tagDetails[name] = TagDetails(
                description: Self.trimmed(mapping.value(for: "description")?.text), summary: mapping.value(for: "summary")?.text,
                parent: mapping.value(for: "parent")?.text, kind: mapping.value(for: "kind")?.text, location: entry.location(tag))
        }
    }

    // MARK: Models

    /// Reserves a place for a model named `name`; fill it with `finishModel`.
    func startModel(_ name: String) -> Int {
        modelSlots.append(nil)
        modelIndexByName[name] = modelSlots.count - 1
        return modelSlots.count - 1
    }

    func finishModel(_ model: Model, at slot: Int) {
        modelSlots[slot] = model
    }

    /// The model named `name`, once finished.
    func model(named name: String) -> Model? {
        modelIndexByName[name].flatMap { modelSlots[$0] }
    }

    /// Claims a type name for a model made from a schema, warning when the first choice is taken.
    /// A name that would hide a standard-library type takes the spec's prefix: `Error` becomes
    /// `SwaggerPetstoreError`.
    func claimTypeName(_ base: String, for what: String, at location: SourceLocation?, alternative: String? = nil) -> String {
        if let alternative, !typeNames.isFree(TypeNameRegistry.candidate(base, 1)),
           typeNames.isFree(TypeNameRegistry.candidate(alternative, 1)) {
            return claimTypeName(alternative, for: what, at: location)
        }
        let shadowed = SwiftName.type(base, fallback: "Model")
        if SpecNames.shadowingTypes.contains(shadowed) {
            let (name, _) = typeNames.claim(SwiftName.type(spec.name, fallback: "API") + shadowed, owner: what)
            diagnostics.warning(
                "\(what) is named '\(name)' in Swift, because '\(shadowed)' would hide Swift's own '\(shadowed)' in your module",
                at: location)
            return name
        }
        let (name, displaced) = typeNames.claim(base, owner: what)
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

struct UnknownFormatKey: Hashable {
    var file: Int
    var type: String
    var format: String
}
