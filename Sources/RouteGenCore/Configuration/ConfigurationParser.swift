import Yams

/// Reads the options of a configuration file, or of a routegen spec's `options` section, into a
/// `Configuration`. Every problem is an error at its place; parsing goes on to find the next one.
/// See docs/Configuration.md.
struct ConfigurationParser {
    static let keys = [
        "access", "filter", "names", "types", "prefix", "imports", "server", "operationServers", "booleans", "hashable", "layout", "runtime", "operationNames",
    ]
    static let filterKeys = ["tags", "paths", "operations", "schemas"]
    static let nameKeys = ["types", "operations", "properties", "cases"]
    static let typeKeys = ["schemas", "formats"]

    var reader: SpecReader

    init(file: String) {
        reader = SpecReader(file: file)
    }

    /// The options of `node`; `what` names it in messages ("the configuration", "'options'").
    mutating func parse(_ node: Node, in what: String) -> Configuration {
        var configuration = Configuration()
        guard let entries = reader.entries(node, of: what) else { return configuration }
        reader.rejectUnknownKeys(entries, allowed: Self.keys, in: what)
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "access": configuration.access = choice(value, key: "access", meaning: "access level")
            case "filter": configuration.filter = parseFilter(value)
            case "names": configuration.names = parseNames(value)
            case "types": configuration.types = parseTypes(value)
            case "prefix": configuration.prefix = parsePrefix(value)
            case "imports": configuration.imports = parseImports(value)
            case "server": configuration.server = parseServer(value)
            case "operationServers": configuration.operationServers = parseOperationServers(value)
            case "booleans": configuration.booleans = choice(value, key: "booleans", meaning: "boolean encoding")
            case "hashable": configuration.hashable = reader.bool(value, of: "'hashable'").map { Located($0, at: reader.location(value)) }
            case "layout": configuration.layout = choice(value, key: "layout", meaning: "layout")
            case "runtime": configuration.runtime = choice(value, key: "runtime", meaning: "runtime")
            case "operationNames":
                configuration.operationNames = choice(value, key: "operationNames", meaning: "way of naming operations")
            default: break
            }
        }
        return configuration
    }

    /// One of the cases of `Choice`, by its raw value; anything else lists them.
    private mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ node: Node, key: String, meaning: String
    ) -> Located<Choice>? where Choice.RawValue == String {
        guard let text = reader.string(node, of: "'\(key)'") else { return nil }
        if let value = Choice(rawValue: text) { return Located(value, at: reader.location(node)) }
        let allowed = Choice.allCases.map(\.rawValue)
        let list = allowed.joined(separator: ", ")
        let advice = Suggestions.closest(to: text, in: allowed).map { "did you mean '\($0)'? Write one of: \(list)" }
        reader.error("unknown \(meaning) '\(SpecReader.shortened(text))' in '\(key)'; "
            + (advice ?? "write one of: \(list)"), at: node)
        return nil
    }

    private mutating func parseFilter(_ node: Node) -> OperationFilter {
        let lists = groups(node, of: "filter", allowed: Self.filterKeys) { parser, node, what in
            parser.located(parser.reader.stringList(node, of: what))
        }
        var filter = OperationFilter()
        filter.tags = lists["tags"] ?? []
        filter.paths = lists["paths"] ?? []
        filter.operations = lists["operations"] ?? []
        filter.schemas = lists["schemas"] ?? []
        return filter
    }

    private mutating func parseNames(_ node: Node) -> NameOverrides {
        let renames = groups(node, of: "names", allowed: Self.nameKeys) { $0.parseRenames($1, of: $2) }
        var names = NameOverrides()
        names.types = renames["types"] ?? []
        names.operations = renames["operations"] ?? []
        names.properties = renames["properties"] ?? []
        names.cases = renames["cases"] ?? []
        return names
    }

    private mutating func parseTypes(_ node: Node) -> TypeOverrides {
        let renames = groups(node, of: "types", allowed: Self.typeKeys) { $0.parseRenames($1, of: $2) }
        var types = TypeOverrides()
        types.schemas = renames["schemas"] ?? []
        types.formats = renames["formats"] ?? []
        return types
    }

    /// The values of a mapping of `allowed` keys (`filter`, `names`, `types`), each read by `read`
    /// with the name messages give it (`'names.types'`).
    private mutating func groups<Value>(
        _ node: Node, of key: String, allowed: [String], read: (inout ConfigurationParser, Node, String) -> Value
    ) -> [String: Value] {
        guard let entries = reader.entries(node, of: "'\(key)'") else { return [:] }
        reader.rejectUnknownKeys(entries, allowed: allowed, in: "'\(key)'")
        var values: [String: Value] = [:]
        for entry in entries where allowed.contains(entry.key) {
            values[entry.key] = read(&self, entry.value, "'\(key).\(entry.key)'")
        }
        return values
    }

    /// A mapping of names in the document to Swift names or types.
    private mutating func parseRenames(_ node: Node, of what: String) -> [Rename] {
        guard let entries = reader.entries(node, of: what) else { return [] }
        return entries.compactMap { entry in
            guard let to = reader.string(entry.value, of: "the value of '\(entry.key)' in \(what)") else { return nil }
            return Rename(
                from: Located(entry.key, at: reader.location(entry.keyNode)),
                to: Located(to, at: reader.location(entry.value)))
        }
    }

    private mutating func parsePrefix(_ node: Node) -> Located<String>? {
        guard let text = reader.string(node, of: "'prefix'") else { return nil }
        guard Self.isIdentifier(text), !SwiftKeywords.all.contains(text) else {
            reader.error("'prefix' is '\(SpecReader.shortened(text))', which is not a Swift type name; write letters, "
                + "digits and underscores, starting with a letter, such as 'GitHub'", at: node)
            return nil
        }
        return Located(text, at: reader.location(node))
    }

    private mutating func parseImports(_ node: Node) -> [Located<String>] {
        located(reader.stringList(node, of: "'imports'")).filter { module in
            guard Self.isIdentifier(module.value), !SwiftKeywords.all.contains(module.value) else {
                diagnose("'\(SpecReader.shortened(module.value))' in 'imports' is not a module name; write the name "
                    + "alone, such as 'MyModels', without 'import'", at: module.location)
                return false
            }
            return true
        }
    }

    /// A base URL, or the position of one of the spec's servers (0 is the first).
    private mutating func parseServer(_ node: Node) -> Located<ServerChoice>? {
        guard let text = reader.string(node, of: "'server'") else { return nil }
        let location = reader.location(node)
        if let scalar = node.scalar, scalar.style == .plain, let index = Int(text) {
            guard index >= 0 else {
                reader.error("'server' is \(index); an index counts the spec's servers from 0", at: node)
                return nil
            }
            return Located(.index(index), at: location)
        }
        guard RouteGenSpecParser.isValidServerURL(text) else {
            reader.error("'server' is '\(SpecReader.shortened(text))'; write an absolute http or https URL, or the "
                + "index of one of the spec's servers (0 is the first)", at: node)
            return nil
        }
        return Located(.url(text), at: location)
    }

    /// Server names → absolute http or https URLs; which names are operations' servers is checked
    /// once the spec is read (`APISpec.moveOperationServers`).
    private mutating func parseOperationServers(_ node: Node) -> [Rename] {
        parseRenames(node, of: "'operationServers'").filter { move in
            guard RouteGenSpecParser.isValidServerURL(move.to.value) else {
                diagnose("'operationServers.\(SpecReader.shortened(move.from.value))' is '\(SpecReader.shortened(move.to.value))'; "
                    + "write an absolute http or https URL", at: move.to.location)
                return false
            }
            return true
        }
    }

    private func located(_ list: [(String, Node)]?) -> [Located<String>] {
        (list ?? []).map { Located($0.0, at: reader.location($0.1)) }
    }

    private mutating func diagnose(_ message: String, at location: SourceLocation?) {
        reader.diagnostics.error(message, at: location)
    }

    /// Letters, digits and underscores, not starting with a digit: a plain Swift identifier.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
