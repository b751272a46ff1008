import Foundation
import Testing

/// `filter` from a configuration file (`--config`) and from a routegen spec's `options` section,
/// through the `routegen` binary.
@Suite struct FilterCommandLineTests {
    let cli = CommandLineTests()

    private func swiftFiles(in folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func aConfigFileKeepsTheChosenOperationsAndWarnsAtAnEntryThatMatchesNothing() throws {
        let folder = try cli.temporaryFolder()
        try "filter:\n  operations:\n    - orders/get\n    - orders/gte\n  paths: [/users/me]\n"
            .write(to: folder.appendingPathComponent("routegen-config.yaml"), atomically: true, encoding: .utf8)
        let spec = CommandLineTests.repository.appendingPathComponent("Tests/Fixtures/config/filter.yaml").path
        let result = try cli.run([spec, "-o", "Out", "--config", "routegen-config.yaml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "routegen-config.yaml:4:7: warning: filter: no operation has the operationId 'orders/gte'; "
            + "the entry selects nothing; did you mean 'orders/get'?\n")
        #expect(swiftFiles(in: folder.appendingPathComponent("Out")) == [
            "APIError+Shop.swift", "Clients/OrdersRouterClient.swift", "Clients/UsersClient.swift",
            "Models/Customer.swift", "Models/Line.swift", "Models/Money.swift", "Models/Order.swift", "Models/OrderStatus.swift",
            "Models/PostalAddress.swift", "Models/Problem.swift", "Models/Setting.swift", "Models/User.swift",
            "Routers/OrdersRouter.swift", "Routers/UsersRouter.swift",
            "ShopAlamofire.swift", "ShopDefaults.swift", "ShopServer.swift",
        ])
    }

    @Test func aRoutegenSpecsOptionsSectionFiltersByRouterName() throws {
        let folder = try cli.temporaryFolder()
        let spec = """
            routegen: 1
            name: Tiny
            servers:
              production: https://example.com/
            options:
              filter:
                tags: [PostsRouter, CommentRouter]
            models:
              Post:
                properties:
                  id: Int
                  author: Author
              Author:
                properties:
                  name: String
              Comment:
                properties:
                  text: String
            routers:
              PostsRouter:
                getPost:
                  route: GET posts/{id}
                  path:
                    id: Int
                  returns: Post
              CommentsRouter:
                getComments:
                  route: GET comments
                  returns: "[Comment]"

            """
        try spec.write(to: folder.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["tiny.yaml", "-o", "Out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "tiny.yaml:7:25: warning: filter: no operation has the router 'CommentRouter'; "
            + "the entry selects nothing; did you mean 'CommentsRouter'?\n")
        #expect(swiftFiles(in: folder.appendingPathComponent("Out")) == [
            "Clients/PostsClient.swift", "Models/Author.swift", "Models/Post.swift", "Routers/PostsRouter.swift",
            "TinyAlamofire.swift", "TinyDefaults.swift", "TinyServer.swift",
        ])
    }
}
