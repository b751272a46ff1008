import Foundation
import GitHubResponsesAPI
import LocalHTTPServer
import RouteGenRuntime
import StripeListAPI
import Testing

/// Paging through lists and reading a typed call's headers, with code generated from cuts of
/// GitHub's and Stripe's documents, against a real server on 127.0.0.1.
@Suite struct PagingEndToEndTests {
    /// A deployment with the fields GitHub's schema requires.
    private static func deployment(_ id: Int) -> String {
        #"{"url":"https://api.github.com/repos/o/r/deployments/\#(id)","id":\#(id),"node_id":"D_\#(id)","sha":"a84d88e","#
            + #""ref":"topic-branch","task":"deploy","payload":{},"environment":"production","description":null,"#
            + #""creator":null,"created_at":"2012-07-20T01:19:13Z","updated_at":"2012-07-20T01:19:13Z","#
            + #""statuses_url":"https://api.github.com/repos/o/r/deployments/\#(id)/statuses","#
            + #""repository_url":"https://api.github.com/repos/o/r"}"#
    }

    private static func deployments(_ ids: [Int], link: String) -> ServerReply {
        var reply = ServerReply.json("[" + ids.map(deployment).joined(separator: ",") + "]")
        reply.headers["Link"] = link
        return reply
    }

    @Test func linkHeadersLeadThroughThreePagesExactlyAsWritten() async throws {
        try await withServer { server, client async throws in
            let base = server.baseURL.appendingPathComponent("repos/o/r/deployments").absoluteString
            // The second link carries a percent-encoded colon and comma: they must be sent as written.
            await server.on("GET", "/repos/o/r/deployments", replies: [
                Self.deployments([1, 2], link: #"<\#(base)?per_page=2&page=2&since=2024-01-01T00%3A00%3A00Z&sort=a%2Cb>; rel="next", <\#(base)?per_page=2&page=3>; rel="last""#),
                Self.deployments([3, 4], link: #"<\#(base)?page=1&per_page=2>; rel="prev", <\#(base)?page=3&per_page=2>; rel="next""#),
                Self.deployments([5], link: #"<\#(base)?page=1&per_page=2>; rel="first", <\#(base)?page=2&per_page=2>; rel="prev""#),
            ])

            var pages: [[Int]] = []
            for try await page in client.repos.listDeploymentsPages(owner: "o", repo: "r", perPage: 2) {
                pages.append(page.map(\.id))
            }

            #expect(pages == [[1, 2], [3, 4], [5]])
            let requests = await server.requests()
            #expect(requests.map(\.query) == [
                "per_page=2",
                "per_page=2&page=2&since=2024-01-01T00%3A00%3A00Z&sort=a%2Cb",
                "page=3&per_page=2",
            ])
            #expect(requests.map(\.path) == Array(repeating: "/repos/o/r/deployments", count: 3))
            #expect(requests.map { $0.header("Accept") } == Array(repeating: "application/json", count: 3))
        }
    }

    @Test func nothingIsSentBeforeTheFirstPageIsAskedFor() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/repos/o/r/deployments", replies: [Self.deployments([1], link: "")])

            let pages = client.repos.listDeploymentsPages(owner: "o", repo: "r")
            #expect(await server.requests().isEmpty)
            var iterator = pages.makeAsyncIterator()
            #expect(try await iterator.next()?.map(\.id) == [1])
            #expect(try await iterator.next() == nil)
            #expect(await server.requests().count == 1)
        }
    }

    private static func taxCodes(_ ids: [String], hasMore: Bool) -> ServerReply {
        let items = ids.map { #"{"description":"d","id":"\#($0)","name":"n","object":"tax_code"}"# }
        return .json(#"{"data":[\#(items.joined(separator: ","))],"has_more":\#(hasMore),"object":"list","url":"/v1/tax_codes"}"#)
    }

    @Test func aStripeCursorListPassesTheLastIdAsStartingAfter() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/v1/tax_codes", replies: [
                Self.taxCodes(["obj_1", "obj_2"], hasMore: true),
                Self.taxCodes(["obj_3", "obj_4"], hasMore: true),
                Self.taxCodes(["obj_5"], hasMore: false),
            ])

            var ids: [[String]] = []
            for try await page in client.taxCodes.listPages(limit: 2) {
                ids.append(page.data.map(\.id))
            }

            #expect(ids == [["obj_1", "obj_2"], ["obj_3", "obj_4"], ["obj_5"]])
            #expect(await server.requests().map(\.query) == [
                "limit=2",
                "limit=2&starting_after=obj_2",
                "limit=2&starting_after=obj_4",
            ])
        }
    }

    @Test func aTypedCallHandsBackItsHeaders() async throws {
        try await withServer { server, client async throws in
            var reply = Self.deployments([1], link: #"<https://api.github.com/repositories/1/deployments?page=2>; rel="next""#)
            reply.headers["X-RateLimit-Remaining"] = "4999"
            await server.on("GET", "/repos/o/r/deployments", replies: [reply])
            var stripe = Self.taxCodes(["obj_1"], hasMore: false)
            stripe.headers["Request-Id"] = "req_123"
            await server.on("GET", "/v1/tax_codes", replies: [stripe])

            let answer = try await client.withResponse { client in
                try await client.repos.listDeployments(owner: "o", repo: "r")
            }
            let list = try await client.withResponse { try await $0.taxCodes.list() }

            #expect(answer.value.map(\.id) == [1])
            #expect(answer.statusCode == 200)
            #expect(answer.headers["x-ratelimit-remaining"] == "4999")
            #expect(answer.response.nextPageURL?.absoluteString == "https://api.github.com/repositories/1/deployments?page=2")
            #expect(list.headers["Request-Id"] == "req_123")
            #expect(list.value.data.map(\.id) == ["obj_1"])
        }
    }
}
