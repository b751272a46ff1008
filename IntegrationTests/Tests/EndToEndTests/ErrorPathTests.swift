import ExampleAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// How failures reach the caller: each one a distinct `APIError` case with what it needs.
@Suite struct ErrorPathTests {
    /// The error a call throws, or `nil` when it succeeds.
    private func error(of call: () async throws(APIError) -> some Any) async -> APIError? {
        do {
            _ = try await call()
            return nil
        } catch {
            return error
        }
    }

    @Test func notFoundCarriesTheStatusAndBody() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("GET", "/users/nobody", replies: [.json(#"{"error":"no such user"}"#, status: 404)])

            let failure = await error { () async throws(APIError) in try await backend.client.users.readUser(username: "nobody") }

            guard case let .unacceptableStatus(response)? = failure else {
                Issue.record("expected unacceptableStatus, got \(String(describing: failure))")
                return
            }
            #expect(response.statusCode == 404)
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":"no such user"}"#)
            #expect(failure?.decodeBody(as: [String: String].self) == ["error": "no such user"])
        }
    }

    @Test func serverErrorCarriesTheStatusAndBody() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("GET", "/posts", replies: [.text("database down", status: 500)])

            let failure = await error { () async throws(APIError) in try await backend.client.postsApi.getPosts(userId: 1) }

            #expect(failure?.statusCode == 500)
            #expect(failure?.response.map { String(decoding: $0.body, as: UTF8.self) } == "database down")
            #expect(failure.map { "\($0)" }?.contains("500") == true)
        }
    }

    @Test func malformedJSONIsADecodingFailureWithAnExcerpt() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("GET", "/users/ada", replies: [.json(#"{"username": "ada", "password": "#)])

            let failure = await error { () async throws(APIError) in try await backend.client.users.readUser(username: "ada") }

            guard case let .decoding(details)? = failure else {
                Issue.record("expected a decoding failure, got \(String(describing: failure))")
                return
            }
            #expect(details.bodyExcerpt == #"{"username": "ada", "password": "#)
            #expect(details.statusCode == 200)
        }
    }

    @Test func aMissingFieldNamesItsCodingPath() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("GET", "/posts", replies: [.json(#"{"code":"000000","data":[{"id":1,"userId":7,"body":"x"}]}"#)])

            let failure = await error { () async throws(APIError) in try await backend.client.postsApi.getPosts(userId: 7) }

            guard case let .decoding(details)? = failure else {
                Issue.record("expected a decoding failure, got \(String(describing: failure))")
                return
            }
            #expect(details.codingPath == "data[0].title")
        }
    }

    @Test func aWrongContentTypeIsRefused() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("GET", "/users/ada", replies: [.text("<html>Sign in</html>", contentType: "text/html")])

            let failure = await error { () async throws(APIError) in try await backend.client.users.readUser(username: "ada") }

            guard case let .unacceptableContentType(response, accepted)? = failure else {
                Issue.record("expected unacceptableContentType, got \(String(describing: failure))")
                return
            }
            #expect(response.contentType == "text/html")
            #expect(accepted == ["application/json"])
        }
    }

    @Test func anEnvelopeWithAFailureCodeThrowsTheServersError() async throws {
        try await FakeBackend.run { backend in
            await backend.server.on("GET", "/posts", replies: [.json(#"{"code":"100001","message":"Token expired"}"#)])

            let failure = await error { () async throws(APIError) in try await backend.client.postsApi.getPosts(userId: 7) }

            guard case let .server(serverError)? = failure else {
                Issue.record("expected a server error, got \(String(describing: failure))")
                return
            }
            #expect(serverError.code == "100001")
            #expect(serverError.message == "Token expired")
            #expect(serverError.statusCode == 200)
        }
    }

    @Test func aSlowServerRunsIntoTheTimeout() async throws {
        // Only the slow call gets the short timeout: on a machine busy with the rest of the suite, a
        // quick answer can take longer than a second too.
        let shortTimeout = ClosureAdapter { request in
            var request = request
            if request.url?.path.hasSuffix("/slow") == true {
                request.timeoutInterval = 0.5  // URLSessionTransport rounds it up to 1 s on Linux
            }
            return request
        }
        try await FakeBackend.run(interceptor: shortTimeout) { backend in
            await backend.server.on("GET", "/users/ada", replies: [.json(#"{"username":"ada","password":""}"#)])
            await backend.server.on("GET", "/users/slow", replies: [ServerReply(status: 200, delay: .seconds(4))])
            // The interceptor leaves other calls alone.
            _ = try await backend.client.users.readUser(username: "ada")

            let failure = await error { () async throws(APIError) in try await backend.client.users.readUser(username: "slow") }

            #expect(failure?.isTimeout == true)
            #expect(failure?.urlError?.code == .timedOut)
        }
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        let server = try await LocalHTTPServer.start()
        let closedPort = server.baseURL
        await server.stop()
        let client = APIClient(baseURL: closedPort)

        let failure = await error { () async throws(APIError) in try await client.users.readUser(username: "ada") }

        guard case .transport? = failure else {
            Issue.record("expected a transport error, got \(String(describing: failure))")
            return
        }
        #expect(failure?.urlError?.code == .cannotConnectToHost)
    }

    @Test func aRetrySucceedsOnTheSecondAttempt() async throws {
        let retry = APIClientRetryPolicy(initialDelay: .milliseconds(20))
        try await FakeBackend.run(interceptor: retry) { backend in
            let posts = #"{"code":"000000","data":[]}"#
            await backend.server.on("GET", "/posts", replies: [.text("busy", status: 503), .json(posts)])

            let result = try await backend.client.postsApi.getPosts(userId: 7)

            #expect(result.isEmpty)
            let requests = await backend.server.requests()
            #expect(requests.map(\.path) == ["/posts", "/posts"])
        }
    }

    @Test func aPOSTIsNotRetried() async throws {
        let retry = APIClientRetryPolicy(initialDelay: .milliseconds(20))
        try await FakeBackend.run(interceptor: retry) { backend in
            await backend.server.on("POST", "/login", replies: [.text("busy", status: 503), .json(#"{"code":"000000"}"#)])

            let failure = await error { () async throws(APIError) in
                try await backend.client.user.login(user: User(username: "ada", password: "x"))
            }

            #expect(failure?.statusCode == 503)
            #expect(await backend.server.requests().count == 1)
        }
    }

    @Test func theEventMonitorSeesEveryAttempt() async throws {
        let log = EventLog()
        let monitor = ClosureMonitor(
            willSend: { request, attempt in log.append("will send \(request.httpMethod ?? "") \(request.url?.path ?? "") #\(attempt)") },
            didReceive: { _, result, attempt, _ in
                log.append("did receive \((try? result.get())?.statusCode ?? -1) #\(attempt)")
            })
        try await FakeBackend.run(interceptor: APIClientRetryPolicy(initialDelay: .milliseconds(10)), eventMonitors: [monitor]) { backend in
            await backend.server.on("GET", "/users/ada", replies: [.text("busy", status: 503), .json(#"{"username":"ada","password":""}"#)])

            _ = try await backend.client.users.readUser(username: "ada")

            #expect(log.lines == [
                "will send GET /users/ada #1", "did receive -1 #1", "will send GET /users/ada #2", "did receive 200 #2",
            ])
        }
    }
}

/// Lines written from the client's tasks, read by the test.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ line: String) {
        lock.withLock { storage.append(line) }
    }

    var lines: [String] { lock.withLock { storage } }
}
