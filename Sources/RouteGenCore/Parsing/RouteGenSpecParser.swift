import Foundation
import Yams

/// Reads the routegen spec format into an `APISpec`. See docs/SpecFormat.md.
struct RouteGenSpecParser {
    /// The format version this parser reads (`routegen: 1`).
    static let formatVersion = 1
    static let topLevelKeys = [
        "routegen", "name", "description", "servers", "headers", "contentTypes", "defaults", "envelope", "models",
        "routers", "options",
    ]

    var reader: SpecReader
    /// The spec's own `options` section (docs/Configuration.md); empty without one.
    var options = Configuration()

    init(file: String) {
        reader = SpecReader(file: file)
    }

    /// Parses the whole tree. Problems are collected in `reader.diagnostics`.
    mutating func parse(_ root: Node, sourceName: String) -> APISpec {
        var spec = APISpec(name: "API", sourceName: sourceName)
        guard let entries = reader.entries(root, of: "the spec") else { return spec }
        checkVersion(entries, root: root)
        reader.rejectUnknownKeys(entries, allowed: Self.topLevelKeys, in: "the spec")
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "name": spec.name = reader.string(value, of: "'name'") ?? spec.name
            case "description": spec.description = reader.optionalString(value, of: "'description'")
            case "servers": spec.servers = parseServers(value)
            case "headers": spec.headerFields = parseHeaderFields(value)
            case "contentTypes": spec.contentTypes = parseContentTypes(value)
            case "models": spec.models = parseModels(value)
            case "routers": spec.routers = parseRouters(value)
            case "envelope": spec.envelope = parseEnvelope(value, key: entry.keyNode)
            case "options": options = parseOptions(value)
            default: break
            }
        }
        // Defaults refer to header fields and content types, so they are read last.
        if let defaults = entries.first(where: { $0.key == "defaults" }) {
            spec.defaults = parseDefaults(defaults.value, spec: spec)
        }
        return spec
    }

    private mutating func parseOptions(_ node: Node) -> Configuration {
        var parser = ConfigurationParser(file: reader.file)
        parser.reader.diagnostics = reader.diagnostics
        let options = parser.parse(node, in: "'options'")
        reader.diagnostics = parser.reader.diagnostics
        return options
    }

    private mutating func checkVersion(_ entries: [SpecReader.Entry], root: Node) {
        guard let entry = entries.first(where: { $0.key == "routegen" }) else {
            reader.error(
                "missing the format version; add 'routegen: \(Self.formatVersion)' as the first line", at: root)
            return
        }
        guard let text = entry.value.scalar?.string, let version = Int(text) else {
            reader.error(
                "'routegen' is the format version and must be a whole number such as \(Self.formatVersion), "
                    + "but it is \(SpecReader.kind(of: entry.value))", at: entry.value)
            return
        }
        if version != Self.formatVersion {
            reader.error(
                "unsupported format version \(version); this routegen reads version \(Self.formatVersion)",
                at: entry.value)
        }
    }

    private mutating func parseServers(_ node: Node) -> [Server] {
        guard let entries = reader.entries(node, of: "'servers'") else { return [] }
        return entries.compactMap { entry in
            var url: String?
            var description: String?
            if entry.value.mapping != nil {
                let fields = reader.entries(entry.value, of: "server '\(entry.key)'") ?? []
                reader.rejectUnknownKeys(fields, allowed: ["url", "description"], in: "server '\(entry.key)'")
                for field in fields {
                    if field.key == "url" { url = reader.string(field.value, of: "'url'") }
                    if field.key == "description" { description = reader.optionalString(field.value, of: "'description'") }
                }
                if url == nil, !fields.contains(where: { $0.key == "url" }) {
                    reader.error("server '\(entry.key)' needs a 'url'", at: entry.keyNode)
                }
            } else {
                url = reader.string(entry.value, of: "the URL of server '\(entry.key)'")
            }
            guard let url else { return nil }
            guard Self.isValidServerURL(url) else {
                reader.error(
                    "server '\(entry.key)' has an invalid URL '\(url)'; write an absolute http or https URL",
                    at: entry.value.mapping == nil ? entry.value : entry.keyNode)
                return nil
            }
            return Server(
                name: entry.key, url: url, description: description,
                isDebug: SpecNames.serverName(entry.key) == "debug", location: reader.location(entry.keyNode))
        }
    }

    /// An absolute http(s) URL made only of characters RFC 3986 allows, so that `URL(string:)`
    /// accepts it unchanged on every platform and the generated constant can never be nil.
    static func isValidServerURL(_ text: String) -> Bool {
        let allowed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%"
        guard text.unicodeScalars.allSatisfy({ allowed.unicodeScalars.contains($0) }) else { return false }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil, URL(string: text) != nil
        else { return false }
        return true
    }

    private mutating func parseHeaderFields(_ node: Node) -> [HeaderField] {
        guard let entries = reader.entries(node, of: "'headers'") else { return [] }
        return entries.compactMap { entry in
            guard let wireName = reader.string(entry.value, of: "the name of header '\(entry.key)'") else { return nil }
            guard HTTPToken.isValid(wireName) else {
                reader.error("'\(wireName)' is not a valid HTTP header name", at: entry.value)
                return nil
            }
            return HeaderField(name: entry.key, wireName: wireName, location: reader.location(entry.keyNode))
        }
    }

    private mutating func parseContentTypes(_ node: Node) -> [ContentTypeDefinition] {
        guard let entries = reader.entries(node, of: "'contentTypes'") else { return [] }
        return entries.compactMap { entry in
            guard let value = reader.string(entry.value, of: "content type '\(entry.key)'") else { return nil }
            guard HTTPToken.isValidHeaderValue(value), value.contains("/") else {
                reader.error("'\(value)' is not a media type such as 'application/json'", at: entry.value)
                return nil
            }
            return ContentTypeDefinition(name: entry.key, value: value, location: reader.location(entry.keyNode))
        }
    }

    private mutating func parseDefaults(_ node: Node, spec: APISpec) -> Defaults {
        var defaults = Defaults()
        guard let entries = reader.entries(node, of: "'defaults'") else { return defaults }
        reader.rejectUnknownKeys(entries, allowed: ["timeout", "headers", "booleans"], in: "'defaults'")
        for entry in entries {
            switch entry.key {
            case "timeout": defaults.timeout = parseTimeout(entry.value)
            case "booleans": defaults.booleans = parseBooleans(entry.value) ?? defaults.booleans
            case "headers": defaults.headers = parseHeaderValues(entry.value, spec: spec)
            default: break
            }
        }
        return defaults
    }

    /// `booleans: numeric` (`1`/`0`) or `booleans: literal` (`true`/`false`).
    private mutating func parseBooleans(_ node: Node) -> BooleanEncoding? {
        guard let text = reader.string(node, of: "'booleans'") else { return nil }
        guard let encoding = BooleanEncoding(rawValue: text) else {
            reader.error("'booleans' is '\(text)'; write 'numeric' (1 and 0) or 'literal' (true and false)", at: node)
            return nil
        }
        return encoding
    }

    mutating func parseTimeout(_ node: Node) -> Double? {
        guard let seconds = reader.number(node, of: "'timeout' (in seconds)") else { return nil }
        guard seconds > 0 else {
            reader.error("'timeout' must be more than 0 seconds", at: node)
            return nil
        }
        return seconds
    }

    /// `Accept: application/json`: the name may be a header's wire name or its Swift name from
    /// `headers`, and the value may name an entry of `contentTypes`.
    private mutating func parseHeaderValues(_ node: Node, spec: APISpec) -> [HeaderValue] {
        guard let entries = reader.entries(node, of: "default 'headers'") else { return [] }
        return entries.compactMap { entry in
            guard var value = reader.string(entry.value, of: "the value of header '\(entry.key)'") else { return nil }
            let field = spec.headerFields.first { $0.name == entry.key || $0.wireName == entry.key }
            let wireName = field?.wireName ?? entry.key
            guard HTTPToken.isValid(wireName) else {
                reader.error("'\(entry.key)' is not a valid HTTP header name", at: entry.keyNode)
                return nil
            }
            if let contentType = spec.contentTypes.first(where: { $0.name == value }) { value = contentType.value }
            guard HTTPToken.isValidHeaderValue(value) else {
                reader.error("the value of header '\(entry.key)' must be one line of printable text", at: entry.value)
                return nil
            }
            return HeaderValue(wireName: wireName, value: value, location: reader.location(entry.keyNode))
        }
    }
}
