/// The size rule: a struct holds at most `maximumInlineFields` stored fields inline, counting the
/// fields of the structs it embeds. Objects nested in objects multiply: seven levels of ten
/// properties each made a value of ten million fields, and the compiler ran out of memory laying
/// it out (issue 12, item 5). Past the limit, the struct's heaviest members are stored out of line
/// (`@RouteGenRuntime.Indirect`, one pointer) until it fits, so a value's size stays bounded
/// whatever the nesting.
///
/// Weights: a scalar, an enum, an array, a dictionary and a boxed member count 1; a `oneOf` enum
/// counts 1 (its model variants are already boxed); a struct counts the weights of its members;
/// an optional counts what it wraps. The limit is high enough that ordinary models, and nearly
/// all of GitHub's and Stripe's, are left as they are.
extension RecursionBreaker {
    static let maximumInlineFields = 256

    mutating func boxLargeMembers() {
        var weights: [String: Int] = [:]
        for model in names.spec.models.sorted(by: { $0.name < $1.name }) {
            _ = weight(of: model, weights: &weights, visiting: [])
        }
    }

    /// The model's inline weight, after boxing its heaviest members if it is over the limit.
    private mutating func weight(of model: Model, weights: inout [String: Int], visiting: Set<String>) -> Int {
        if let known = weights[model.name] { return known }
        guard case let .object(properties) = model.kind, !visiting.contains(model.name) else { return 1 }
        var members = properties.enumerated().map { index, property -> (index: Int, weight: Int) in
            if isBoxed(model, member: index) { return (index, 1) }
            return (index, weight(of: property.type, weights: &weights, visiting: visiting.union([model.name])))
        }
        var total = members.reduce(0) { $0 + $1.weight }
        // Heaviest first; the first declared among equals, so the choice is the same on every run.
        members.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.index < $1.index }
        for member in members where total > Self.maximumInlineFields && member.weight > 1 {
            boxed[model.name, default: []].insert(member.index)
            total -= member.weight - 1
        }
        weights[model.name] = total
        return total
    }

    private mutating func weight(of type: TypeReference, weights: inout [String: Int], visiting: Set<String>) -> Int {
        let models = inlineModels(type)
        guard !models.isEmpty else { return 1 }
        return models.reduce(0) { $0 + weight(of: $1, weights: &weights, visiting: visiting) }
    }
}
