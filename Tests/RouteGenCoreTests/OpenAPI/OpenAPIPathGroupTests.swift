import Foundation
import RouteGenCore
import Testing

/// Operations without a tag are grouped by the first meaningful segment of their path (issue 10).
@Suite struct OpenAPIPathGroupTests {
    private let document = """
        openapi: 3.0.3
        info: { title: Groups, version: "1" }
        paths:
          /v1/customers:
            get: { operationId: listCustomers, responses: { "200": { description: OK } } }
          /v1/customers/{customer}/sources:
            post: { operationId: createSource, responses: { "200": { description: OK } } }
          /api/v2.1/invoices/{id}:
            get: { operationId: getInvoice, responses: { "200": { description: OK } } }
          /2024-01-01/rest/3d-secure:
            get: { operationId: getSecure, responses: { "200": { description: OK } } }
          /{id}/items:
            get: { operationId: getItems, responses: { "200": { description: OK } } }
          /:
            get: { operationId: root, responses: { "200": { description: OK } } }
          /v1/{id}:
            get: { operationId: getAny, responses: { "200": { description: OK } } }
          /customers/search:
            get: { operationId: searchCustomers, tags: [search], responses: { "200": { description: OK } } }
        """

    @Test func untaggedOperationsGoToTheirFirstMeaningfulSegment() throws {
        let (spec, _) = try GeneratorPipeline.loadSpec(data: Data(document.utf8), path: "groups.yaml")
        #expect(spec.routers.map { "\($0.name): \($0.endpoints.map(\.name))" } == [
            "CustomersRouter: [\"listCustomers\", \"createSource\"]",
            "InvoicesRouter: [\"getInvoice\"]",
            "_3dSecureRouter: [\"getSecure\"]",
            "ItemsRouter: [\"getItems\"]",
            "DefaultRouter: [\"root\", \"getAny\"]",
            // The tag is dropped from the case name (issue 10): `searchCustomers` → `customers`.
            "SearchRouter: [\"customers\"]",
        ])
    }
}
