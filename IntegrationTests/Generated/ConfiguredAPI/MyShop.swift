// Written by hand, not generated: the type that `types.schemas` in
// Tests/Fixtures/config/names-config.yaml puts in place of the document's `Money` schema.
// A type that replaces a schema must be Codable, Hashable and Sendable, like the models it stands
// among, and at least as visible as the generated code (`public` here).

/// Money as the app keeps it: the amount stays text, so no digit is lost to `Double`.
public enum MyShop {
    public struct Money: Codable, Hashable, Sendable {
        public var amount: String
        public var currency: String

        public init(amount: String, currency: String) {
            self.amount = amount
            self.currency = currency
        }
    }
}
