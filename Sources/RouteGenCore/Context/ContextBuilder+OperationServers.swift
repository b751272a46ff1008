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

    /// A case's `operationServer`: its server's constant, or `nil` on the API's server.
    func operationServerExpression(_ info: CaseInfo) -> Expression {
        Expression(operationServer(of: info.endpoint).map(serverConstant) ?? "nil")
    }

    /// The router's `baseURL`: its case's own server, else the API's. The configuration's `server`
    /// replaces the API's only; `operationServers` moves a case's own (docs/Configuration.md, "server").
    func baseURLExpression(_ operationServer: RouterPropertyContext?) -> String {
        guard let operationServer else { return "\(names.serverType).current" }
        guard operationServer.field == nil, let uniform = operationServer.uniform else {
            return "operationServer ?? \(names.serverType).current"
        }
        return uniform
    }
}
