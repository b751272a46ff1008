import ExampleAPI
import Foundation
import HostileAPI
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// Values chosen to break out of their place in the request: they must arrive as plain data.
@Suite struct RequestSafetyTests {
    @Test(arguments: [
        ("../admin", "/users/..%2Fadmin"),
        ("a/b?c=d", "/users/a%2Fb%3Fc%3Dd"),
        ("%2F", "/users/%252F"),
        ("..", "/users/%2E%2E"),
        (".", "/users/%2E"),
        ("x#frag", "/users/x%23frag"),
    ])
    func pathValuesStayOneSegment(value: String, expectedPath: String) async throws {
        try await FakeBackend.run { backend in
            let user = try await backend.client.users.readUser(username: value)

            let request = try await backend.onlyRequest()
            #expect(request.method == "GET")
            #expect(request.path == expectedPath)
            #expect(request.query == "")
            // The server routed it to readUser and saw the value unchanged.
            #expect(user.username == value)
        }
    }

    @Test func headerValuesWithLineBreaksAreRejectedBeforeSending() async throws {
        try await LocalHTTPServer.run { server async throws in
            let client = APIClient(baseURL: server.baseURL)
            do {
                _ = try await client.class.default(id: 1, in: .in, forEach: [], class: "x\r\nX-Injected: 1")
                Issue.record("the request was sent")
            } catch {
                guard case let .invalidRequest(reason)? = error as? APIError else {
                    Issue.record("expected invalidRequest, got \(error)")
                    return
                }
                #expect(reason.contains("X-Class"))
            }
            #expect(await server.requests().isEmpty)
        }
    }

    @Test func anInterceptorCannotSmuggleALineBreakEither() async throws {
        let adapter = ClosureAdapter.header("Accept-Language") { "en\nX-Injected: 1" }
        try await FakeBackend.run(interceptor: adapter) { backend in
            do {
                _ = try await backend.client.users.readUser(username: "ada")
                Issue.record("the request was sent")
            } catch {
                guard case .adaptationFailed? = error as? APIError else {
                    Issue.record("expected adaptationFailed, got \(error)")
                    return
                }
            }
            #expect(await backend.server.requests().isEmpty)
        }
    }

    @Test func queryValuesAreEscapedPerRFC3986() async throws {
        try await FakeBackend.run { backend in
            _ = try await backend.client.search.search(query: "a&b=c#d e+f/?é")

            let request = try await backend.onlyRequest()
            #expect(!request.query.contains("&b="))
            #expect(!request.query.contains("#"))
            #expect(!request.query.contains(" "))
            #expect(request.queryItems == ["q": "a&b=c#d e+f/?é"])
        }
    }

    @Test func adaptersAddHeadersToEveryRequest() async throws {
        let interceptor = InterceptorChain(
            ClosureAdapter.bearerToken { "t0ken" },
            ClosureAdapter.header("Accept-Language") { "fr-CH" })
        try await FakeBackend.run(interceptor: interceptor) { backend in
            _ = try await backend.client.users.readUser(username: "ada")

            let request = try await backend.onlyRequest()
            #expect(request.header("Authorization") == "Bearer t0ken")
            #expect(request.header("Accept-Language") == "fr-CH")
        }
    }
}
