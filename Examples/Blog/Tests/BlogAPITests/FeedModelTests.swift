import BlogAPI
import Foundation
import RouteGenRuntime
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class FeedModelTests: XCTestCase {
    @MainActor
    func testPagesFollowTheCursor() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        let model = FeedModel(client: BlogNetwork.stubbed(transport).client, pageSize: 2)

        await model.refresh()
        XCTAssertEqual(model.posts.map(\.id), [12, 11])
        XCTAssertEqual(model.nextCursor, "11")
        XCTAssertNil(model.errorMessage)

        let lastPage = #"{"status":0,"error":null,"result":{"items":[{"id":10,"title":"Hello","body":"…","author_id":1,"tags":[],"visibility":"public"}],"next_cursor":null}}"#
        transport.add(Stub(.get, "posts", json: lastPage))
        await model.loadMore()
        XCTAssertEqual(model.posts.map(\.id), [12, 11, 10])
        XCTAssertNil(model.nextCursor)
        XCTAssertEqual(transport.receivedRequests.last?.pathAndQuery, "/posts?after=11&per_page=2")

        await model.loadMore()
        XCTAssertEqual(transport.receivedRequests.count, 2, "after the last page there is nothing to load")
    }

    @MainActor
    func testAnEnvelopeFailureBecomesTheMessage() async throws {
        let transport = StubTransport(BlogSamples.stubs)
        let model = FeedModel(client: BlogNetwork.stubbed(transport).client)
        await model.refresh()

        transport.add(Stub(.get, "posts", json: TestStubs.failure(40101, "Your session has expired. Please sign in again.")))
        await model.refresh()

        XCTAssertEqual(model.errorMessage, "Your session has expired. Please sign in again.")
        XCTAssertEqual(model.posts.map(\.id), [12, 11], "what was shown stays")
        XCTAssertEqual(transport.receivedRequests.count, 2, "a failure code is an answer, not retried")

        transport.add(Stub(.get, "posts", replies: [TestStubs.sample(.get, "/posts")]))
        await model.refresh()
        XCTAssertNil(model.errorMessage, "a successful load clears the message")
    }

    @MainActor
    func testAFailureCodeWithoutAMessageNamesTheCode() async throws {
        let transport = StubTransport([Stub(.get, "posts", json: TestStubs.failure(50300, nil))])
        let model = FeedModel(client: BlogNetwork.stubbed(transport).client)

        await model.refresh()

        XCTAssertEqual(model.errorMessage, "The blog couldn't do that (error 50300).")
        XCTAssertTrue(model.posts.isEmpty)
    }

    @MainActor
    func testBeingOfflineBecomesTheMessage() async throws {
        let transport = StubTransport([Stub(.get, "posts", replies: [.failure(URLError(.notConnectedToInternet))])])
        let model = FeedModel(client: BlogNetwork.stubbed(transport).client)

        await model.refresh()

        XCTAssertEqual(model.errorMessage, "You seem to be offline. Check your connection and try again.")
        XCTAssertEqual(transport.receivedRequests.count, 3, "tried three times first")
        XCTAssertFalse(model.isLoading)
    }
}
