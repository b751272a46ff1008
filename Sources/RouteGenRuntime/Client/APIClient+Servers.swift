import Foundation

extension APIClient {
    /// The server a router's request goes to, in this order:
    ///
    /// 1. A route whose operation has a server of its own (``RequestRouter/operationServer``, such as
    ///    `GitHubServer.uploads`) goes there, unless ``operationServers`` moves that server:
    ///    `client.operationServers[GitHubServer.uploads] = URL(string: "https://ghe.example.com/api/uploads")!`.
    ///    ``baseURL`` doesn't move it.
    /// 2. Any other route goes to ``baseURL``, when it is set,
    /// 3. else to the route's own ``RequestRouter/baseURL``, the API's server.
    ///
    /// An app that sends routes through Alamofire builds them the same way:
    /// `AF.request(try route.makeURLRequest(baseURL: client.serverURL(for: route)))`.
    /// - Parameter router: The route.
    /// - Returns: The server root its path is appended to.
    public func serverURL(for router: some RequestRouter) -> URL {
        RouteServer.url(operationServer: router.operationServer, routeBaseURL: router.baseURL, baseURL: baseURL,
                        moved: operationServers)
    }
}
