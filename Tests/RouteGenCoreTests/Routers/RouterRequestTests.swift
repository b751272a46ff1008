import Foundation
import RouteGenCore
import Testing

/// Each endpoint's request is described in one place: one `switch self` per router, returning the
/// router's `Request`, whose fields are the properties that differ between cases (issue 23, part 3).
@Suite struct RouterRequestTests {
    private func router(_ yaml: String, file: String) throws -> String {
        let output = try GeneratorPipeline.run(data: Data(yaml.utf8), path: "shop.yaml")
        return try #require(output.files.first { $0.path == file }?.contents)
    }

    private let spec = """
        routegen: 1
        name: Shop
        servers:
          production: https://shop.example.com/
        defaults:
          headers:
            Accept: application/json
        routers:
          ItemRouter:
            listItems: GET /items
            getItem:
              route: GET /items/{id}
              path: { id: Int }
            deleteItem:
              route: DELETE /items/{id}
              path: { id: Int }
              headers: { X-Reason: String? }
            createItem:
              route: POST /items
              form: { name: String }
        """

    @Test func oneSwitchDescribesEveryEndpoint() throws {
        let router = try router(spec, file: "Routers/ItemRouter.swift")
        #expect(router.components(separatedBy: "switch self").count - 1 == 1)
        #expect(router.contains("""
                public var headers: RouteGenRuntime.HTTPHeaders {
                    request.headers
                }
            """))
        // A value shared by every case stays one expression.
        #expect(router.contains("""
                public var baseURL: Foundation.URL {
                    ShopServer.current
                }
            """))
        #expect(router.contains("""
                    case .listItems:
                        return Request(method: .get, path: "/items")
                    case let .getItem(id):
                        return Request(method: .get, path: "/items/\\(Self.pathSegment(id))")
                    case let .deleteItem(id, xReason):
                        return Request(
                            method: .delete,
                            path: "/items/\\(Self.pathSegment(id))",
                            headers: ShopDefaults.headers.updating(["X-Reason": xReason])
                        )
                    case let .createItem(name):
                        return Request(
                            method: .post,
                            path: "/items",
                            parameters: [ShopParameterKey.name: name],
                            encoding: RouteGenRuntime.URLEncoding.httpBody,
                            headers: ShopDefaults.headers.updating(["Content-Type": "application/x-www-form-urlencoded; charset=utf-8"])
                        )
            """))
        // The defaults are the values most cases share; method and path have none.
        #expect(router.contains("""
                private struct Request {
                    var method: RouteGenRuntime.HTTPMethod
                    var path: Swift.String
                    var parameters: RouteGenRuntime.Parameters? = nil
                    var encoding: any RouteGenRuntime.ParameterEncoding = RouteGenRuntime.URLEncoding.queryString
                    var headers: RouteGenRuntime.HTTPHeaders = ShopDefaults.headers
                }
            """))
    }

    /// A router whose properties are the same for every case has no `Request`.
    @Test func aRouterWithoutDifferencesHasNoRequest() throws {
        let router = try router("""
            routegen: 1
            name: Shop
            servers:
              production: https://shop.example.com/
            routers:
              PingRouter:
                ping: GET /ping
            """, file: "Routers/PingRouter.swift")
        #expect(!router.contains("switch self"))
        #expect(!router.contains("private struct") && !router.contains("request."))
        #expect(router.contains("    public var path: Swift.String {\n        \"/ping\"\n    }"))
    }

    /// A type of the spec named `Request` keeps its name; the router's struct becomes `Request_`,
    /// so that it doesn't hide the model from the router's cases.
    @Test func theStructKeepsClearOfTheSpecsTypes() throws {
        let yaml = spec + """

                noteItem:
                  route: PUT /items/{id}/note
                  path: { id: Int }
                  body: Request
            models:
              Request:
                note: String
            """
        let router = try router(yaml, file: "Routers/ItemRouter.swift")
        #expect(router.contains("    case noteItem(id: Swift.Int, request: Request)\n"))
        #expect(router.contains("    private var request: Request_ {\n"))
        #expect(router.contains("    private struct Request_ {\n"))
        #expect(router.contains("            return Request_(method: .get, path: \"/items\")\n"))
    }
}
