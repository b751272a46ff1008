import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime

/// A request body used by the test router.
struct NewUser: Encodable, Sendable {
    let name: String
    let homepage: URL
    let joined: Date
}

/// A hand-written router in the shape the generator emits.
enum TestRouter: RequestRouter {
    case search(query: String, page: Int?)
    case createUser(NewUser, notify: Bool)
    case updateUser(username: String, NewUser)
    case user(username: String)
    case raw(path: String)
    case withHeader(name: String, value: String)

    /// The production base URL. The literal always parses; the file URL fallback is
    /// there only to avoid a force unwrap.
    static let production = URL(string: "https://api.example.com/v1") ?? URL(fileURLWithPath: "/")

    var baseURL: URL { Self.production }

    var method: HTTPMethod {
        switch self {
        case .search, .user, .raw, .withHeader: return .get
        case .createUser: return .post
        case .updateUser: return .put
        }
    }

    var path: String {
        switch self {
        case .search: return "/search"
        case .createUser: return "/users"
        case .updateUser(let username, _), .user(let username): return "/users/\(Self.pathSegment(username))"
        case .raw(let path): return path
        case .withHeader: return ""
        }
    }

    var headers: HTTPHeaders {
        switch self {
        case .updateUser: return ["Accept": "application/json", "Content-Type": "application/merge-patch+json"]
        case .withHeader(let name, let value): return HTTPHeaders().updating([name: value])
        default: return ["Accept": "application/json"]
        }
    }

    var parameters: Parameters? {
        switch self {
        case .search(let query, let page): return Parameters(compacting: ["q": query, "page": page])
        case .createUser(_, let notify): return ["notify": notify]
        default: return nil
        }
    }

    var encoding: any ParameterEncoding {
        switch self {
        case .createUser: return URLEncoding.queryString
        default: return URLEncoding.default
        }
    }

    var body: (any Encodable & Sendable)? {
        switch self {
        case .createUser(let user, _), .updateUser(_, let user): return user
        default: return nil
        }
    }

    var timeoutInterval: TimeInterval? {
        switch self {
        case .search: return 15
        default: return nil
        }
    }
}

/// The smallest possible router: only the three required members, so `asURLRequest()`
/// comes from the protocol extension.
enum MinimalRouter: RequestRouter {
    case ping
    case items(filter: [String: any Sendable])

    var baseURL: URL { TestRouter.production }
    var method: HTTPMethod { .post }
    var path: String { "ping" }

    var parameters: Parameters? {
        switch self {
        case .ping: return nil
        case .items(let filter): return ["filter": filter]
        }
    }
}
