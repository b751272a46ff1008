// A Stripe-like list that the cursor paging snippet reads, besides Prelude.swift.
import Foundation
import RouteGenRuntime

struct Customer: Codable, Sendable {
    var id: String
}

struct CustomerList: Codable, Sendable {
    var data: [Customer]
    var hasMore: Bool
}

enum CustomersRouter: RequestRouter {
    case list(limit: Int, startingAfter: String? = nil)

    var baseURL: URL { URL(string: "https://api.stripe.com")! }
    var method: RouteGenRuntime.HTTPMethod { .get }
    var path: String { "/v1/customers" }
}
