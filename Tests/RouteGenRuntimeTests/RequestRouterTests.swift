import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite("RequestRouter")
struct RequestRouterTests {
    let user = NewUser(
        name: "Zoë",
        homepage: URL(fileURLWithPath: "/home/zoe"),
        joined: Date(timeIntervalSince1970: 0)
    )

    @Test func getWithQueryTimeoutAndHeaders() throws {
        let request = try TestRouter.search(query: "swift & co", page: 2).asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?page=2&q=swift%20%26%20co")
        #expect(request.httpMethod == "GET")
        #expect(request.timeoutInterval == 15)
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json"])
        #expect(request.httpBody == nil)
    }

    @Test func nilOptionalParameterIsOmitted() throws {
        let request = try TestRouter.search(query: "x", page: nil).asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?q=x")
    }

    @Test func postWithEncodableBodyAndQuery() throws {
        let request = try TestRouter.createUser(user, notify: true).asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/users?notify=1")
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(bodyText(request) == #"{"homepage":"file:///home/zoe","joined":"1970-01-01T00:00:00Z","name":"Zoë"}"#)
        #expect(request.timeoutInterval == URLRequest(url: TestRouter.production).timeoutInterval)
    }

    @Test func putWithPathSegmentKeepsExplicitContentType() throws {
        let request = try TestRouter.updateUser(username: "zoë/../admin", user).asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/users/zo%C3%AB%2F..%2Fadmin")
        #expect(request.httpMethod == "PUT")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) }?.hasPrefix(#"{"homepage":"#) == true)
    }

    @Test func defaultsApplyToAMinimalRouter() throws {
        let router = MinimalRouter.ping
        #expect(router.headers.isEmpty)
        #expect(router.body == nil)
        #expect(router.timeoutInterval == nil)
        #expect((router.encoding as? URLEncoding)?.destination == .methodDependent)
        let request = try router.asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/ping")
        #expect(request.httpMethod == "POST")
        #expect(request.httpBody == nil)
        #expect(request.allHTTPHeaderFields?.isEmpty ?? true)
    }

    @Test func defaultEncodingSendsAFormBodyForPost() throws {
        let request = try MinimalRouter.items(filter: ["tag": "a b", "min": 1]).asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/ping")
        #expect(bodyText(request) == "filter%5Bmin%5D=1&filter%5Btag%5D=a%20b")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test(arguments: [
        ("https://h/api/v1", "users", "https://h/api/v1/users"),
        ("https://h/api/v1/", "users", "https://h/api/v1/users"),
        ("https://h/api/v1", "/users", "https://h/api/v1/users"),
        ("https://h/api/v1/", "/users", "https://h/api/v1/users"),
        ("https://h", "/users/a%20b", "https://h/users/a%20b"),
        ("https://h/", "/", "https://h/"),
        ("https://h/api/v1", "", "https://h/api/v1"),
        ("https://h/api/v1/", "", "https://h/api/v1/"),
        ("https://h/api?key=1", "users", "https://h/api/users?key=1"),
        ("http://[::1]:8080/v2", "users/%2E%2E", "http://[::1]:8080/v2/users/%2E%2E"),
    ])
    func joinsBaseURLAndPathByConcatenation(base: String, path: String, expected: String) throws {
        let baseURL = try #require(URL(string: base))
        let request = try TestRouter.raw(path: path).makeURLRequest(baseURL: baseURL)
        #expect(request.url?.absoluteString == expected)
    }

    @Test(arguments: [("[::1", "http://[::1"), ("h h/x", "http://h h/x")])
    func unparsableURLThrowsInvalidURL(path: String, expected: String) throws {
        // A base URL with an empty authority lets the path become the host part.
        let baseURL = try #require(URL(string: "http://"))
        #expect(throws: RouteGenError.invalidURL(expected)) {
            try TestRouter.raw(path: path).makeURLRequest(baseURL: baseURL)
        }
    }

    @Test(arguments: ["a\r\nSet-Cookie: x=1", "a\nb", "a\rb", "a\u{0}b"])
    func headerValuesWithLineBreaksAreRejected(value: String) throws {
        #expect(throws: RouteGenError.invalidHeaderValue(name: "X-Evil")) {
            try TestRouter.withHeader(name: "X-Evil", value: value).asURLRequest()
        }
    }

    @Test func headerNamesWithLineBreaksAreRejected() throws {
        let name = "X-Evil\r\nInjected"
        #expect(throws: RouteGenError.invalidHeaderValue(name: name)) {
            try TestRouter.withHeader(name: name, value: "v").asURLRequest()
        }
    }

    @Test func bodyEncodingFailuresAreWrapped() throws {
        struct Failing: Encodable, Sendable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "boom"))
            }
        }
        enum BodyRouter: RequestRouter {
            case send
            var baseURL: URL { TestRouter.production }
            var method: HTTPMethod { .post }
            var path: String { "send" }
            var body: (any Encodable & Sendable)? { Failing() }
        }
        let error = #expect(throws: RouteGenError.self) { try BodyRouter.send.asURLRequest() }
        guard case .bodyEncodingFailed(let reason)? = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(reason.contains("boom"))
    }

    @Test func customBodyEncoderIsUsed() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        let request = try TestRouter.createUser(user, notify: false).makeURLRequest(
            baseURL: TestRouter.production, bodyEncoder: encoder)
        #expect(bodyText(request) == #"{"homepage":"file:\/\/\/home\/zoe","joined":0,"name":"Zoë"}"#)
        #expect(request.url?.absoluteString == "https://api.example.com/v1/users?notify=0")
    }

    @Test func routeGenDefaultEncoderIsFreshEachTime() {
        let first = JSONEncoder.routeGenDefault
        first.outputFormatting = []
        #expect(first !== JSONEncoder.routeGenDefault)
        #expect(JSONEncoder.routeGenDefault.outputFormatting == [.sortedKeys, .withoutEscapingSlashes])
    }

    @Test func routersCrossConcurrencyDomains() async throws {
        let router = TestRouter.search(query: "q", page: 1)
        let request = try await Task.detached { try router.asURLRequest() }.value
        #expect(request.url?.absoluteString == "https://api.example.com/v1/search?page=1&q=q")
        #expect(router.urlRequest?.url == request.url)
    }
}
