import Foundation
import LocalHTTPServer
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

/// Stripe's form bodies, generated from Tests/Fixtures/wire/stripe.json (cut from the shared
/// Stripe document). The bytes are what stripe-node and stripe-ruby send: keys sorted, brackets at
/// every depth and left unescaped, array elements indexed from 0, booleans `true`/`false`.
@Suite struct StripeFormTests {
    static let customer = CustomersRouter.create(
        address: .object(PostCustomersRequestAddressObject(city: "Paris", country: "FR")),
        email: "a@b.c",
        expand: ["sources", "tax"],
        metadata: .stringMap(["uid": "42"]),
        preferredLocales: ["en", "fr"])

    static let customerBody = "address[city]=Paris&address[country]=FR&email=a%40b.c&expand[0]=sources&expand[1]=tax"
        + "&metadata[uid]=42&preferred_locales[0]=en&preferred_locales[1]=fr"

    @Test func customerFieldsNestWithBrackets() throws {
        let request = try Self.customer.asURLRequest()
        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/v1/customers")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == Self.customerBody)
    }

    @Test func checkoutSessionSendsTwoLineItems() throws {
        let route = CheckoutSessionsRouter.create(
            successUrl: "https://example.com/done?session={CHECKOUT_SESSION_ID}",
            allowPromotionCodes: true,
            lineItems: [
                PostCheckoutSessionsRequestLineItemsItem(price: "price_1", quantity: 2),
                PostCheckoutSessionsRequestLineItemsItem(
                    adjustableQuantity: PostCheckoutSessionsRequestLineItemsItemAdjustableQuantity(enabled: false, maximum: 5),
                    price: "price_2", quantity: 1),
            ],
            mode: .payment)
        let body = try route.asURLRequest().httpBody.map { String(decoding: $0, as: UTF8.self) }
        #expect(body == "allow_promotion_codes=true"
            + "&line_items[0][price]=price_1&line_items[0][quantity]=2"
            + "&line_items[1][adjustable_quantity][enabled]=false&line_items[1][adjustable_quantity][maximum]=5"
            + "&line_items[1][price]=price_2&line_items[1][quantity]=1"
            + "&mode=payment&success_url=https%3A//example.com/done?session%3D%7BCHECKOUT_SESSION_ID%7D")
    }

    @Test func emptyStringClearsAField() throws {
        let route = CustomersRouter.create(address: .empty(.empty), taxIdData: [
            PostCustomersRequestTaxIdDataItem(type: .euVat, value: "FR123"),
        ])
        let body = try route.asURLRequest().httpBody.map { String(decoding: $0, as: UTF8.self) }
        #expect(body == "address=&tax_id_data[0][type]=eu_vat&tax_id_data[0][value]=FR123")
    }

    @Test func theServerReceivesTheSameBytes() async throws {
        try await LocalHTTPServer.run { server in
            await server.on("POST", "/v1/customers", replies: [.json(#"{"id":"cus_1"}"#)])
            let request = try Self.customer.makeURLRequest(baseURL: server.baseURL)
            _ = try await URLSession.shared.data(for: request)
            let received = try #require(await server.requests().first)
            #expect(received.bodyText == Self.customerBody)
            #expect(received.header("Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
        }
    }
}
