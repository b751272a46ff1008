import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The pages of a list, fetched one request at a time as the sequence is iterated.
///
/// Generated code offers it for the list operations whose paging it recognises
/// (`Link: <…>; rel="next"` headers, and Stripe-style cursor lists):
///
/// ```swift
/// for try await page in client.repos.reposListDeploymentsPages(owner: "o", repo: "r") {
///     deployments += page
/// }
/// ```
///
/// Nothing is sent until the first `next()`. Iteration ends after the page that has no next
/// page; a failure throws an ``APIError`` and ends it too.
public struct Pages<Page: Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page

    /// The request that follows a page, or `nil` after the last page.
    /// - Parameters: The page, its response, and the request that fetched it (as built,
    ///   before any interceptor adapted it).
    public typealias Following = @Sendable (Page, HTTPResponse, URLRequest) -> (any URLRequestConvertible)?

    private let client: APIClient
    private let first: any URLRequestConvertible
    private let following: Following

    /// Creates the pages of a list.
    /// - Parameters:
    ///   - client: Sends the requests.
    ///   - first: The request for the first page.
    ///   - following: The request for the page after a page, or `nil` when it is the last.
    public init(client: APIClient, first: some URLRequestConvertible, following: @escaping Following) {
        self.client = client
        self.first = first
        self.following = following
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, request: first, following: following)
    }

    /// Fetches the pages in order.
    public struct Iterator: AsyncIteratorProtocol {
        private let client: APIClient
        private var request: (any URLRequestConvertible)?
        private let following: Following
        /// The first route's own validation, kept for the pages after it.
        private var routeValidation: ResponseValidation?

        init(client: APIClient, request: any URLRequestConvertible, following: @escaping Following) {
            self.client = client
            self.request = request
            self.following = following
        }

        /// Fetches the next page.
        /// - Returns: The page, or `nil` after the last one.
        /// - Throws: An ``APIError``.
        public mutating func next() async throws -> Page? {
            guard let current = request else { return nil }
            request = nil
            let prepared = try client.prepare(current, acceptingJSON: true)
            routeValidation = routeValidation ?? prepared.routeValidation
            let response = try await client.perform(prepared, validation: routeValidation)
            let page = try client.decodeBody(Page.self, from: response)
            request = following(page, response, prepared.request)
            return page
        }
    }
}

extension APIClient {
    /// The pages of a list whose responses link the next page with a `Link: <…>; rel="next"`
    /// header, as GitHub's do.
    ///
    /// The next page's URL is requested exactly as the header gives it, with the first
    /// request's method and headers.
    /// - Parameter request: The request for the first page.
    /// - Returns: The pages, fetched as they are iterated.
    public func linkedPages<Page: Decodable & Sendable>(
        _ type: Page.Type = Page.self, from request: some URLRequestConvertible
    ) -> Pages<Page> {
        Pages(client: self, first: request) { _, response, sent in
            guard let next = response.nextPageURL else { return nil }
            var request = sent
            request.url = next
            return request
        }
    }

    /// The pages of a cursor list, as Stripe's: while a page says it has more, the next request
    /// is `next(cursor)` with the cursor the page gives (Stripe: the last item's `id`, sent as
    /// `starting_after`).
    /// - Parameters:
    ///   - request: The request for the first page.
    ///   - cursor: The cursor after a page, or `nil` when it is the last page.
    ///   - next: The request for the page after `cursor`.
    /// - Returns: The pages, fetched as they are iterated.
    public func cursorPages<Page: Decodable & Sendable, Next: URLRequestConvertible>(
        _ type: Page.Type = Page.self, from request: some URLRequestConvertible,
        cursor: @escaping @Sendable (Page) -> String?, next: @escaping @Sendable (String) -> Next
    ) -> Pages<Page> {
        Pages(client: self, first: request) { page, _, _ in
            cursor(page).map(next)
        }
    }
}
