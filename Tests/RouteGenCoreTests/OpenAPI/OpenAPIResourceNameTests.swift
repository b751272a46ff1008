import Foundation
@testable import RouteGenCore
import Testing

/// Operations whose operationIds only spell their method and path are named after their resources,
/// in nested groups (issue 23).
@Suite struct OpenAPIResourceNameTests {
    private static let stripe = """
        openapi: 3.0.0
        info: { title: Stripe API, version: "1" }
        paths:
          /v1/customers:
            get: { operationId: GetCustomers, responses: { "200": { description: OK } } }
            post: { operationId: PostCustomers, responses: { "200": { description: OK } } }
          /v1/customers/search:
            get: { operationId: GetCustomersSearch, responses: { "200": { description: OK } } }
          /v1/customers/{customer}:
            get: { operationId: GetCustomersCustomer, responses: { "200": { description: OK } } }
            post: { operationId: PostCustomersCustomer, responses: { "200": { description: OK } } }
            delete: { operationId: DeleteCustomersCustomer, responses: { "200": { description: OK } } }
          /v1/customers/{customer}/discount:
            get: { operationId: GetCustomersCustomerDiscount, responses: { "200": { description: OK } } }
            delete: { operationId: DeleteCustomersCustomerDiscount, responses: { "200": { description: OK } } }
          /v1/subscriptions/{subscription_exposed_id}/discount:
            delete: { operationId: DeleteSubscriptionsSubscriptionExposedIdDiscount, responses: { "200": { description: OK } } }
          /v1/payment_intents/{intent}/confirm:
            post: { operationId: PostPaymentIntentsIntentConfirm, responses: { "200": { description: OK } } }
          /v1/checkout/sessions:
            post: { operationId: PostCheckoutSessions, responses: { "200": { description: OK } } }
          /v1/checkout/sessions/{session}:
            get: { operationId: GetCheckoutSessionsSession, responses: { "200": { description: OK } } }
          /v1/checkout/sessions/{session}/line_items:
            get: { operationId: GetCheckoutSessionsSessionLineItems, responses: { "200": { description: OK } } }
          /v1/charges/{charge}/refunds:
            get: { operationId: GetChargesChargeRefunds, responses: { "200": { description: OK } } }
          /v1/charges/{charge}/refunds/{refund}:
            get: { operationId: GetChargesChargeRefundsRefund, responses: { "200": { description: OK } } }
          /v1/charges/{charge}/refund:
            post: { operationId: PostChargesChargeRefund, responses: { "200": { description: OK } } }
          /v1/balance:
            get: { operationId: GetBalance, responses: { "200": { description: OK } } }
          /v1/billing_portal/sessions:
            post: { operationId: PostBillingPortalSessions, responses: { "200": { description: OK } } }
          /v1/transfers/{id}/return:
            post: { operationId: PostTransfersIdReturn, responses: { "200": { description: OK } } }
        """

