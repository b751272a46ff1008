/// The models a translation makes, and the type names they and the generated code take.
///
/// A model's slot is reserved (`start`) before its parts are translated, so that a recursive
/// schema can refer to it, and filled (`finish`) once they are; slots keep the order in which models
/// were started, which is the order they are generated in. Every started model has a claimed name,
/// and a name leads to one slot. Models made for inline schemas are marked, so that the ones nothing
/// uses can be dropped at the end (an object sent as separate query items, say).
struct ModelTable {
    /// Every type name taken: the models' and the ones the generated code reserves.
    var typeNames = TypeNameRegistry()
    private(set) var slots: [Model?] = []
    private var indexByName: [String: Int] = [:]
    /// The names of the models made for inline schemas.
    private(set) var inlineModels: Set<String> = []
    /// Inline schemas already translated, by their node, so that one reached twice (through a
    /// shared parameter, say) makes one model.
    private var inlineSchemas: [NodeKey: SchemaType] = [:]
    /// Properties' `default:`s, read once every model is finished (see `resolvePendingDefaults`).
    var pendingDefaults: [PendingDefault] = []

    /// How many models have been started.
    var count: Int { slots.count }

    /// A slot, changed in place.
    subscript(slot: Int) -> Model? {
        get { slots[slot] }
        _modify { yield &slots[slot] }
    }

    /// Reserves a slot for a model named `name`; fill it with `finish`.
    mutating func start(_ name: String) -> Int {
        slots.append(nil)
        indexByName[name] = slots.count - 1
        return slots.count - 1
    }

    mutating func finish(_ model: Model, at slot: Int) {
        slots[slot] = model
    }

    /// The slot of the model named `name`, started or finished.
    func slot(named name: String) -> Int? { indexByName[name] }

    /// The model named `name`, once finished.
    func model(named name: String) -> Model? {
        indexByName[name].flatMap { slots[$0] }
    }

    mutating func markInline(_ name: String) { inlineModels.insert(name) }

    func isInline(_ name: String) -> Bool { inlineModels.contains(name) }

    /// What an inline schema translated to, when it already was.
    func inlineSchema(at key: NodeKey) -> SchemaType? { inlineSchemas[key] }

    mutating func remember(_ type: SchemaType, forInlineSchemaAt key: NodeKey) { inlineSchemas[key] = type }
}
