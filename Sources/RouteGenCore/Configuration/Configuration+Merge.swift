/// Joining the configuration file with a routegen spec's `options` section.
extension Configuration {
    /// These options (from the file) with those of the spec's `options` section added. An option
    /// given in both places with different values is an error at the file's value and a note at
    /// the spec's; renames are joined key by key, so only a key given twice differently conflicts.
    func merged(withSpecOptions options: Configuration, diagnostics: inout Diagnostics) -> Configuration {
        var merger = ConfigurationMerger(diagnostics: diagnostics)
        var result = self
        result.access = merger.one(access, options.access, key: "access")
        result.prefix = merger.one(prefix, options.prefix, key: "prefix")
        result.server = merger.one(server, options.server, key: "server")
        result.operationServers = merger.renames(operationServers, options.operationServers, key: "operationServers")
        result.booleans = merger.one(booleans, options.booleans, key: "booleans")
        result.hashable = merger.one(hashable, options.hashable, key: "hashable")
        result.layout = merger.one(layout, options.layout, key: "layout")
        result.runtime = merger.one(runtime, options.runtime, key: "runtime")
        result.operationNames = merger.one(operationNames, options.operationNames, key: "operationNames")
        result.imports = merger.list(imports, options.imports, key: "imports")
        result.filter.tags = merger.list(filter.tags, options.filter.tags, key: "filter.tags")
        result.filter.paths = merger.list(filter.paths, options.filter.paths, key: "filter.paths")
        result.filter.operations = merger.list(filter.operations, options.filter.operations, key: "filter.operations")
        result.filter.schemas = merger.list(filter.schemas, options.filter.schemas, key: "filter.schemas")
        result.names.types = merger.renames(names.types, options.names.types, key: "names.types")
        result.names.operations = merger.renames(names.operations, options.names.operations, key: "names.operations")
        result.names.properties = merger.renames(names.properties, options.names.properties, key: "names.properties")
        result.names.cases = merger.renames(names.cases, options.names.cases, key: "names.cases")
        result.types.schemas = merger.renames(types.schemas, options.types.schemas, key: "types.schemas")
        result.types.formats = merger.renames(types.formats, options.types.formats, key: "types.formats")
        diagnostics = merger.diagnostics
        return result
    }
}

/// Reports the conflicts of one merge.
private struct ConfigurationMerger {
    var diagnostics: Diagnostics

    /// The file's value, or the spec's; both with different values is a conflict.
    mutating func one<Value>(_ file: Located<Value>?, _ spec: Located<Value>?, key: String) -> Located<Value>? {
        if let file, let spec, file.value != spec.value {
            conflict(key, file: Self.text(file.value), at: file.location, spec: Self.text(spec.value), at: spec.location)
        }
        return file ?? spec
    }

    /// The file's list, or the spec's; both, with different items, is a conflict.
    mutating func list(_ file: [Located<String>], _ spec: [Located<String>], key: String) -> [Located<String>] {
        if !file.isEmpty, !spec.isEmpty, file.map(\.value) != spec.map(\.value) {
            conflict(key, file: Self.text(file), at: file[0].location, spec: Self.text(spec), at: spec[0].location)
        }
        return file.isEmpty ? spec : file
    }

    /// Both mappings joined; a key given in both with different values is a conflict.
    mutating func renames(_ file: [Rename], _ spec: [Rename], key: String) -> [Rename] {
        var result = file
        for rename in spec {
            guard let existing = file.first(where: { $0.from.value == rename.from.value }) else {
                result.append(rename)
                continue
            }
            if existing.to.value != rename.to.value {
                conflict("\(key).\(rename.from.value)", file: "'\(existing.to.value)'", at: existing.to.location,
                         spec: "'\(rename.to.value)'", at: rename.to.location)
            }
        }
        return result
    }

    private mutating func conflict(
        _ key: String, file: String, at fileLocation: SourceLocation?, spec: String, at specLocation: SourceLocation?
    ) {
        diagnostics.error(
            "'\(key)' is \(file) in the configuration file but \(spec) in the spec's 'options'; "
                + "set it in one place, or give both the same value", at: fileLocation)
        diagnostics.emit(Diagnostic(.note, "'\(key)' is also set here, to \(spec)", at: specLocation))
    }

    private static func text<Value>(_ value: Value) -> String {
        switch value {
        case let choice as ServerChoice:
            switch choice {
            case let .url(url): "'\(url)'"
            case let .index(index): "\(index)"
            }
        case let choice as any RawRepresentable<String>: "'\(choice.rawValue)'"
        case let text as String: "'\(text)'"
        default: "\(value)"
        }
    }

    private static func text(_ list: [Located<String>]) -> String {
        "[" + list.map { $0.value }.joined(separator: ", ") + "]"
    }
}
