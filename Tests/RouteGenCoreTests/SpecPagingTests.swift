import Foundation
import RouteGenCore
import Testing

/// Paging in the routegen spec format: `paging: link`, and cursor lists recognised by their shape.
@Suite struct SpecPagingTests {
    private let spec = """
        routegen: 1
        servers:
          production: https://x.test/
        models:
          Item: { id: String, name: String }
          ItemList: { data: "[Item]", has_more: Bool }
          Post: { id: Int }
        routers:
          Shop:
            listItems:
              route: GET /items
              query: { limit: Int?, starting_after: String? }
              returns: ItemList
            listPosts:
              route: GET /posts
              query: { page: Int? }
              returns: "[Post]"
              paging: link
            listAll:
              route: GET /all
              returns: "[Post]"

        """

    private func client() throws -> String {
        let output = try GeneratorPipeline.run(data: Data(spec.utf8), path: "shop.yaml")
        return try #require(output.files.first { $0.path == "Clients/ShopClient.swift" }).contents
    }

    @Test func linkPagingAndCursorListsGetPagesFunctions() throws {
        let client = try client()
        #expect(client.contains("""
                public func listPostsPages(page: Swift.Int? = nil) -> RouteGenRuntime.Pages<[Post]> {
                    client.linkedPages([Post].self, from: Shop.listPosts(page: page))
                }
            """))
        #expect(client.contains("""
                    client.cursorPages(ItemList.self, from: Shop.listItems(limit: limit, startingAfter: startingAfter), \
            cursor: { page in page.hasMore ? page.data.last?.id : nil }) { cursor in Shop.listItems(limit: limit, startingAfter: cursor) }
            """))
        #expect(!client.contains("listAllPages"))
    }

    @Test func anUnknownPagingIsAnError() {
        let bad = spec.replacingOccurrences(of: "paging: link", with: "paging: cursor")
        #expect(diagnostics(bad) == [
            "bad.yaml:18:15: error: 'paging' must be 'link' (the next page is the Link header's rel=\"next\" URL); cursor lists "
                + "with 'has_more', 'data' and a 'starting_after' query item are recognised without it",
        ])
    }
}