    private static func load(_ text: String, configuration: String? = nil) throws -> (spec: APISpec, diagnostics: [String]) {
        let options = try configuration.map { try ConfigurationFile.parse(data: Data($0.utf8), path: "routegen-config.yaml") }
            ?? Configuration()
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(text.utf8), path: "api.yaml", configuration: options)
        return (spec, diagnostics.sorted.map(\.description))
    }

    /// `client.a.b.name` for every call, through the nested groups.
    private static func calls(_ spec: APISpec) -> [String] {
        let names = SpecNames(spec, runtime: .routegen)
        let byType = Dictionary(spec.clientGroups.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        func chain(_ router: Router) -> String {
            var parts = [names.clientAccessor(router)]
            var parent = names.clientGroup(router)?.parent
            while let type = parent, let group = byType[type] {
                parts.insert(group.accessor, at: 0)
                parent = group.parent
            }
            return "client." + parts.joined(separator: ".")
        }
        return spec.routers.flatMap { router in router.endpoints.map { chain(router) + "." + $0.name } }.sorted()
    }

    @Test func operationIdsThatSpellTheirPathAreRecognised() {
        #expect(ResourcePaths.spells("GetCustomersCustomer", method: "get", path: "/v1/customers/{customer}"))
        #expect(ResourcePaths.spells("PostPaymentIntentsIntentConfirm", method: "post", path: "/v1/payment_intents/{intent}/confirm"))
        #expect(ResourcePaths.spells("get_v1_customers", method: "get", path: "/v1/customers"))
        #expect(ResourcePaths.spells("getPetsByPetId", method: "get", path: "/pets/{petId}"))
        #expect(ResourcePaths.spells("getCustomersSources", method: "get", path: "/customers/{customer}/sources"))
        #expect(!ResourcePaths.spells("repos/get", method: "get", path: "/repos/{owner}/{repo}"))
        #expect(!ResourcePaths.spells("listPets", method: "get", path: "/pets"))
        #expect(!ResourcePaths.spells("PostCustomersCustomerExtra", method: "post", path: "/v1/customers/{customer}"))
    }

    @Test func stripeCallsReadLikeStripesSDKs() throws {
        let (spec, diagnostics) = try Self.load(Self.stripe)
        #expect(Self.calls(spec) == [
            "client.balance.retrieve",
            "client.billingPortal.sessions.create",
            "client.charges.refund",
            "client.charges.refunds.list",
            "client.charges.refunds.retrieve",
            "client.checkout.sessions.create",
            "client.checkout.sessions.lineItems",
            "client.checkout.sessions.retrieve",
            "client.customers.create",
            "client.customers.delete",
            "client.customers.discount.delete",
            "client.customers.discount.retrieve",
            "client.customers.list",
            "client.customers.retrieve",
            "client.customers.search",
            "client.customers.update",
            "client.paymentIntents.confirm",
            "client.subscriptions.deleteDiscount",
            // `return` is a keyword: the operationId's name, with a warning.
            "client.transfers.postTransfersIdReturn",
        ])
        #expect(diagnostics.contains { $0.contains("operation 'PostTransfersIdReturn' keeps the name 'postTransfersIdReturn' "
            + "in the group 'transfers' rather than 'return', because 'return' is a Swift keyword") })
        // Types made for an operation keep its operationId's name; groups of groups get a struct of their own.
        #expect(spec.routers.map(\.name).contains("CheckoutSessionsRouter"))
        #expect(spec.clientGroups.first { $0.typeName == "CheckoutClient" }?.router == nil)
        #expect(spec.clientGroups.first { $0.typeName == "CheckoutClient" }?.pathPrefix == "/v1/checkout")
        #expect(spec.clientGroups.first { $0.typeName == "CheckoutSessionsClient" }?.parent == "CheckoutClient")
    }

    @Test func clashingResourceNamesKeepTheOperationIdsNames() throws {
        let (spec, diagnostics) = try Self.load("""
            openapi: 3.0.0
            info: { title: Clashes, version: "1" }
            paths:
              /items/{id}:
                post: { operationId: PostItemsId, responses: { "200": { description: OK } } }
                patch: { operationId: PatchItemsId, responses: { "200": { description: OK } } }
                get: { operationId: GetItemsId, responses: { "200": { description: OK } } }
              /items/{id}/notes:
                get: { operationId: GetItemsIdNotes, responses: { "200": { description: OK } } }
              /items/{id}/notes/{note}:
                get: { operationId: GetItemsIdNotesNote, responses: { "200": { description: OK } } }
              /items/{id}/path:
                post: { operationId: PostItemsIdPath, responses: { "200": { description: OK } } }
            """)
        #expect(Self.calls(spec) == [
            "client.items.notes.list", "client.items.notes.retrieve",
            // Both would be `update`: neither takes it. `path` is a member of every router.
            "client.items.patchItemsId", "client.items.postItemsId", "client.items.postItemsIdPath", "client.items.retrieve",
        ])
        #expect(diagnostics.filter { $0.contains("keeps the name") }.count == 3)
    }

    @Test func theConfigurationChoosesHowOperationsAreNamed() throws {
        let ids = try Self.load(Self.stripe, configuration: "operationNames: operationIds").spec
        #expect(Self.calls(ids).contains("client.customers.getCustomersCustomer"))
        #expect(ids.clientGroups.isEmpty)
        let github = """
            openapi: 3.0.0
            info: { title: Hub, version: "1" }
            paths:
              /repos/{owner}/{repo}:
                get: { operationId: repos/get, tags: [repos], responses: { "200": { description: OK } } }
              /repos/{owner}/{repo}/issues:
                get: { operationId: issues/list-for-repo, tags: [issues], responses: { "200": { description: OK } } }
            """
        #expect(Self.calls(try Self.load(github).spec) == ["client.issues.listForRepo", "client.repos.get"])
        #expect(Self.calls(try Self.load(github, configuration: "operationNames: resources").spec)
            == ["client.repos.issues", "client.repos.retrieve"])  // `issues` ends its path and has one method: an action
    }

    @Test func theFilterKeepsTheGroupsAboveWhatItKeeps() throws {
        let (spec, _) = try Self.load(Self.stripe, configuration: "filter: { paths: ['/v1/charges/{charge}/refunds'] }")
        #expect(Self.calls(spec) == ["client.charges.refunds.list"])
        // `ChargesClient` stays, without calls, so that `client.charges.refunds` keeps its name.
        #expect(spec.clientGroups.first { $0.typeName == "ChargesClient" }?.router == nil)
        #expect(spec.routers.map(\.name) == ["ChargesRefundsRouter"])
    }

    @Test func renamingAnOperationWithoutAnOperationIdByItsMethodAndPath() throws {
        let document = """
            openapi: 3.0.0
            info: { title: Pets, version: "1" }
            paths:
              /pets/{petId}:
                get: { responses: { "200": { description: OK } } }
            """
        #expect(Self.calls(try Self.load(document).spec) == ["client.pets.retrieve"])
        let renamed = try Self.load(document, configuration: "names: { operations: { 'GET /pets/{petId}': pet } }").spec
        #expect(Self.calls(renamed) == ["client.pets.pet"])
        let legacy = try Self.load(document, configuration: "names: { operations: { getPetsByPetId: pet } }").spec
        #expect(Self.calls(legacy) == ["client.pets.pet"])
    }

    @Test func pathsReadAsResources() {
        var paths = ResourcePaths()
        for (path, methods) in [
            ("/v1/invoices/upcoming", ["get"]), ("/v1/invoices/upcoming/lines", ["get"]), ("/v1/tax/settings", ["get", "post"]),
            ("/v1/account_links", ["post"]), ("/v1/accounts/{account}/login_links", ["post"]),
        ] {
            paths.add(path: path, methods: methods)
        }
        #expect(paths.name(method: "GET", path: "/v1/invoices/upcoming")! == (["invoices", "upcoming"], "retrieve"))
        #expect(paths.name(method: "GET", path: "/v1/invoices/upcoming/lines")! == (["invoices", "upcoming"], "lines"))
        #expect(paths.name(method: "POST", path: "/v1/tax/settings")! == (["tax", "settings"], "update"))
        #expect(paths.name(method: "POST", path: "/v1/account_links")! == (["account_links"], "create"))
        #expect(paths.name(method: "POST", path: "/v1/accounts/{account}/login_links")! == (["accounts"], "loginLinks"))
        #expect(paths.name(method: "GET", path: "/{id}") == nil)
    }
}
