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
    private var finished: Set<String> = []
    private var walking: Set<String> = []

    init(names: SpecNames) {
        self.names = names
        for model in names.spec.models.sorted(by: { $0.name < $1.name }) { walk(model) }
        boxLargeMembers()
    }

    func isBoxed(_ model: Model, member index: Int) -> Bool {
        boxed[model.name]?.contains(index) ?? false
    }

    private mutating func walk(_ model: Model) {
        guard !finished.contains(model.name), walking.insert(model.name).inserted else { return }
        for (index, type) in Self.members(of: model).enumerated() {
            let targets = inlineModels(type)
            if targets.contains(where: { walking.contains($0.name) }) {
                boxed[model.name, default: []].insert(index)
                continue
            }
            for target in targets { walk(target) }
        }
        walking.remove(model.name)
        finished.insert(model.name)
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
            guard let model = names.model(named: type) else { return fromArguments }
            if case let .alias(target) = model.kind {
                guard !seenAliases.contains(name) else { return fromArguments }
                return inlineModels(target, seenAliases: seenAliases.union([name])) + fromArguments
            }
            return [model] + fromArguments
        }
    }
}
