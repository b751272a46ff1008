/// Servers that single operations are sent to instead of the API's: Stripe's `https://files.stripe.com/`
/// for `POST /v1/files`, GitHub's `https://uploads.github.com` for release assets.
extension ContextBuilder {
    /// The server an endpoint names for itself, unless it is the API's release server.
    func operationServer(of endpoint: Endpoint) -> Server? {
        guard let name = endpoint.server else { return nil }
        let release = spec.servers.first { !$0.isDebug } ?? spec.servers.first
        guard name != release?.name else { return nil }
        return spec.operationServers.first { $0.name == name } ?? spec.servers.first { $0.name == name }
    }

    /// `StripeServer.files`: the constant of a server.
    func serverConstant(_ server: Server) -> String {
        "\(names.serverType).\(SwiftName.escaped(SpecNames.serverName(server.name)))"
    }

    /// Each server some endpoint is sent to instead of the API's, with the routes that use it, in
    /// the order the endpoints come.
    func operationServerUses() -> [(server: Server, routes: [String])] {
        var uses: [(server: Server, routes: [String])] = []
        for endpoint in spec.routers.lazy.flatMap(\.endpoints) {
            guard let server = operationServer(of: endpoint) else { continue }
            let route = "`\(endpoint.method) \(endpoint.path)`"
            if let index = uses.firstIndex(where: { $0.server.name == server.name }) {
                uses[index].routes.append(route)
            } else {
                uses.append((server, [route]))
            }
        }
        return uses
    }

    /// The doc line of a server that operations are sent to: who uses it, and how to move it.
    static func operationServerLine(_ routes: [String], alternatives: [String], client: String) -> String {
        let who = routes.count == 1 ? routes[0] : "\(routes[0]) and \(routes.count - 1) other "
            + (routes.count == 2 ? "operation" : "operations")
        var line = "The server of \(who), instead of the API's; `\(client).operationServers` moves it elsewhere."
        if !alternatives.isEmpty {
            line += "\nThe document also lists " + alternatives.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        return line
    }

    /// The router's `operationServer`: the server of each case that has one, `nil` for the others;
    /// `nil` when no case has one.
    func operationServerProperty(_ cases: [CaseInfo]) -> RouterPropertyContext? {
        let own = cases.compactMap { info in operationServer(of: info.endpoint).map { (info, $0) } }
        guard !own.isEmpty else { return nil }
        if own.count == cases.count, Set(own.map(\.1.name)).count == 1 {
            return RouterPropertyContext(uniform: serverConstant(own[0].1), branches: [])
        }
        return RouterPropertyContext(
            uniform: nil,
            branches: own.map { BranchContext(pattern: $0.0.pattern(using: []), lines: ["return " + serverConstant($0.1)]) },
            fallback: own.count == cases.count ? nil : "return nil")
    }

    /// The router's `baseURL`: its case's own server, else the API's. With a server URL in the
    /// configuration every case goes to that URL, its own server too (docs/OpenAPI.md, "Servers").
    func baseURLExpression(_ operationServer: RouterPropertyContext?) -> String {
        guard let operationServer, !spec.configuration.replacesServers else { return "\(names.serverType).current" }
        return operationServer.uniform ?? "operationServer ?? \(names.serverType).current"
    }
}
