import Foundation

extension APIClient {
    /// The server a router's request goes to, in this order:
    ///
    /// 1. The route's ``RequestRouter/operationServer`` as ``operationServers`` replaces it:
    ///    `client.operationServers[GitHubServer.uploads] = URL(string: "https://ghe.example.com/api/uploads")!`.
    /// 2. ``baseURL``, when it is set. It takes every other route, including those whose operation
    ///    has a server of its own: a client pointed at a staging server, a GitHub Enterprise host or
    ///    a mock never sends a request, or the credentials it carries, to a host it wasn't given.
    /// 3. The route's own ``RequestRouter/baseURL``: its operation's server, else the API's.
    ///
    /// An app that sends routes through Alamofire builds them the same way:
    /// `AF.request(try route.makeURLRequest(baseURL: client.serverURL(for: route)))`.
    /// - Parameter router: The route.
    /// - Returns: The server root its path is appended to.
    public func serverURL(for router: some RequestRouter) -> URL {
        if let own = router.operationServer, let moved = operationServers[own] {
            return moved
        }
        return baseURL ?? router.baseURL
    }
}
