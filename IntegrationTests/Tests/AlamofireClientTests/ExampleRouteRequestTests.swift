#if ALAMOFIRE_OUTPUT
import AlamofireExampleAPI
#else
import ExampleAPI
import RouteGenRuntime
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Every route of specs/api.yaml, through the generated routers: the URLRequest each builds. The same
/// file runs against the Alamofire output (Tests/AlamofireClientTests links it): the same requests.
@Suite struct ExampleRouteRequestTests {
    private let jsonHeaders = ["Accept": "application/json", "Content-Type": "application/json"]
    private let user = User(username: "ada", password: "s3cret & more")
    private let userJSON = #"{"password":"s3cret & more","username":"ada"}"#

    private func body(_ request: URLRequest) -> String? {
        request.httpBody.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func getPosts() throws {
        let request = try PostsApiRouter.getPosts(userId: 7).asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/posts?userId=7")
        #expect(request.httpMethod == "GET")
        #expect(request.allHTTPHeaderFields == jsonHeaders)
        #expect(request.httpBody == nil)
        #expect(request.timeoutInterval == 10)
    }

    @Test func login() throws {
        let request = try UserRouter.login(user: user).asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/login")
        #expect(request.httpMethod == "POST")
        #expect(request.allHTTPHeaderFields == jsonHeaders)
        #expect(body(request) == userJSON)
    }

    @Test func getUserInfo() throws {
        let request = try UserRouter.getUserInfo.asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/userInfo")
        #expect(request.httpMethod == "GET")
        #expect(request.allHTTPHeaderFields == jsonHeaders)
        #expect(request.httpBody == nil)
    }

    @Test func createUser() throws {
        let request = try UsersRouter.createUser(user: user).asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/users")
        #expect(request.httpMethod == "POST")
        #expect(request.allHTTPHeaderFields == jsonHeaders)
        #expect(body(request) == userJSON)
    }

    @Test func readUser() throws {
        let request = try UsersRouter.readUser(username: "ada").asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(request.httpMethod == "GET")
        #expect(request.allHTTPHeaderFields == jsonHeaders)
        #expect(request.httpBody == nil)
    }

    @Test func updateUser() throws {
        let request = try UsersRouter.updateUser(username: "ada", user: user).asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(request.httpMethod == "PUT")
        #expect(request.allHTTPHeaderFields == jsonHeaders)
        #expect(body(request) == userJSON)
    }

    @Test func destroyUser() throws {
        let request = try UsersRouter.destroyUser(username: "ada").asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(request.httpMethod == "DELETE")
        #expect(request.httpBody == nil)
    }

    @Test func searchWithAndWithoutTheOptionalOffset() throws {
        let first = try SearchRouter.search(query: "swift & co+1").asURLRequest()
        #expect(first.url?.absoluteString == "http://localhost:3000/search?q=swift%20%26%20co%2B1")
        #expect(first.httpMethod == "GET")
        let second = try SearchRouter.search(query: "Zoë 🚀", page: 20).asURLRequest()
        #expect(second.url?.absoluteString == "http://localhost:3000/search?offset=20&q=Zo%C3%AB%20%F0%9F%9A%80")
        #expect(second.httpBody == nil)
    }

    @Test func pathValuesStayOneSegment() throws {
        let request = try UsersRouter.readUser(username: "../admin?x=1#y").asURLRequest()
        #expect(request.url?.absoluteString == "http://localhost:3000/users/..%2Fadmin%3Fx%3D1%23y")
    }

    @Test func aRouterCanBeSentToAnotherServer() throws {
        let request = try PostsApiRouter.getPosts(userId: 1).makeURLRequest(baseURL: APIServer.production)
        #expect(request.url?.absoluteString == "https://jsonplaceholder.typicode.com/posts?userId=1")
    }

    @Test func debugBuildsUseTheDebugServer() {
        #if DEBUG
        #expect(APIServer.current == APIServer.debug)
        #else
        #expect(APIServer.current == APIServer.production)
        #endif
    }

    @Test func supportTypesCarryTheSpecsNames() {
        #expect(APIParameterKey.userId == "userId")
        #expect(APIParameterKey.q == "q")
        #expect(APIParameterKey.offset == "offset")
        #expect(HTTPHeaderField.authentication.rawValue == "Authorization")
        #expect(HTTPHeaderField.acceptEncoding.rawValue == "Accept-Encoding")
        #expect(ContentType.json.rawValue == "application/json")
    }

    @Test func modelsUseTheirWireNames() throws {
        let json = #"{"code":"000000","data":[{"body":"b","id":1,"title":"t","userId":9}],"message":"ok"}"#
        let decoded = try JSONDecoder().decode(ResponseData<[Post]>.self, from: Data(json.utf8))
        #expect(decoded == ResponseData(code: "000000", message: "ok", data: [Post(id: 1, title: "t", body: "b", userID: 9)]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == json)
    }
}
