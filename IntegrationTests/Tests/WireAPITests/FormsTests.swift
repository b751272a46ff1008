import Foundation
#if ALAMOFIRE_OUTPUT
import AlamofireWireAPI
#else
import RouteGenRuntime
import WireAPI
#endif
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tests/Fixtures/wire/forms.yaml: nested form values, `encoding` styles, booleans and defaults.
@Suite struct FormsTests {
    private func body(_ route: FormsRouter) throws -> String? {
        try route.asURLRequest().httpBody.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func nestedValuesUseBracketsAtEveryDepth() throws {
        let route = FormsRouter.createOrder(
            customer: "c 1",
            gift: true,
            shipping: Shipping(name: "Ann", address: ShippingAddress(city: "Paris", lines: ["1 rue", "2e"]), express: false),
            lines: [CreateOrderRequestLinesItem(price: "p1", quantity: 2), CreateOrderRequestLinesItem(price: "p2", quantity: 1)],
            metadata: ["b": "2", "a": "1"],
            matrix: [[1, 2], [3]],
            extra: ["on": true, "n": 1.5])
        #expect(try body(route) == "customer=c%201&extra[n]=1.5&extra[on]=true&gift=true"
            + "&lines[0][price]=p1&lines[0][quantity]=2&lines[1][price]=p2&lines[1][quantity]=1"
            + "&matrix[0][0]=1&matrix[0][1]=2&matrix[1][0]=3&metadata[a]=1&metadata[b]=2"
            + "&shipping[address][city]=Paris&shipping[address][lines][0]=1%20rue&shipping[address][lines][1]=2e"
            + "&shipping[express]=false&shipping[name]=Ann")
    }

    @Test func encodingStylesAreHonoured() throws {
        let route = FormsRouter.createOrder(
            customer: "c", tags: ["a", "b"], colors: ["red", "blue"], sizes: ["S", "M"],
            filter: CreateOrderRequestFilter(state: "open", limit: 5))
        #expect(try body(route) == "colors=red,blue&customer=c&limit=5&state=open&sizes=S%7CM&tags=a&tags=b")
    }

    @Test func queryBooleansAreLiteral() throws {
        let request = try FormsRouter.createOrder(customer: "c", dryRun: true, perPage: 10).asURLRequest()
        #expect(request.url?.query == "dry_run=true&per_page=10")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "customer=c")
    }

    @Test func optionalFieldsWithDefaultsStayOut() throws {
        let request = try FormsRouter.updateSettings(body: Settings()).asURLRequest()
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"theme":"light"}"#)
        let plain = try FormsRouter.createOrder(customer: "c").asURLRequest()
        #expect(plain.url?.query == nil)
        #expect(plain.httpBody.map { String(decoding: $0, as: UTF8.self) } == "customer=c")
    }
}
