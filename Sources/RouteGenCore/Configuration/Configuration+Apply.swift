/// The options that change the spec as a whole, applied after parsing.
extension APISpec {
    /// Applies `prefix`, `server`, `operationServers` and `booleans`, which change what the API is
    /// called and what it sends (the options about how the code is written are ``OutputOptions``). A
    /// server index past the spec's servers, and a server name that no operation names for itself,
    /// are errors at their place.
    mutating func apply(_ configuration: Configuration, diagnostics: inout Diagnostics) {
        if let prefix = configuration.prefix { name = prefix.value }
        if let booleans = configuration.booleans { defaults.booleans = booleans.value }
        if let server = configuration.server { choose(server, diagnostics: &diagnostics) }
        moveOperationServers(configuration.operationServers, diagnostics: &diagnostics)
    }

    /// The `server` option: the API's server, a URL or one of the spec's by index. The servers that
    /// endpoints name for themselves stay theirs (`ContextBuilder.baseURLExpression`); an endpoint that
    /// names the API's release server follows the choice, as the others do.
    private mutating func choose(_ server: Located<ServerChoice>, diagnostics: inout Diagnostics) {
        if let release = (servers.first { !$0.isDebug } ?? servers.first)?.name {
            routers = routers.map { $0.namingServer(release, as: nil) }
        }
        let named = Set(routers.flatMap(\.serverNames))
        switch server.value {
        case let .url(url):
            operationServers += servers.filter { named.contains($0.name) }
            servers = [Server(name: "server", url: url, description: nil, isDebug: false, location: server.location)]
        case let .index(index) where servers.indices.contains(index):
            var chosen = servers[index]
            chosen.isDebug = false
            operationServers += servers.filter { named.contains($0.name) && $0.name != chosen.name }
            servers = [chosen]
        case let .index(index):
            let range = servers.isEmpty ? "the spec lists no servers" : servers.count == 1
                ? "the spec lists 1 server, so the only index is 0"
                : "the spec lists \(servers.count) servers, so the index is 0 to \(servers.count - 1)"
            diagnostics.error("'server' is \(index), but \(range); write an index in range, or a URL", at: server.location)
        }
    }

    /// The `operationServers` option: each server named (as in `<Prefix>Server`, or as the spec names
    /// it) gets the URL given, in place of the document's, for every operation that names it.
    private mutating func moveOperationServers(_ moves: [Rename], diagnostics: inout Diagnostics) {
        guard !moves.isEmpty else { return }
        let release = (servers.first { !$0.isDebug } ?? servers.first)?.name
        let named = Set(routers.flatMap(\.serverNames)).subtracting(release.map { [$0] } ?? [])
        var movable: [String] = []
        for server in operationServers + servers where named.contains(server.name) && !movable.contains(server.name) {
            movable.append(server.name)
        }
        for move in moves {
            guard let name = movable.first(where: { $0 == move.from.value || SpecNames.serverName($0) == move.from.value }) else {
                let known = movable.map(SpecNames.serverName)
                let list = known.isEmpty ? "the spec has none" : "write one of: " + known.joined(separator: ", ")
                let advice = Suggestions.closest(to: move.from.value, in: known).map {
                    "did you mean '\($0)'? Write one of: " + known.joined(separator: ", ")
                }
                diagnostics.error("'\(SpecReader.shortened(move.from.value))' in 'operationServers' is not a server that "
                    + "operations name for themselves; \(advice ?? list). The API's own server is set with 'server'",
                    at: move.from.location)
                continue
            }
            let moved = { (server: inout Server) in
                guard server.name == name else { return }
                server.url = move.to.value
                server.variables = []
                server.alternatives = []
                server.description = nil
                server.location = move.to.location
            }
            for index in operationServers.indices { moved(&operationServers[index]) }
            for index in servers.indices { moved(&servers[index]) }
        }
    }
}

extension Configuration {
    /// True when `server` is a URL, which takes the place of the spec's servers.
    var replacesServers: Bool {
        if case .url? = server?.value { true } else { false }
    }
}
