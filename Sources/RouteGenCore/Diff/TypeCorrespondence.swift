/// Which type of the new surface stands for each type of the old one: the same name, or else a new
/// name found in the same places. Models are paired where they stand on the wire (the types of the
/// same property, parameter or answer of the same operation); routers and clients by the
/// operations of their members; enums of answers by their operation; headers structs by the
/// operations that return them; support types by their role.
struct TypeCorrespondence {
    /// Old type name → new type name, for every old type that has one.
    private(set) var newNames: [String: String] = [:]

    init(old: APISurface, new: APISurface, oldSpec: APISpec, newSpec: APISpec, modelPairs: [String: [String: Int]]) {
        let oldNames = SpecNames(oldSpec, runtime: OutputOptions(oldSpec.configuration).runtime), newNames = SpecNames(newSpec, runtime: OutputOptions(newSpec.configuration).runtime)
        var byRole: [String: String] = [:]
        for type in new.types {
            if let role = type.role, type.kind != .router, type.kind != .client { byRole[type.kind.rawValue + " " + role] = type.name }
        }
        let routers = Self.owners(in: new, kind: .router), clients = Self.owners(in: new, kind: .client)
        let headers = Self.headersByOperation(newSpec)
        let written = Dictionary(oldSpec.models.map { (oldNames.modelType($0), $0.name) }, uniquingKeysWith: { first, _ in first })
        for type in old.types {
            if new[type.name] != nil {
                self.newNames[type.name] = type.name
                continue
            }
            var found: String?
            switch type.kind {
            case .router: found = Self.mostCommon(type.members.compactMap { routers[$0.identity] })
            case .client: found = Self.mostCommon(type.members.compactMap { clients[$0.identity] })
            case .headers:
                let operations = oldSpec.routers.flatMap(\.endpoints).filter { $0.responseHeadersTypeName == type.name }
                found = Self.mostCommon(operations.compactMap { headers[OperationKey.of($0)] })
            case .structure, .closedEnum, .openEnum, .union, .alias:
                let pairs = written[type.name].flatMap { modelPairs[$0] } ?? [:]
                let best = pairs.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
                found = best.flatMap { name in newNames.model(named: name).map(newNames.modelType) }
            case .responses, .support, .runtimeExtension:
                found = type.role.flatMap { byRole[type.kind.rawValue + " " + $0] }
            }
            if let found, new[found] != nil { self.newNames[type.name] = found }
        }
    }

    /// The new name of an old type, when the new surface has it.
    func newName(for oldName: String) -> String? { newNames[oldName] }

    /// A type spelled with old names, spelled with new ones: `[Customer]?` → `[Client]?` when
    /// `Customer` became `Client`. Names after a dot (`Swift.String`) are left alone.
    func translate(_ spelled: String) -> String {
        Self.mapNames(in: spelled) { newNames[$0] ?? $0 }
    }

    /// A spelled type with each name that isn't after a dot (`Swift.String`'s `String` is) passed through `transform`.
    static func mapNames(in spelled: String, _ transform: (String) -> String) -> String {
        var result = ""
        var word = ""
        var previous: Character = " "
        func flush() {
            if !word.isEmpty {
                result += previous == "." ? word : transform(word)
                word = ""
            }
        }
        var before: Character = " "
        for character in spelled {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { previous = before }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
            before = character
        }
        flush()
        return result
    }

    /// The type holding each member identity (an operation) among the new types of one kind.
    static func owners(in surface: APISurface, kind: SurfaceType.Kind) -> [String: String] {
        var owners: [String: String] = [:]
        for type in surface.types where type.kind == kind {
            for member in type.members where owners[member.identity] == nil { owners[member.identity] = type.name }
        }
        return owners
    }

    private static func headersByOperation(_ spec: APISpec) -> [String: String] {
        var result: [String: String] = [:]
        for endpoint in spec.routers.lazy.flatMap(\.endpoints) {
            if let name = endpoint.responseHeadersTypeName { result[OperationKey.of(endpoint)] = name }
        }
        return result
    }

    /// The most frequent name, the first in order on a tie.
    private static func mostCommon(_ names: [String]) -> String? {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
    }
}
