import Alamofire
import ExampleAPI
import Foundation
import Testing

/// With a module named Alamofire in the build, `APIAlamofire.swift` compiles and every router is
/// an `Alamofire.URLRequestConvertible`. The module here is a stand-in with Alamofire's signature.
@Suite struct AlamofireInteropTests {
    @Test func routersGoStraightToAlamofire() throws {
        let request = AF.request(UsersRouter.readUser(username: "ada"))
        // What Alamofire builds the request from once it is resumed.
        let built = try request.convertible.asURLRequest()

        #expect(request.convertible is UsersRouter)
        #expect(built.url?.absoluteString == "http://localhost:3000/users/ada")
        #expect(built.httpMethod == "GET")
    }

    @Test func everyRouterConforms() {
        let routers: [any Alamofire.URLRequestConvertible] = [
            PostsApiRouter.getPosts(userId: 1), SearchRouter.search(query: "x"), UserRouter.getUserInfo,
            UsersRouter.destroyUser(username: "ada"),
        ]
        #expect(routers.allSatisfy { (try? $0.asURLRequest()) != nil })
    }
}
