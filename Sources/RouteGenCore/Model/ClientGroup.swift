/// A group of typed calls that hangs off `APIClient` or off another group, for OpenAPI
/// operations named after their resources: `client.checkout.sessions` is the group `sessions` of
/// `CheckoutClient`. A group has the calls of one router, or only groups below it (`CheckoutClient`).
/// Routers that are in no group hang off `APIClient` under their own name, as `client.repos`.
public struct ClientGroup: Sendable, Equatable {
    /// The struct of its calls: `CheckoutSessionsClient`.
    public var typeName: String
    /// The group it hangs off, by `typeName`; `nil` for `APIClient`.
    public var parent: String?
    /// The property of the parent that returns it: `sessions`.
    public var accessor: String
    /// The router whose cases its calls send; `nil` for a group of groups only.
    public var router: String?
    /// The words of the paths it stands for: `checkout`, `sessions`.
    public var path: [String]
    /// Where its paths start, for its doc comment: `/v1/checkout`, `/v1/charges/{charge}/refunds`.
    public var pathPrefix: String

    public init(typeName: String, parent: String?, accessor: String, router: String?, path: [String], pathPrefix: String) {
        self.typeName = typeName
        self.parent = parent
        self.accessor = accessor
        self.router = router
        self.path = path
        self.pathPrefix = pathPrefix
    }
}
