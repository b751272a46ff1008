import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

/// A post as the stubbed blog API returns it.
struct BlogPost: Codable, Equatable, Sendable {
    var id: Int
    var title: String
}

/// A documented error body.
struct ErrorBody: Decodable, Equatable {
    var error: String
}

/// The blog API's production root. The literal always parses; the fallback only avoids a force unwrap.
let blogBaseURL = URL(string: "https://blog.example.com/v1") ?? URL(fileURLWithPath: "/")

/// A router in the shape the generator emits, for the client tests.
enum BlogRouter: RequestRouter {
    case posts
    case user(username: String)
    case createPost(BlogPost)
    /// Documented to answer `202 Accepted` only.
    case archive(id: Int)
    case withHeader(name: String, value: String)

    var baseURL: URL { blogBaseURL }

    var method: HTTPMethod {
        switch self {
        case .posts, .user, .withHeader: return .get
        case .createPost, .archive: return .post
        }
    }

    var path: String {
        switch self {
        case .posts, .createPost: return "posts"
        case .user(let username): return "users/\(Self.pathSegment(username))"
        case .archive(let id): return "posts/\(id)/archive"
        case .withHeader: return "echo"
        }
    }

    var headers: HTTPHeaders {
        switch self {
        case .withHeader(let name, let value): return HTTPHeaders().updating([name: value])
        default: return ["Accept": "application/json"]
        }
    }

    var body: (any Encodable & Sendable)? {
        guard case .createPost(let post) = self else { return nil }
        return post
    }

    var validation: ResponseValidation? {
        guard case .archive = self else { return nil }
        return .statusCodes([202])
    }
}

/// The envelope of a backend that answers `{"code": "000000", "message": …, "data": …}`.
enum BackendEnvelope: ResponseEnvelope {
    static let payloadKey = "data"
    static let codeKey = "code"
    static let messageKey: String? = "message"
    static let successCodes: Set<String> = ["000000"]
}

/// An envelope whose code is a number (`0` on success) and which has no message.
enum NumericEnvelope: ResponseEnvelope {
    static let payloadKey = "result"
    static let codeKey = "status"
    static let messageKey: String? = nil
    static let successCodes: Set<String> = ["0", "true"]
}

/// A client talking to a fresh ``StubTransport`` with the given stubs.
func stubbedClient(
    _ stubs: [Stub],
    interceptor: (any APIClientInterceptor)? = nil,
    eventMonitors: [any APIClientEventMonitor] = []
) -> (APIClient, StubTransport) {
    let transport = StubTransport(stubs)
    let client = APIClient(transport: transport, interceptor: interceptor, eventMonitors: eventMonitors)
    return (client, transport)
}

/// Runs `body` and returns the ``APIError`` it throws; records a failure when it returns
/// or throws anything else.
func apiError<T>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> T
) async -> APIError? {
    do {
        let value = try await body()
        XCTFail("Expected an APIError, got \(value)", file: file, line: line)
        return nil
    } catch let error as APIError {
        return error
    } catch {
        XCTFail("Expected an APIError, got \(error)", file: file, line: line)
        return nil
    }
}

/// Builds a request, failing the test when the URL does not parse.
func urlRequest(_ text: String, method: HTTPMethod = .get, file: StaticString = #filePath, line: UInt = #line) throws -> URLRequest {
    let url = try XCTUnwrap(URL(string: text), file: file, line: line)
    var request = URLRequest(url: url)
    request.method = method
    return request
}

/// The body text of a response or request body.
func text(_ data: Data?) -> String? {
    data.map { String(decoding: $0, as: UTF8.self) }
}

/// A thread-safe list that `@Sendable` closures can append to.
final class Recorder<Element: Sendable>: @unchecked Sendable {
    // Safe: `items` is private and only touched while `lock` is held.
    private let lock = NSLock()
    private var items: [Element] = []

    func append(_ item: Element) {
        lock.lock()
        defer { lock.unlock() }
        items.append(item)
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

/// A transport that never answers on its own: it waits until its task is cancelled.
struct HangingTransport: HTTPTransport {
    let started = Recorder<URLRequest>()

    func send(_ request: URLRequest) async throws -> HTTPResponse {
        started.append(request)
        try await Task.sleep(for: .seconds(60))
        return HTTPResponse(statusCode: 200)
    }
}
