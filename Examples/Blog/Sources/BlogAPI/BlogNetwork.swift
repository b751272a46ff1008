import Foundation
import RouteGenRuntime

/// The app's way to the backend: an `APIClient` set up the way every screen needs it, and the
/// session that signing in and out keeps current.
///
/// Every request gets `Authorization: Bearer <token>` while someone is signed in, and an
/// `X-Request-ID` the backend team can look up. Idempotent requests are retried when the
/// server is briefly unavailable, and each attempt is logged.
///
/// ```swift
/// let network = BlogNetwork()
/// try await network.signIn(username: "ada", password: password)
/// let feed = FeedModel(client: network.client)
/// ```
public struct BlogNetwork: Sendable {
    /// Sends the generated routes: `client.post.listPosts()`, `client.comment.addComment(…)`, ….
    public let client: APIClient
    /// The signed-in user's token, which the client reads before every request.
    public let tokens: TokenStore

    /// Creates the network layer.
    /// - Parameters:
    ///   - baseURL: Another server, e.g. `BlogServer.staging`; by default each route's own.
    ///   - transport: What sends the requests; `URLSession.shared`, or a `StubTransport` in tests.
    ///   - tokens: Where the session's token is kept.
    ///   - retryPolicy: When to try again; by default up to 3 attempts of idempotent requests.
    ///   - log: Receives one line per attempt; `print` by default.
    public init(
        baseURL: URL? = nil,
        transport: any HTTPTransport = URLSessionTransport(),
        tokens: TokenStore = TokenStore(),
        retryPolicy: APIClientRetryPolicy = APIClientRetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(300)),
        log: @escaping @Sendable (String) -> Void = { print($0) }
    ) {
        self.tokens = tokens
        client = APIClient(
            baseURL: baseURL,
            transport: transport,
            interceptor: InterceptorChain(
                ClosureAdapter.bearerToken { await tokens.current },
                ClosureAdapter.header(HTTPHeaderField.requestID.rawValue) { UUID().uuidString },
                retryPolicy),
            eventMonitors: [NetworkLog(write: log)])
    }

    /// Signs in and keeps the session's token, so later requests are made as this user.
    /// - Returns: The new session.
    @discardableResult
    public func signIn(username: String, password: String) async throws(APIError) -> Session {
        let session = try await client.auth.signIn(username: username, password: password)
        await tokens.store(session)
        return session
    }

    /// Ends the session on the server, then forgets the token; the token is forgotten even
    /// when the server can't be reached, so the app is signed out either way.
    public func signOut() async throws(APIError) {
        do {
            try await client.auth.signOut()
        } catch {
            await tokens.clear()
            throw error
        }
        await tokens.clear()
    }
}
