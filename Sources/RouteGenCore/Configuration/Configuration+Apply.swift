/// The options that change the spec as a whole, applied after parsing.
extension APISpec {
    /// Applies `prefix`, `server` and `booleans`, which change what the API is called and what it
    /// sends (the options about how the code is written are ``OutputOptions``). A server index past
    /// the spec's servers is an error at the index.
    mutating func apply(_ configuration: Configuration, diagnostics: inout Diagnostics) {
        if let prefix = configuration.prefix { name = prefix.value }
        if let booleans = configuration.booleans { defaults.booleans = booleans.value }
        guard let server = configuration.server else { return }
        // An endpoint that names the API's release server follows the choice, as the others do. The
        // servers endpoints name for themselves stay, as theirs: with a URL the endpoints follow it too
        // (`ContextBuilder.baseURLExpression`), but the generated code keeps the servers' names.
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
}

extension Configuration {
    /// True when `server` is a URL, which takes the place of the spec's servers.
    var replacesServers: Bool {
        if case .url? = server?.value { true } else { false }
    }
}
