import ExampleAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// A file that imports only RouteGenRuntime and the generated code, in a module where another
/// file imports Alamofire (as the generated `APIAlamofire.swift` does in an app). Without the
/// `MemberImportVisibility` feature, Alamofire's `urlRequest`, `URLRequest.method` and
/// `URLRequest.headers` are visible here too; each everyday use must still compile.
@Suite struct RuntimeNamesTests {
    private let route = UsersRouter.readUser(username: "ada")

    @Test func aRouteHasAURLRequest() {
        #expect(route.urlRequest?.url?.absoluteString == "http://localhost:3000/users/ada")
    }

    @Test func aRequestTakesAMethodAndHeaders() throws {
        var request = try #require(route.urlRequest)
        request.method = .delete
        request.headers = ["X-Trace": "7"]

        #expect(request.httpMethod == "DELETE")
        #expect(request.method == .delete)
        #expect(request.allHTTPHeaderFields == ["X-Trace": "7"])
    }

    @Test func runtimeTypesNeedNoModuleName() {
        let method: HTTPMethod? = route.urlRequest?.method
        let headers: HTTPHeaders = route.urlRequest?.headers ?? [:]

        #expect(method == .get)
        #expect(headers["accept"] == "application/json")
    }
}
