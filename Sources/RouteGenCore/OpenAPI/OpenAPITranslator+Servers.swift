import Yams

extension OpenAPITranslator {
    /// `servers:` → one `Server` each; the first is the release server. A server is named after a
    /// short description ("Production" → `production`), else `server`, `server2`, ….
    func translateServers(_ section: (key: Node, value: Node)?, at root: Node) -> [Server] {
        _ = serverNames.claim("current")
        var servers: [Server] = []
        for (offset, node) in (section?.value.sequence.map(Array.init) ?? []).enumerated() {
            guard var server = readServer(node, in: entry) else { continue }
            // 3.2 names servers; before, a short description serves as a name.
            let short = Self.writtenName(server) ?? server.description.flatMap { Self.isShortName($0) ? $0 : nil }
            server.name = serverNames.claim(short.map { serverNames.contains($0) ? "server" : $0 } ?? "server").name
            server.isDebug = offset > 0 && SpecNames.serverName(server.name) == "debug"
            servers.append(server)
        }
        // A URL in the `server` option replaces the servers (`APISpec.apply`), so none is missing.
        if servers.isEmpty, !configuration.replacesServers {
            diagnostics.warning("the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
                                at: section.map { entry.location($0.key) } ?? entry.location(root))
            servers.append(Server(name: "server", url: "http://localhost/", isDebug: false, location: nil))
        }
        return servers
    }

    /// The server of one operation, from its own `servers` or its path's: the name of an entry of
    /// `spec.operationServers`, or `nil` when the first listed server is the document's first (or
    /// none is listed). The same server named by several operations is one entry, named after a
    /// short description, else the first word of its host (`uploads.github.com` → `uploads`), else
    /// the operation's group (`enterpriseAdmin`).
    func operationServer(_ node: Node, in file: OpenAPIFile, group: String) -> String? {
        let listed = (node.sequence.map(Array.init) ?? []).compactMap { readServer($0, in: file) }
        guard var server = listed.first else { return nil }
        let key = Self.serverKey(server)
        if let first = spec.servers.first, Self.serverKey(first) == key { return nil }
        if let known = spec.operationServers.first(where: { Self.serverKey($0) == key }) { return known.name }
        let short = Self.writtenName(server) ?? server.description.flatMap { Self.isShortName($0) ? $0 : nil }
        server.name = serverNames.claim(short ?? Self.hostWord(server.url) ?? group).name
        server.alternatives = listed.dropFirst().map(\.url)
        spec.operationServers.append(server)
        return server.name
    }

    /// The name a 3.2 document gives a server (`name`), kept by `readServer` until the server is named.
    private static func writtenName(_ server: Server) -> String? {
        server.name.isEmpty ? nil : server.name
    }

    /// One entry of a `servers` list, named only when the document names it (3.2's `name`); `nil`
    /// (with a warning) without a `url`.
    private func readServer(_ node: Node, in file: OpenAPIFile) -> Server? {
        guard let server = node.mapping, let written = server.value(for: "url")?.text else {
            diagnostics.warning("a server needs a 'url'; it is skipped", at: file.location(node))
            return nil
        }
        let description = Self.trimmed(server.value(for: "description")?.text)
        var variables: [ServerVariable] = []
        server.value(for: "variables")?.mapping?.forEachEntry { name, keyNode, value in
            guard let variable = value.mapping, let defaultValue = variable.value(for: "default")?.text else {
                diagnostics.warning("server variable '\(name)' needs a 'default'; it is left out", at: file.location(keyNode))
                return
            }
            variables.append(ServerVariable(
                name: name, defaultValue: defaultValue,
                allowedValues: variable.value(for: "enum")?.sequence?.compactMap(\.text) ?? [],
                description: Self.trimmed(variable.value(for: "description")?.text)))
        }
        let url = serverURL(written, variables: &variables, at: server.value(for: "url") ?? node, in: file)
        let name = Self.trimmed(server.value(for: "name")?.text) ?? ""
        var result = Server(name: name, url: url, description: description, isDebug: false, location: file.location(node))
        result.variables = variables
        return result
    }

    /// What makes two servers the same: the URL and each variable's default.
    private static func serverKey(_ server: Server) -> [String] {
        [server.url] + server.variables.map { "\($0.name)=\($0.defaultValue)" }
    }

    /// The first word of a URL's subdomains that is neither a placeholder nor `www` or `api`:
    /// `https://uploads.github.com` → `uploads`, `https://{region}.uploads.example.com` → `uploads`;
    /// `nil` for `https://{tenant}.example.com`, whose only word is the domain's.
    private static func hostWord(_ url: String) -> String? {
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        let host = afterScheme.prefix { $0 != "/" && $0 != ":" && $0 != "?" }
        return host.split(separator: ".").dropLast(2).map(String.init).first { label in
            !label.contains("{") && !["www", "api"].contains(label.lowercased()) && !SwiftName.member(label).isEmpty
                && label.first?.isNumber == false
        }
    }

    /// A name fit for a server constant: up to three words, no sentence.
    private static func isShortName(_ description: String) -> Bool {
        let words = SwiftName.words(in: description)
        return !words.isEmpty && words.count <= 3 && description.count <= 30 && !description.contains(".")
    }

    /// The URL with `{variables}` kept. A relative URL is served from `http://localhost`; a variable
    /// without a declaration gets its own name as the default. Either way, with a warning.
    private func serverURL(_ written: String, variables: inout [ServerVariable], at node: Node, in file: OpenAPIFile) -> String {
        var url = written
        for placeholder in PathTemplate.placeholders(in: written) where !variables.contains(where: { $0.name == placeholder.name }) {
            diagnostics.warning(
                "server variable '{\(placeholder.name)}' is not declared under 'variables'; its default is '\(placeholder.name)'",
                at: file.location(ofOffset: placeholder.offset, in: node))
            variables.append(ServerVariable(name: placeholder.name, defaultValue: placeholder.name))
        }
        var substituted = url
        for variable in variables { substituted = substituted.replacingOccurrences(of: "{\(variable.name)}", with: variable.defaultValue) }
        if !substituted.contains("://") {
            let path = url.hasPrefix("/") ? url : "/" + url
            diagnostics.warning(
                "server URL '\(written)' is relative; the calls use 'http://localhost\(path)' until you set a base URL",
                at: file.location(node))
            url = "http://localhost" + path
            substituted = "http://localhost" + (substituted.hasPrefix("/") ? substituted : "/" + substituted)
        }
        if !RouteGenSpecParser.isValidServerURL(substituted) {
            diagnostics.warning(
                "server URL '\(written)' is not a valid http or https URL; the calls use 'http://localhost/' until you set a base URL",
                at: file.location(node))
            url = "http://localhost/"
            variables = []
        }
        return url
    }
}
