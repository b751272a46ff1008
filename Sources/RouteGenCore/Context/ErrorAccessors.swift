/// The accessors on `APIError` that read documented error bodies typed: one per type that some
/// endpoint's error answers have, named after it (`BasicError` → `basicError`; `stringBody` for a
/// type that isn't a model). A name `APIError` already has gets `Body` (`responseBody`).
struct ErrorAccessors {
    /// One accessor, with the documented statuses whose bodies it reads, in order of first use.
    struct Entry {
        var type: TypeReference
        var name: String
        var statuses: [String]
    }

    /// By the type they read, in order of first use.
    let entries: [Entry]
    private let indexByType: [TypeReference: Int]

    init(_ spec: APISpec, names: SpecNames, spelling: any RuntimeSpelling) {
        var entries: [Entry] = []
        var indexByType: [TypeReference: Int] = [:]
        var taken = MemberNameSet(swiftName: { SwiftName.member($0) })
        let members = spelling.callErrorMembers
        for name in members { _ = taken.claim(name) }
        for endpoint in spec.routers.lazy.flatMap(\.endpoints) {
            for response in endpoint.errorResponses {
                guard let type = Self.bodyType(response) else { continue }
                if let index = indexByType[type] {
                    if !entries[index].statuses.contains(response.status) { entries[index].statuses.append(response.status) }
                    continue
                }
                var base = Self.words(type, names: names)
                if !Self.isModel(type, names: names) || members.contains(SwiftName.member(base)) { base += "Body" }
                indexByType[type] = entries.count
                entries.append(Entry(type: type, name: SwiftName.member(taken.claim(base).name), statuses: [response.status]))
            }
        }
        self.entries = entries
        self.indexByType = indexByType
    }

    /// The type an error answer's body decodes as; `nil` without a JSON body.
    static func bodyType(_ response: ErrorResponse) -> TypeReference? {
        guard let type = response.type?.unwrapped, type != .named("Data") else { return nil }
        return type
    }

    /// The accessor that reads `type`, not escaped.
    func name(of type: TypeReference) -> String? {
        indexByType[type].map { entries[$0].name }
    }

    private static func isModel(_ type: TypeReference, names: SpecNames) -> Bool {
        guard case let .named(name, arguments) = type, arguments.isEmpty else { return false }
        return BuiltinTypes.spellings[name] == nil
    }

    /// `BasicError`, `StringArray`, `JSONValueMap`.
    private static func words(_ type: TypeReference, names: SpecNames) -> String {
        switch type {
        case let .named(name, arguments):
            let base = BuiltinTypes.spellings[name] == nil ? names.modelTypes[name] ?? SwiftName.type(name) : name
            return base + arguments.map { words($0, names: names) }.joined()
        case let .array(element): return words(element, names: names) + "Array"
        case let .dictionary(value): return words(value, names: names) + "Map"
        case let .optional(wrapped): return words(wrapped, names: names)
        }
    }
}
