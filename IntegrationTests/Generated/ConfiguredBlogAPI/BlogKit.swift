// Written by hand, not generated: the type that `types.schemas` in Tests/Fixtures/config/blog-config.yaml
// puts in place of the spec's `Money` (`BlogKit.Price`), as the app that uses the generated code declares it.
// Like the models it stands among, it is Codable, Hashable and Sendable, and public.

/// A price as the app keeps it.
public enum BlogKit {
    public struct Price: Codable, Hashable, Sendable {
        public var amount: String
        public var currency: String

        public init(amount: String, currency: String) {
            self.amount = amount
            self.currency = currency
        }
    }
}
