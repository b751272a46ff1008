/// What a client built on the old version meets when it talks to a server built on the new one:
/// requests the new server rejects and answers the old client can't decode (breaking), answers that
/// decode but lose something (notes). It walks both specs side by side from each operation, which
/// also tells which models stand in the same places of both: the renames the source diff reports.
struct WireDiff {
    /// One version of the spec, with its names.
    struct Side {
        let names: SpecNames
        let speller: TypeSpeller

        init(_ spec: APISpec) {
            names = SpecNames(spec, runtime: OutputOptions(spec.configuration).runtime)
            speller = TypeSpeller(names: names)
        }

        var spec: APISpec { names.spec }

        /// The Swift spelling of a type, for messages.
        func spell(_ type: TypeReference) -> String { speller.spell(type) }
    }

    /// Which way values travel: requests go from the old client to the new server, answers from the
    /// new server to the old client. The reader is the side whose code must accept the value.
    enum Direction: String {
        case request, response
    }

    /// A value that travels: a parameter, a body field, a property of a model.
    struct Field {
        /// The wire name: headers in lower case.
        var key: String
        /// How messages name it: `the query parameter 'limit'`, `` `Customer.email` ('email') ``.
        var name: String
        var type: TypeReference
        /// Its reader fails without it: a required parameter, a non-optional property of a decoded model.
        var isNeeded: Bool
        /// Its sender always sends it.
        var isAlwaysSent: Bool
        var location: SourceLocation?
    }

    let old: Side
    let new: Side
    private(set) var findings: [DiffFinding] = []
    /// Models standing at the same places of both versions, by their names as written: old → new → how often.
    private(set) var modelPairs: [String: [String: Int]] = [:]
    /// The findings of each pair of models already compared, so that a model reached from many
    /// operations is compared once and its findings list them all.
    var comparedModels: [String: [Int]] = [:]
    /// Each finding's index by its change, place and message, so that it is recorded once.
    private var indexes: [String: Int] = [:]

    /// What a trial comparison may undo.
    struct Snapshot {
        fileprivate var count: Int
        fileprivate var indexes: [String: Int]
        fileprivate var comparedModels: [String: [Int]]
    }

    var snapshot: Snapshot { Snapshot(count: findings.count, indexes: indexes, comparedModels: comparedModels) }

    /// Whether a finding recorded since `snapshot`, or among `found`, is breaking.
    func hasBreaking(since snapshot: Snapshot, among found: [Int]) -> Bool {
        findings[snapshot.count...].contains { $0.severity == .breaking } || found.contains { findings[$0].severity == .breaking }
    }

    /// Forgets the findings recorded since `snapshot`.
    mutating func rollBack(to snapshot: Snapshot) {
        findings.removeSubrange(snapshot.count...)
        indexes = snapshot.indexes
        comparedModels = snapshot.comparedModels
    }

    init(old: APISpec, new: APISpec) {
        self.old = Side(old)
        self.new = Side(new)
    }

    /// Compares every operation of the old version with the same operation of the new one.
    mutating func run() {
        var newOperations: [String: Endpoint] = [:]
        for endpoint in new.spec.routers.lazy.flatMap(\.endpoints) where newOperations[OperationKey.of(endpoint)] == nil {
            newOperations[OperationKey.of(endpoint)] = endpoint
        }
        for oldEndpoint in old.spec.routers.lazy.flatMap(\.endpoints) {
            guard let newEndpoint = newOperations[OperationKey.of(oldEndpoint)] else {
                let operation = OperationKey.display(oldEndpoint)
                _ = add(.breaking, "operation.removed", at: oldEndpoint.location,
                        "'\(operation)' is gone from the new version; old clients' requests to it fail",
                        suggestion: "keep the operation, or deprecate it for a release before removing it",
                        operations: [operation])
                continue
            }
            let operation = OperationKey.display(newEndpoint)
            let found = compareRequest(oldEndpoint, newEndpoint, operation: operation)
                + compareAnswers(oldEndpoint, newEndpoint, operation: operation)
            for index in Set(found) where !findings[index].operations.contains(operation) {
                findings[index].operations.append(operation)
            }
        }
        for index in findings.indices { findings[index].operations.sort() }
    }

    /// Records a finding; returns its index, or the index of the same finding recorded before.
    mutating func add(
        _ severity: DiffFinding.Severity, _ change: String, field: String? = nil, at location: SourceLocation?, _ message: String,
        suggestion: String? = nil, operations: [String] = []
    ) -> Int {
        let finding = DiffFinding(severity, .wire, change, field: field.flatMap { $0.isEmpty ? nil : $0 }, operations: operations,
                                  at: location, message, suggestion: suggestion)
        let key = "\(change)|\(location?.description ?? "")|\(finding.message)"
        if let index = indexes[key] { return index }
        findings.append(finding)
        indexes[key] = findings.count - 1
        return findings.count - 1
    }

    /// Notes that two models stand at the same place of both versions.
    mutating func pair(_ oldName: String, _ newName: String) {
        modelPairs[oldName, default: [:]][newName, default: 0] += 1
    }
}
