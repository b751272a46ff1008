import Foundation

/// Where a client sends a route: the rule behind `serverURL(for:)` (docs/Client.md, "Operations with
/// servers of their own").
enum RouteServer {
    /// The server root a route's path is appended to.
    ///
    /// 1. A route whose operation has a server of its own (`operationServer`, such as
    ///    `https://uploads.github.com` or `https://files.stripe.com/`) goes to it, unless `moved`
    ///    gives that server another place. The client's `baseURL` doesn't move it: it stands for the
    ///    document's server, and an operation's own server is another one.
    /// 2. Any other route goes to the client's `baseURL`, when it has one,
    /// 3. else to its own `baseURL`, the API's server.
    /// - Parameters:
    ///   - operationServer: The route's own server, `nil` when it is on the API's.
    ///   - routeBaseURL: The route's own `baseURL`: its operation's server, else the API's.
    ///   - baseURL: The client's server for the API, `nil` for the route's own.
    ///   - moved: Where operation servers go instead, keyed by the server as the generated code names it.
    static func url(
        operationServer: URL?, routeBaseURL: URL, baseURL: URL?, moved: [URL: URL]
    ) -> URL {
        if let operationServer { return moved[operationServer] ?? routeBaseURL }
        return baseURL ?? routeBaseURL
    }
}
