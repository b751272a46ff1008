import FilteredAPI
import Foundation
import LocalHTTPServer
import RouteGenRuntime
import Testing

/// The calls a filter kept (FilteredAPI: `Tests/Fixtures/config/filter.yaml` under
/// `FilterFixture.golden`), against a real server on 127.0.0.1: the models they reach decode, and
/// the error body the filter kept for `orders/get` does too.
@Suite struct FilteredCallsTests {
    private func withServer(_ body: (LocalHTTPServer, APIClient) async throws -> Void) async throws {
        try await LocalHTTPServer.run { server async throws in
            try await body(server, APIClient(baseURL: server.baseURL))
        }
    }

    @Test func anOrderDecodesThroughEveryModelItReaches() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/shops/s1/orders/7", replies: [.json(
                #"{"id":7,"status":"paid","lines":[{"sku":"A-1","price":{"amount":250,"currency":"EUR"}}],"#
                    + #""customer":{"name":"Ada","address":{"street":"1 Main St","city":"Paris"}}}"#)])

            let order = try await client.orders.get(shop: "s1", order: 7)

            #expect(order.status == .paid)
            #expect(order.lines?.first?.price?.amount == 250)
            #expect(order.customer?.address?.city == "Paris")
            let requests = await server.requests()
            #expect(requests.map { "\($0.method) \($0.path)" } == ["GET /shops/s1/orders/7"])
            #expect(requests.first?.body.isEmpty == true)
        }
    }

    @Test func theErrorBodyTheFilterKeptDecodes() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/shops/s1/orders/8", replies: [.json(#"{"title":"Not found","detail":"no order 8"}"#, status: 404)])
            var failure: APIError?
            do {
                _ = try await client.orders.get(shop: "s1", order: 8)
            } catch let error as APIError {
                failure = error
            }
            #expect(failure?.decodeBody(as: Problem.self) == Problem(title: "Not found", detail: "no order 8"))
        }
    }

    @Test func eventsAndSettingsDecode() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/shops/s1/orders/7/events", replies: [.json(
                #"[{"kind":"shipped","carrier":"UPS"},{"kind":"cancelled","reason":"fraud"}]"#)])
            await server.on("GET", "/users/me", replies: [.json(#"{"login":"ada","settings":{"theme":{"value":"dark"}}}"#)])

            let events = try await client.orders.listEvents(shop: "s1", order: 7)
            let me = try await client.users.me()

            #expect(events == [.shippedEvent(ShippedEvent(kind: "shipped", carrier: "UPS")),
                               .cancelledEvent(CancelledEvent(kind: "cancelled", reason: .fraud))])
            #expect(me.settings?["theme"]?.value == "dark")
            #expect(await server.requests().map(\.path) == ["/shops/s1/orders/7/events", "/users/me"])
        }
    }
}
