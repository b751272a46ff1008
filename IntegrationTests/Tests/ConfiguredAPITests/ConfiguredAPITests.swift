import ConfiguredAPI
import Foundation
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// Tests/Fixtures/config/names.yaml generated with names-config.yaml: renamed types, calls,
/// properties and cases, `Money` replaced by the hand-written `MyShop.Money`, `uri` as `URL` and
/// `date-time` as `String`. The new names are Swift's only: the wire keeps the document's.
@Suite struct ConfiguredAPITests {
    private static let repository = #"{"id":7,"full_name":"octo/shop","owner":{"login":"octo","full_name":"Octo Cat"},"#
        + #""price":{"amount":"12.50","currency":"EUR"},"homepage":"https://shop.example/","#
        + #""node_uuid":"6F1C8D2A-0B7E-4C55-9A3B-2D4E6F708192","pushed_at":"2026-11-23T03:00:00Z"}"#

    private func withServer(_ body: (LocalHTTPServer, APIClient) async throws -> Void) async throws {
        try await LocalHTTPServer.run { server async throws in
            try await body(server, APIClient(baseURL: server.baseURL))
        }
    }

    @Test func theRenamedCallDecodesIntoRenamedPropertiesAndTheUserType() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/octo/shop", replies: [.json(Self.repository)])

            let repository: Repository = try await client.repos.getRepository(owner: "octo", repo: "shop")

            #expect(repository.displayName == "octo/shop")
            #expect(repository.owner == Owner(login: "octo", displayName: "Octo Cat"))
            #expect(repository.price == MyShop.Money(amount: "12.50", currency: "EUR"))
            #expect(repository.homepage == URL(string: "https://shop.example/"))
            #expect(repository.nodeID == UUID(uuidString: "6F1C8D2A-0B7E-4C55-9A3B-2D4E6F708192"))
            #expect(repository.pushedAt == "2026-11-23T03:00:00Z")
            #expect(await server.requests().first?.path == "/repos/octo/shop")
        }
    }

    @Test func theRenamedCaseSendsTheDocumentsValue() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/octo/shop/pulls", replies: [
                .json(#"[{"number":1,"title":"Fix","full_name":"octo/shop#1","merge_state":"dirty"}]"#),
            ])

            let pulls = try await client.pulls.listPullRequests(owner: "octo", repo: "shop", sort: .byTitle)

            #expect(pulls == [PullRequest(number: 1, title: "Fix", displayName: "octo/shop#1", mergeState: .needsRebase)])
            #expect(await server.requests().first?.query == "sort=PR_TITLE")
        }
    }

    @Test func encodingWritesTheDocumentsKeys() throws {
        let owner = Owner(login: "octo", displayName: "Octo Cat", htmlUrl: URL(string: "https://example.com/octo"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(owner), as: UTF8.self)
            == #"{"full_name":"Octo Cat","html_url":"https://example.com/octo","login":"octo"}"#)
    }
}
