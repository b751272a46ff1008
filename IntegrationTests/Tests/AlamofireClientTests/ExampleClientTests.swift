@testable import Alamofire
import AlamofireExampleAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The typed calls of specs/api.yaml's Alamofire output, below the network: each call is one
/// Alamofire request, built, adapted, validated and decoded by the stand-in's Alamofire logic from a
/// canned answer.
@Suite struct ExampleClientTests {
    let canned = CannedSession()
    var client: APIClient { APIClient(session: canned.session) }

    @Test func aCallSendsItsRouteAndDecodesTheAnswer() async throws {
        canned.on("GET", "/users/ada", .json(#"{"username":"ada","password":"s3cret"}"#))

        let user = try await client.users.readUser(username: "ada")

        #expect(user == User(username: "ada", password: "s3cret"))
        let sent = try #require(canned.requests.first)
        #expect(sent.url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(sent.httpMethod == "GET")
        #expect(sent.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(sent.timeoutInterval == 10)
    }

    @Test func aClientsBaseURLTakesEveryRoute() async throws {
        canned.on("GET", "/v2/users/ada", .json(#"{"username":"ada","password":""}"#))

        _ = try await APIClient(session: canned.session, baseURL: URL(string: "https://staging.example.com/v2")!)
            .users.readUser(username: "ada")

        #expect(canned.requests.map { $0.url?.absoluteString } == ["https://staging.example.com/v2/users/ada"])
    }

    @Test func anEnvelopesPayloadIsReturned() async throws {
        canned.on("GET", "/posts", .json(#"{"code":"000000","message":"OK","data":[{"id":1,"userId":7,"title":"Hi","body":"B"}]}"#))

        let posts = try await client.postsApi.getPosts(userId: 7)

        #expect(posts == [Post(id: 1, title: "Hi", body: "B", userID: 7)])
        #expect(canned.requests.first?.url?.query == "userId=7")
    }

    @Test func anEnvelopesFailureCodeIsAServerError() async throws {
        canned.on("GET", "/posts", .json(#"{"code":"100001","message":"Please sign in again."}"#))

        do throws(AFError) {
            _ = try await client.postsApi.getPosts(userId: 7)
            Issue.record("a failure code must throw")
        } catch {
            let failure = try #require(error.customError as? APIServerError)
            #expect(failure.code == "100001")
            #expect(failure.message == "Please sign in again.")
            #expect(failure.statusCode == 200)
        }
    }

    @Test func aStatusOutsideTheAcceptedOnesIsAlamofiresUnacceptableStatus() async throws {
        canned.on("GET", "/users/ghost", .json(#"{"error":"no such user"}"#, status: 404))

        do throws(AFError) {
            _ = try await client.users.readUser(username: "ghost")
            Issue.record("a 404 must throw")
        } catch {
            #expect(error.responseCode == 404)
            #expect(error.isResponseValidationError)
        }
    }

    /// `createUser` is documented to answer `201`, `destroyUser` `200` or `204`; both may be empty.
    @Test func aRoutesOwnStatusesAreTheAcceptedOnes() async throws {
        canned.on("POST", "/users", .empty(status: 201), .empty(status: 200))
        canned.on("DELETE", "/users/ada", .empty(status: 204))

        try await client.users.createUser(user: User(username: "ada", password: "p"))
        try await client.users.destroyUser(username: "ada")
        await #expect(throws: AFError.self) { try await client.users.createUser(user: User(username: "ada", password: "p")) }

        #expect(canned.requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"password":"p","username":"ada"}"#)
    }

    @Test func aContentTypeTheRequestDoesntAcceptIsRefused() async throws {
        canned.on("GET", "/users/ada", CannedSession.Reply(status: 200, headers: ["Content-Type": "text/html"], body: Data("<p>".utf8)))

        do throws(AFError) {
            _ = try await client.users.readUser(username: "ada")
            Issue.record("text/html must be refused")
        } catch {
            #expect(error.responseContentType == "text/html")
            #expect(error.acceptableContentTypes == ["application/json"])
        }
    }

    @Test func aBodyThatDoesntDecodeIsADecodingFailure() async throws {
        canned.on("GET", "/users/ada", .json(#"{"username":1}"#))

        do throws(AFError) {
            _ = try await client.users.readUser(username: "ada")
            Issue.record("a bad body must throw")
        } catch {
            guard case .responseSerializationFailed(reason: .decodingFailed(error: let failure)) = error else {
                Issue.record("expected a decoding failure, got \(error)")
                return
            }
            #expect(failure is DecodingError)
        }
    }

    /// The session sends nothing without canned answers: the call fails as Alamofire reports a
    /// transfer that failed.
    @Test func withoutANetworkTheCallFailsAsATransfer() async {
        do throws(AFError) {
            _ = try await APIClient(session: Session()).users.readUser(username: "ada")
            Issue.record("nothing can answer")
        } catch {
            #expect(error.isSessionTaskError)
            #expect((error.underlyingError as? URLError)?.code == .notConnectedToInternet)
        }
    }

    @Test func theClientsInterceptorAdaptsEveryRequest() async throws {
        canned.on("GET", "/userInfo", .json(#"{"code":"000000","message":"OK","data":null}"#))
        let bearer = Adapter { request, _, completion in
            var request = request
            request.headers.add(.authorization(bearerToken: "t0k3n"))
            completion(.success(request))
        }

        try await APIClient(session: canned.session, interceptor: Interceptor(adapters: [bearer])).user.getUserInfo()

        #expect(canned.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer t0k3n")
    }

    @Test func anAdapterThatThrowsSendsNothing() async {
        let failing = Adapter { _, _, completion in completion(.failure(URLError(.userAuthenticationRequired))) }

        do throws(AFError) {
            _ = try await APIClient(session: canned.session, interceptor: failing).users.readUser(username: "ada")
            Issue.record("the adapter must fail the call")
        } catch {
            #expect(error.isRequestAdaptationError)
            #expect(canned.requests.isEmpty)
        }
    }

    @Test func withResponseHandsBackTheHeaders() async throws {
        canned.on("GET", "/users/ada", .json(#"{"username":"ada","password":""}"#, headers: ["X-Request-Id": "r1"]))

        let answer = try await client.withResponse { try await $0.users.readUser(username: "ada") }

        #expect(answer.value.username == "ada")
        #expect(answer.headers["x-request-id"] == "r1")
        #expect(answer.statusCode == 200)
    }

    @Test func withResponseWithoutARequestFails() async {
        await #expect(throws: AFError.self) { _ = try await client.withResponse { _ in 1 } }
    }

    /// `AF.request(route)` sends a route of the Alamofire output as it is.
    @Test func aRouteGoesToAlamofireAsItIs() async throws {
        canned.on("GET", "/search", .json(#"[{"id":1,"userId":7,"title":"Hi","body":"B"}]"#))

        let posts = try await canned.session.request(SearchRouter.search(query: "swift", page: 2)).validate()
            .serializingDecodable([Post].self).value

        #expect(posts.map(\.id) == [1])
        #expect(canned.requests.first?.url?.query == "offset=2&q=swift")
    }
}
