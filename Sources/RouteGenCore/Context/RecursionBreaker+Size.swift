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

    /// Weighs every model, depth first on a stack of its own (a chain of thousands of models,
    /// each holding the next, would overflow the thread's stack if this recursed): a model is
    /// settled once the models its unboxed members hold inline are.
    mutating func boxLargeMembers() {
        var weights: [String: Int] = [:]
        for root in walkOrder where weights[root.name] == nil {
            var onStack: Set<String> = [root.name]
            var stack = [SizeFrame(model: root, children: unboxedChildren(of: root))]
            while let top = stack.indices.last {
                if stack[top].next < stack[top].children.count {
                    let child = stack[top].children[stack[top].next]
                    stack[top].next += 1
                    guard weights[child.name] == nil, !onStack.contains(child.name), case .object = child.kind else { continue }
                    onStack.insert(child.name)
                    stack.append(SizeFrame(model: child, children: unboxedChildren(of: child)))
                } else {
                    let done = stack.removeLast()
                    onStack.remove(done.model.name)
                    weights[done.model.name] = settle(done.model, weights: weights)
                }
            }
        }
    }

    /// The model's inline weight, after boxing its heaviest members if it is over the limit. A
    /// member model not weighed yet is one that holds this model back: it counts 1.
    private mutating func settle(_ model: Model, weights: [String: Int]) -> Int {
        guard case let .object(properties) = model.kind else { return 1 }
        var members = properties.enumerated().map { index, property -> (index: Int, weight: Int) in
            if isBoxed(model, member: index) { return (index, 1) }
            let models = inlineModels(property.type)
            guard !models.isEmpty else { return (index, 1) }
            return (index, models.reduce(0) { $0 + (weights[$1.name] ?? 1) })
        }
        var total = members.reduce(0) { $0 + $1.weight }
        // Heaviest first; the first declared among equals, so the choice is the same on every run.
        members.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.index < $1.index }
        for member in members where total > Self.maximumInlineFields && member.weight > 1 {
            boxed[model.name, default: []].insert(member.index)
            total -= member.weight - 1
        }
        return total
    }

    /// The models that the model's unboxed members hold inline, in declaration order.
    private func unboxedChildren(of model: Model) -> [Model] {
        guard case let .object(properties) = model.kind else { return [] }
        return properties.indices.filter { !isBoxed(model, member: $0) }.flatMap { inlineModels(properties[$0].type) }
    }
}

private struct SizeFrame {
    let model: Model
    let children: [Model]
    var next = 0
}
