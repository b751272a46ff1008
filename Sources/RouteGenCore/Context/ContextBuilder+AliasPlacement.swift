/// Where the typealiases go: a typealias of one model is written in that model's file, after it,
/// instead of in a file of its own (`Models/CheckoutSessionLineItems.swift` holds
/// `CheckoutSessionLineItems` and `QuoteLineItems`). A file per alias costs the compiler a job's
/// fixed work for ten lines, and one declaration per shape (OpenAPI.md) makes thousands of them.
extension ContextBuilder {
    /// The contexts of every model, sorted by name, each alias of a model moved into that model's
    /// `aliases`, sorted by name. An alias of a type that isn't one plain model (`[Pet]`,
    /// `Page<Pet>`, `Foundation.Data`, another alias, a generic model) keeps a file of its own.
    func modelContexts() -> [ModelContext] {
        // Models are built on every core: each depends only on the spec.
        var contexts = spec.models.concurrentMap(modelContext)
        let indices = Dictionary(spec.models.indices.map { (spec.models[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        var holders: [Int: Int] = [:]
        for (index, model) in spec.models.enumerated() {
            guard case let .alias(.named(target, arguments)) = model.kind, arguments.isEmpty,
                  let holder = indices[target], Self.holdsAliases(spec.models[holder])
            else { continue }
            holders[index] = holder
        }
        for (alias, holder) in holders.sorted(by: { contexts[$0.key].name < contexts[$1.key].name }) {
            contexts[holder].aliases.append(AliasContext(contexts[alias]))
        }
        return contexts.indices.filter { holders[$0] == nil }.map { contexts[$0] }.sorted { $0.name < $1.name }
    }

    /// A model whose file can hold its aliases: one declared type, not generic.
    private static func holdsAliases(_ model: Model) -> Bool {
        if case .alias = model.kind { return false }
        return model.genericParameters.isEmpty
    }
}
