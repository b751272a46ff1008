import ExampleAPI
import Foundation
import RouteGenRuntime
import Testing

/// A screen's logic, the way an app would write it: it depends on `APIClient`, not on URLSession.
@MainActor
final class PostsScreenModel {
    private let client: APIClient
    private(set) var titles: [String] = []
    private(set) var errorMessage: String?

    init(client: APIClient) {
        self.client = client
    }

    func load(userId: Int) async {
        do {
            titles = try await client.postsApi.getPosts(userId: userId).map(\.title)
            errorMessage = nil
        } catch {
            errorMessage = if case let .server(serverError) = error { serverError.message } else { "Try again later." }
        }
    }
}

/// The stub transport and the generated sample data, used as a user's unit test would.
@Suite @MainActor struct StubbedScreenTests {
    @Test func theScreenShowsTheSamplePosts() async {
        let transport = StubTransport(APISamples.stubs)
        let model = PostsScreenModel(client: APIClient(transport: transport))

        await model.load(userId: 1)

        #expect(model.titles == ["Hello", "Again"])
        #expect(model.errorMessage == nil)
        #expect(transport.receivedRequests.map { $0.url?.path } == ["/posts"])
    }

    @Test func aTestCanOverrideOneSample() async {
        let transport = StubTransport(APISamples.stubs)
        transport.add(Stub(.get, "posts", json: #"{"code":"100001","message":"Please sign in again."}"#))
        let model = PostsScreenModel(client: APIClient(transport: transport))

        await model.load(userId: 1)

        #expect(model.titles.isEmpty)
        #expect(model.errorMessage == "Please sign in again.")
    }

    @Test func everyRouteWithAnExampleIsAnsweredFromItsSample() async throws {
        let client = APIClient(transport: StubTransport(APISamples.stubs))

        let user = try await client.users.readUser(username: "anyone")
        let signedIn = try await client.user.login(user: User(username: "ada", password: "x"))

        #expect(user == User(username: "ada", password: "secret"))
        #expect(signedIn.username == "ada")
    }

    @Test func aRouteWithoutASampleFailsClearly() async {
        let client = APIClient(transport: StubTransport(APISamples.stubs))

        do {
            _ = try await client.search.search(query: "x")
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)".contains("No stub matches GET"))
        }
    }
}
