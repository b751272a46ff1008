import Foundation
import RouteGenRuntime

/// The newsletter screen's logic, on the code RouteGenPlugin generates from `openapi.yaml`.
///
/// No `routegen-config.yaml` sits beside that document, so the generated `AuthorsRouter`,
/// `Author`, `Subscription` and the rest keep the plugins' default access level, `internal`:
/// they are this target's own code, and other modules see only this type. Its `Author` doesn't
/// clash with `BlogAPI.Author` in a module that imports both.
public struct NewsletterSignup: Sendable {
    let client: APIClient

    /// Sends the calls through `client`.
    public init(client: APIClient) {
        self.client = client
    }

    /// The names of the authors a reader can follow, sorted.
    public func authorNames() async throws(APIError) -> [String] {
        try await client.authors.listAuthors().map(\.name).sorted()
    }

    /// Subscribes `email` to the posts of the authors with these ids, and returns the ids the
    /// service confirmed.
    public func subscribe(email: String, authorIDs: [String]) async throws(APIError) -> [String] {
        try await client.subscriptions.subscribe(body: Subscription(email: email, authors: authorIDs)).authors
    }
}
