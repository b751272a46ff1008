import Alamofire
import AlamofireExampleAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A file that imports Alamofire and the Alamofire output, as an app's `APIManager.swift` does. Each
/// line of issue 20's list compiles as written, without a module name, and means Alamofire's: the
/// generated module declares none of Alamofire's names, and its own carry the spec's prefix
/// (`APIClient`, `APIRequestRouter`). The stand-in declares these names exactly as Alamofire 5 does.
@Suite struct AlamofireNamesTests {
    let url = "https://example.com/search"
    let token = "secret"

    @Test func theEverydayLinesNeedNoModuleName() throws {
        let headers: HTTPHeaders = ["Accept": "application/json"]
        let request = AF.request(url, encoding: URLEncoding.default)
        let encoding = JSONEncoding.default
        let method = HTTPMethod.get
        let post: HTTPMethod = .post
        let authorization = HTTPHeader.authorization(bearerToken: token)
        func send(_ request: any URLRequestConvertible) -> DataRequest { AF.request(request) }
        func encode(with encoding: any ParameterEncoding) throws -> URLRequest {
            try encoding.encode(URLRequest(url: url, method: post, headers: headers), with: ["q": "swift"])
        }

        #expect(headers["accept"] == "application/json")
        #expect(try request.convertible.asURLRequest().url?.absoluteString == url)
        #expect(method.rawValue == "GET")
        #expect(authorization.value == "Bearer secret")
        #expect(try encode(with: encoding).httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"q":"swift"}"#)
        #expect(try send(UsersRouter.readUser(username: "ada")).convertible.asURLRequest().httpMethod == "GET")
    }

    /// The routers are Alamofire's `URLRequestConvertible` themselves, with Alamofire's types.
    @Test func aRouteIsAnAlamofireConvertible() throws {
        let route = UsersRouter.readUser(username: "ada")
        let convertible: any URLRequestConvertible = route
        let method: HTTPMethod = route.method
        let headers: HTTPHeaders = route.headers
        let encoding: any ParameterEncoding = route.encoding

        #expect(try convertible.asURLRequest().url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(method == .get)
        #expect(headers["Accept"] == "application/json")
        #expect(encoding is URLEncoding)
        #expect(route.urlRequest?.method == .get)
        #expect(AF.request(route).convertible is UsersRouter)
    }

    /// The typed client is the spec's, on Alamofire's session, and its calls throw `AFError`.
    @Test func theTypedClientIsTheSpecsOwn() {
        let client = APIClient(session: AF, interceptor: Interceptor(adapters: [Adapter { request, _, completion in completion(.success(request)) }]))
        let call: (String) async throws(AFError) -> User = client.users.readUser(username:)
        #expect(client.session === Session.default)
        _ = call
    }
}
