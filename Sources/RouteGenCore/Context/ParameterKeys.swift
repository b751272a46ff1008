/// The constants of the parameter-key struct: one per distinct wire key sent as a query item
/// or body field, named after the key. Keys that make the same Swift name get a numeric suffix,
/// in wire-key order, so the naming is deterministic.
struct ParameterKeys {
    struct Constant: Equatable {
        var name: String
        var wireName: String
    }

    let constants: [Constant]
    private let byWireName: [String: String]

    init(_ spec: APISpec) {
        var wireNames: Set<String> = []
        for endpoint in spec.routers.flatMap(\.endpoints) {
            wireNames.formUnion(endpoint.queryParameters.map(\.wireName))
            if case let .fields(fields, _)? = endpoint.body { wireNames.formUnion(fields.map(\.wireName)) }
        }
        var used: Set<String> = []
        var constants: [Constant] = []
        for wireName in wireNames.sorted() {
            let base = SpecNames.parameterKeyConstant(wireName)
            var name = base
            var counter = 2
            while used.contains(name) {
                name = "\(base)\(counter)"
                counter += 1
            }
            used.insert(name)
            constants.append(Constant(name: name, wireName: wireName))
        }
        self.constants = constants.sorted { $0.name < $1.name }
        byWireName = Dictionary(uniqueKeysWithValues: constants.map { ($0.wireName, $0.name) })
    }

    /// The Swift name of the constant for `wireName`.
    func constant(for wireName: String) -> String {
        SwiftName.escaped(byWireName[wireName] ?? SpecNames.parameterKeyConstant(wireName))
    }
}
