/// The Swift type names handed out so far, so that every model and router gets its own.
/// A name already taken gets `2`, `3`, … in the order names are asked for.
struct TypeNameRegistry {
    /// Swift name → what holds it, for messages ("schema 'Pet'").
    private var owners: [String: String] = [:]
    /// Base name → the next number worth trying, so a hundred clashes don't cost a hundred tries each.
    private var nextNumber: [String: Int] = [:]

    func owner(of name: String) -> String? { owners[name] }

    func isFree(_ name: String) -> Bool { owners[name] == nil }

    mutating func reserve(_ name: String, owner: String) {
        if owners[name] == nil { owners[name] = owner }
    }

    /// The Swift type name for `base` with number `number` (1 means none): `Pet`, `Pet2`.
    static func candidate(_ base: String, _ number: Int) -> String {
        SwiftName.type(number == 1 ? base : base + String(number), fallback: "Model")
    }

    /// Takes the name for `base`, or the first free numbered one. Returns the name, and when it is
    /// not the first choice, what holds the first choice.
    mutating func claim(_ base: String, owner: String) -> (name: String, displaced: (name: String, owner: String)?) {
        let first = Self.candidate(base, 1)
        guard let holder = owners[first] else {
            owners[first] = owner
            return (first, nil)
        }
        var number = nextNumber[base] ?? 2
        var name = Self.candidate(base, number)
        while owners[name] != nil {
            number += 1
            name = Self.candidate(base, number)
        }
        nextNumber[base] = number + 1
        owners[name] = owner
        return (name, (first, holder))
    }
}

/// Member names (properties, cases, labels) within one declaration. `swiftName` is how the
/// renderer spells a written name, so two written names clash when their spellings do.
struct MemberNameSet {
    private var taken: [String: String] = [:]
    let swiftName: (String) -> String

    init(swiftName: @escaping (String) -> String) {
        self.swiftName = swiftName
    }

    func contains(_ written: String) -> Bool { taken[swiftName(written)] != nil }

    /// Returns the written name to use: `written`, or `written2`, `written3`… when the Swift
    /// spelling is taken, with the written name that holds it.
    mutating func claim(_ written: String) -> (name: String, displaced: (swiftName: String, holder: String)?) {
        let first = swiftName(written)
        guard let holder = taken[first] else {
            taken[first] = written
            return (written, nil)
        }
        var number = 2
        var name = written + String(number)
        while taken[swiftName(name)] != nil {
            number += 1
            name = written + String(number)
        }
        taken[swiftName(name)] = name
        return (name, (first, holder))
    }
}
