import Alamofire
import ExampleAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// A file that imports both Alamofire and RouteGenRuntime, as an app's file does. Both declare
/// `urlRequest` on their `URLRequestConvertible`, and `method` and `headers` on `URLRequest`;
/// each everyday use below must compile without naming a module. (The stand-in declares them
/// exactly as Alamofire 5 does.)
@Suite struct AlamofireNamesTests {
    private let route = UsersRouter.readUser(username: "ada")

    @Test func aRouteGoesToAlamofire() throws {
        let request = AF.request(route)

        #expect(try request.convertible.asURLRequest().url?.absoluteString == "http://localhost:3000/users/ada")
    }

    @Test func aRouteHasAURLRequest() {
        let request = route.urlRequest

        #expect(request?.url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(request?.httpMethod == "GET")
    }

    @Test func aRequestTakesAMethodAndHeaders() throws {
        var request = try #require(route.urlRequest)
        request.method = .post
        request.headers = ["X-Trace": "7"]
        request.headers.add(.authorization(bearerToken: "t"))

        #expect(request.httpMethod == "POST")
        #expect(request.method == .post)
        #expect(request.allHTTPHeaderFields == ["X-Trace": "7", "Authorization": "Bearer t"])
        #expect(request.headers["x-trace"] == "7")
    }

    @Test func dotGetGoesWhereAMethodIsExpected() throws {
        let request = try AF.request("http://127.0.0.1/search", method: .get, parameters: ["q": "swift"]).convertible.asURLRequest()
        let stub = Stub(.get, "/users/{username}", json: "{}")

        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "http://127.0.0.1/search?q=swift")
        #expect(stub.method == .get)
        #expect(route.method == .get)
    }

    /// The names both modules declare as types need their module in such a file.
    @Test func sharedTypeNamesAreQualified() {
        let alamofire: Alamofire.HTTPMethod = .get
        let runtime: RouteGenRuntime.HTTPMethod = .get

        #expect(alamofire.rawValue == runtime.rawValue)
    }
}
