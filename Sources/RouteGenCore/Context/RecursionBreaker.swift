/// Finds the properties (and `oneOf` variants) to store out of line so that no model contains
/// itself. A struct holding itself directly, or through other structs and enums, would have
/// infinite size and doesn't compile. Arrays and dictionaries already keep their elements out of
/// line, so only plain and optional references count; aliases count as what they stand for.
///
/// A depth-first walk over the models, in name order, boxes each member that leads back to a model
/// still being walked. With those members boxed no cycle is left, and the choice doesn't depend
/// on the order of the spec.
///
/// Then a second rule keeps every value small: see `boxLargeMembers()`.
struct RecursionBreaker {
    /// Model name → the indexes of its members (properties or variants) to box.
    var boxed: [String: Set<Int>] = [:]

    let names: SpecNames
    /// Every model in name order, those the configuration's filter left out included: the choice
    /// of what to box then doesn't depend on the filter.
    let walkOrder: [Model]
    /// The first model of each name, among the same models.
    private let modelsByName: [String: Model]
    private var finished: Set<String> = []
    private var walking: Set<String> = []

    init(names: SpecNames) {
        self.names = names
        let models = names.spec.models + names.spec.omittedModels
        modelsByName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        walkOrder = models.sorted { $0.name < $1.name }
        for model in walkOrder { walk(model) }
        boxLargeMembers()
    }

    func isBoxed(_ model: Model, member index: Int) -> Bool {
        boxed[model.name]?.contains(index) ?? false
    }

    /// One model being walked: which member and which of that member's targets come next.
    private struct Frame {
        var model: Model
        var members: [TypeReference]
        var member = 0
        var targets: [Model] = []
        var target = 0
    }

    /// The depth-first walk from `root`, on a stack of its own: a chain of thousands of models,
    /// each holding the next, would overflow the thread's stack if the walk recursed.
    private mutating func walk(_ root: Model) {
        guard !finished.contains(root.name), walking.insert(root.name).inserted else { return }
        var stack = [Frame(model: root, members: Self.members(of: root))]
        while let top = stack.indices.last {
            if stack[top].target < stack[top].targets.count {
                let target = stack[top].targets[stack[top].target]
                stack[top].target += 1
                if !finished.contains(target.name), walking.insert(target.name).inserted {
                    stack.append(Frame(model: target, members: Self.members(of: target)))
                }
            } else if stack[top].member < stack[top].members.count {
                let index = stack[top].member
                stack[top].member += 1
                let targets = inlineModels(stack[top].members[index])
                if targets.contains(where: { walking.contains($0.name) }) {
                    boxed[stack[top].model.name, default: []].insert(index)
                } else {
                    stack[top].targets = targets
                    stack[top].target = 0
                }
            } else {
                let done = stack.removeLast()
                walking.remove(done.model.name)
                finished.insert(done.model.name)
            }
        }
    }

    /// The types a model stores: its properties' or its variants'.
    static func members(of model: Model) -> [TypeReference] {
        switch model.kind {
        case let .object(properties): properties.map(\.type)
        case let .oneOf(oneOf): oneOf.variants.map(\.type)
        case .stringEnum, .integerEnum, .alias: []
        }
    }

    /// The struct and `oneOf` models a value of `type` holds inline. Generic arguments count, since
    /// the generic model may store them directly.
    func inlineModels(_ type: TypeReference, seenAliases: Set<String> = []) -> [Model] {
        switch type {
        case .array, .dictionary:
            return []
        case let .optional(wrapped):
            return inlineModels(wrapped, seenAliases: seenAliases)
        case let .named(name, arguments):
            let fromArguments = arguments.flatMap { inlineModels($0, seenAliases: seenAliases) }
            guard let model = modelsByName[name] else { return fromArguments }
            if case let .alias(target) = model.kind {
                guard !seenAliases.contains(name) else { return fromArguments }
                return inlineModels(target, seenAliases: seenAliases.union([name])) + fromArguments
            }
            return [model] + fromArguments
        }
    }
}
