import Yams

extension OpenAPITranslator {
    /// `servers:` → one `Server` each; the first is the release server. A server is named after a
    /// short description ("Production" → `production`), else `server`, `server2`, ….
    func translateServers(_ section: (key: Node, value: Node)?, at root: Node) -> [Server] {
        var servers: [Server] = []
        var names = MemberNameSet(swiftName: SpecNames.serverName)
        _ = names.claim("current")
        for (offset, node) in (section?.value.sequence.map(Array.init) ?? []).enumerated() {
            guard let server = node.mapping, let written = server.value(for: "url")?.text else {
                diagnostics.warning("a server needs a 'url'; it is skipped", at: entry.location(node))
                continue
            }
            let description = Self.trimmed(server.value(for: "description")?.text)
            var variables: [ServerVariable] = []
            server.value(for: "variables")?.mapping?.forEachEntry { name, keyNode, value in
                guard let variable = value.mapping, let defaultValue = variable.value(for: "default")?.text else {
                    diagnostics.warning("server variable '\(name)' needs a 'default'; it is left out", at: entry.location(keyNode))
                    return
                }
                variables.append(ServerVariable(
                    name: name, defaultValue: defaultValue,
                    allowedValues: variable.value(for: "enum")?.sequence?.compactMap(\.text) ?? [],
                    description: Self.trimmed(variable.value(for: "description")?.text)))
            }
            let location = entry.location(node)
            let url = serverURL(written, variables: &variables, at: server.value(for: "url") ?? node)
            // 3.2 names servers; before, a short description serves as a name.
            let short = Self.trimmed(server.value(for: "name")?.text) ?? description.flatMap { Self.isShortName($0) ? $0 : nil }
            let (name, _) = names.claim(short.map { names.contains($0) ? "server" : $0 } ?? "server")
            var result = Server(
                name: name, url: url, description: description, isDebug: offset > 0 && SpecNames.serverName(name) == "debug",
                location: location)
            result.variables = variables
            servers.append(result)
        }
        // A URL in the `server` option replaces the servers (`APISpec.apply`), so none is missing.
        if servers.isEmpty, !configuration.replacesServers {
            diagnostics.warning("the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
                                at: section.map { entry.location($0.key) } ?? entry.location(root))
            servers.append(Server(name: "server", url: "http://localhost/", isDebug: false, location: nil))
        }
        return servers
    }

    /// A name fit for a server constant: up to three words, no sentence.
    private static func isShortName(_ description: String) -> Bool {
        let words = SwiftName.words(in: description)
        return !words.isEmpty && words.count <= 3 && description.count <= 30 && !description.contains(".")
    }

    /// The URL with `{variables}` kept. A relative URL is served from `http://localhost`; a variable
    /// without a declaration gets its own name as the default. Either way, with a warning.
    private func serverURL(_ written: String, variables: inout [ServerVariable], at node: Node) -> String {
        var url = written
        for placeholder in PathTemplate.placeholders(in: written) where !variables.contains(where: { $0.name == placeholder.name }) {
            diagnostics.warning(
                "server variable '{\(placeholder.name)}' is not declared under 'variables'; its default is '\(placeholder.name)'",
                at: entry.location(ofOffset: placeholder.offset, in: node))
            variables.append(ServerVariable(name: placeholder.name, defaultValue: placeholder.name))
        }
        var substituted = url
        for variable in variables { substituted = substituted.replacingOccurrences(of: "{\(variable.name)}", with: variable.defaultValue) }
        if !substituted.contains("://") {
            let path = url.hasPrefix("/") ? url : "/" + url
            diagnostics.warning(
                "server URL '\(written)' is relative; the calls use 'http://localhost\(path)' until you set a base URL",
                at: entry.location(node))
            url = "http://localhost" + path
            substituted = "http://localhost" + (substituted.hasPrefix("/") ? substituted : "/" + substituted)
        }
        if !RouteGenSpecParser.isValidServerURL(substituted) {
            diagnostics.warning(
                "server URL '\(written)' is not a valid http or https URL; the calls use 'http://localhost/' until you set a base URL",
                at: entry.location(node))
            url = "http://localhost/"
            variables = []
        }
        return url
    }
}
