import RouteGenRuntime

/// The logic of the feed screen: the posts loaded so far, where the next page starts, and a
/// message to show when loading fails.
///
/// A view calls ``refresh()`` when it appears and ``loadMore()`` when the user reaches the end
/// of the list. (On iOS 17 and macOS 14 it would be `@Observable`; the package still supports
/// iOS 16.)
@MainActor
public final class FeedModel {
    /// The posts to show, newest first, as the server sent them.
    public private(set) var posts: [Post] = []
    /// Where the next page starts; `nil` before the first load and after the last page.
    public private(set) var nextCursor: String?
    /// Why the last load failed, in words for the user; `nil` after a successful load.
    public private(set) var errorMessage: String?
    /// Whether a page is being loaded.
    public private(set) var isLoading = false

    private let client: APIClient
    private let pageSize: Int

    /// Creates the model. Nothing is loaded until ``refresh()``.
    /// - Parameters:
    ///   - client: The app's client, usually `BlogNetwork.client`.
    ///   - pageSize: How many posts to ask for at a time.
    public init(client: APIClient, pageSize: Int = 20) {
        self.client = client
        self.pageSize = pageSize
    }

    /// Loads the first page again, replacing what is shown.
    public func refresh() async {
        await load(after: nil)
    }

    /// Loads the page after the posts already shown; does nothing after the last page.
    public func loadMore() async {
        guard let nextCursor else { return }
        await load(after: nextCursor)
    }

    private func load(after cursor: String?) async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await client.post.listPosts(cursor: cursor, limit: pageSize)
            posts = cursor == nil ? page.items : posts + page.items
            nextCursor = page.nextCursor
            errorMessage = nil
        } catch .cancelled {
            // The screen went away; there is nobody to tell.
        } catch {
            errorMessage = error.userMessage
        }
    }
}
