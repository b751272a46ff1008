@testable import ConfiguredInternalAPI
import ConfiguredPackageAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Code generated with a configuration file: `access: internal` (reached with `@testable`) and
/// `access: package` (visible to the package's own tests), each with its `server` option.
@Suite struct ConfiguredAPITests {
    @Test func internalRouterUsesTheConfiguredURL() throws {
        let request = try PostsApiRouter.getPosts(userId: 7).asURLRequest()
        #expect(request.url?.absoluteString == "https://blog.example.com/v2/posts?userId=7")
        #expect(BlogServer.current == BlogServer.server)
    }

    @Test func packageRouterUsesTheChosenServer() throws {
        let request = try PetsRouter.listPets(limit: 5).asURLRequest()
        #expect(request.url?.absoluteString == "http://petstore.swagger.io/v1/pets?limit=5")
        #expect(request.httpMethod == "GET")
    }
}
