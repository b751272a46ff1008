import ExampleAPI
import Foundation
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// Every route of specs/api.yaml, called through the generated typed functions against a real
/// HTTP server on 127.0.0.1: what the server saw, and what the call returned.
@Suite struct ExampleRoutesEndToEndTests {
    private let ada = User(username: "ada", password: "s3cret & more")
    private let adaJSON = #"{"password":"s3cret & more","username":"ada"}"#

    @Test func getPostsUnwrapsTheEnvelope() async throws {
        try await FakeBackend.run { backend in
            let posts = try await backend.client.postsApi.getPosts(userId: 7)

            #expect(posts.map(\.title) == ["Hello", "Again"])
            #expect(posts.first?.userID == 7)
            let request = try await backend.onlyRequest()
            #expect(request.method == "GET")
            #expect(request.path == "/posts")
            #expect(request.query == "userId=7")
            #expect(request.header("Accept") == "application/json")
            #expect(request.body.isEmpty)
        }
    }

    @Test func loginSendsTheUserAndReturnsThePayload() async throws {
        try await FakeBackend.run { backend in
            let user = try await backend.client.user.login(user: ada)

            #expect(user == ada)
            let request = try await backend.onlyRequest()
            #expect(request.method == "POST")
            #expect(request.path == "/login")
            #expect(request.header("Content-Type") == "application/json")
            #expect(String(decoding: request.body, as: UTF8.self) == adaJSON)
        }
    }

    @Test func getUserInfoChecksTheCodeOfAnEnvelopeWithoutData() async throws {
        try await FakeBackend.run { backend in
            try await backend.client.user.getUserInfo()

            let request = try await backend.onlyRequest()
            #expect(request.method == "GET")
            #expect(request.path == "/userInfo")
        }
    }

    @Test func createUserAccepts201() async throws {
        try await FakeBackend.run { backend in
            try await backend.client.users.createUser(user: ada)

            let request = try await backend.onlyRequest()
            #expect(request.method == "POST")
            #expect(request.path == "/users")
            #expect(String(decoding: request.body, as: UTF8.self) == adaJSON)
        }
    }

    @Test func createUserRejects200BecauseTheSpecSays201() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("POST", "/users", replies: [ServerReply(status: 200)])

            await #expect {
                try await backend.client.users.createUser(user: ada)
            } throws: { error in
                (error as? APIError)?.statusCode == 200
            }
        }
    }

    @Test func readUserDecodesAnUnwrappedBody() async throws {
        try await FakeBackend.run { backend in
            let user = try await backend.client.users.readUser(username: "grace hopper")

            #expect(user == User(username: "grace hopper", password: "secret"))
            let request = try await backend.onlyRequest()
            #expect(request.method == "GET")
            #expect(request.path == "/users/grace%20hopper")
        }
    }

    @Test func updateUserSendsAndReturnsTheUser() async throws {
        try await FakeBackend.run { backend in
            let user = try await backend.client.users.updateUser(username: "ada", user: ada)

            #expect(user == ada)
            let request = try await backend.onlyRequest()
            #expect(request.method == "PUT")
            #expect(request.path == "/users/ada")
            #expect(String(decoding: request.body, as: UTF8.self) == adaJSON)
        }
    }

    @Test func destroyUserAccepts204() async throws {
        try await FakeBackend.run { backend in
            try await backend.client.users.destroyUser(username: "ada")

            let request = try await backend.onlyRequest()
            #expect(request.method == "DELETE")
            #expect(request.path == "/users/ada")
        }
    }

    @Test func searchEscapesTheQueryAndLeavesOutNil() async throws {
        try await FakeBackend.run { backend in
            let posts = try await backend.client.search.search(query: "swift & c=1+2 é")
            let paged = try await backend.client.search.search(query: "swift", page: 20)

            #expect(posts.count == 2)
            #expect(paged.count == 2)
            let requests = await backend.server.requests()
            #expect(requests.map(\.path) == ["/search", "/search"])
            #expect(requests.first?.query == "q=swift%20%26%20c%3D1%2B2%20%C3%A9")
            #expect(requests.first?.queryItems == ["q": "swift & c=1+2 é"])
            #expect(requests.last?.queryItems == ["q": "swift", "offset": "20"])
        }
    }
}
