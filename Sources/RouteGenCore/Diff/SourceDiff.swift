/// What stops compiling in app code written against the old generated API when it is built
/// against the new one: removed and renamed types and members, changed labels, types and
/// optionality, new cases in enums that app code switches over. Each finding names the old symbol
/// (as the compiler-oracle tests do), says what to write instead where a rename is recognised, and
/// points into the new spec (the old one for what was removed).
struct SourceDiff {
    let old: APISurface
    let new: APISurface
    let types: TypeCorrespondence
    private(set) var findings: [DiffFinding] = []
    /// The new router or client holding each operation's case or call, for members that moved.
    let routerOwners: [String: String]
    let clientOwners: [String: String]

    init(old: APISurface, new: APISurface, types: TypeCorrespondence) {
        self.old = old
        self.new = new
        self.types = types
        routerOwners = TypeCorrespondence.owners(in: new, kind: .router)
        clientOwners = TypeCorrespondence.owners(in: new, kind: .client)
    }

    mutating func run() {
        for oldType in old.types {
            guard let newType = types.newName(for: oldType.name).flatMap({ new[$0] }) else {
                add("type.removed", symbol: oldType.name, at: oldType.location,
                    "'\(oldType.name)' (\(oldType.kind.rawValue)) is gone from the new version")
                if oldType.kind == .router || oldType.kind == .client { compareMembers(oldType, nil) }
                continue
            }
            if newType.name != oldType.name {
                add("type.renamed", symbol: oldType.name, replacement: newType.name, at: newType.location,
                    "'\(newType.name)' was renamed from '\(oldType.name)'\(Self.sameness(of: oldType))",
                    suggestion: "write '\(newType.name)' where the code says '\(oldType.name)'")
            }
            // A type declared once per shape: the new version's alias stands for another copy's
            // declaration, which app code reaches through it as it reached the old type.
            var compared = newType
            if oldType.kind != .alias, newType.kind == .alias, let declaration = Self.declaration(of: newType, in: new) {
                compared = declaration
                compared.name = newType.name
            }
            guard compareKinds(oldType, compared) else { continue }
            compareMembers(oldType, compared)
        }
    }

    /// The type an alias stands for, through aliases of aliases, when it is a type of the surface:
    /// `PaymentLinkAutomaticTax` for `typealias CheckoutSessionAutomaticTax = PaymentLinkAutomaticTax`.
    static func declaration(of type: SurfaceType, in surface: APISurface) -> SurfaceType? {
        var current = type
        for _ in 0..<8 {
            guard current.kind == .alias, let target = current.type, let next = surface[target] else { break }
            current = next
        }
        return current.kind == .alias ? nil : current
    }

    /// A type spelled in the new version with every alias of one declaration per shape replaced by
    /// its declaration, so that two spellings of one type compare equal: the compiler takes either.
    func canonical(_ spelled: String) -> String {
        TypeCorrespondence.mapNames(in: spelled, resolvedInNew)
    }

    /// The name a type spelled in the new version finally stands for, aliases of surface types seen through.
    func resolvedInNew(_ spelled: String) -> String {
        guard let type = new[spelled], type.kind == .alias else { return spelled }
        return Self.declaration(of: type, in: new)?.name ?? spelled
    }

    /// What makes a renamed type the same: its places in the API, its operations, its role.
    private static func sameness(of type: SurfaceType) -> String {
        switch type.kind {
        case .router, .client: " (it holds the same operations)"
        case .support, .runtimeExtension: ""
        case .responses: " (the answers of the same operation)"
        default: " (it stands in the same places of the API)"
        }
    }

    /// Compares what a type is; returns false when it changed so much that its members can't be compared.
    private mutating func compareKinds(_ oldType: SurfaceType, _ newType: SurfaceType) -> Bool {
        // An alias whose old target and new self are one declaration now (the copy it stood for became
        // its alias, or both became aliases of a third) still takes the values it took.
        if oldType.kind == .alias, let oldTarget = oldType.type,
           resolvedInNew(types.translate(oldTarget)) == resolvedInNew(newType.name) {
            return false
        }
        let enums: Set<SurfaceType.Kind> = [.closedEnum, .openEnum]
        guard oldType.kind == newType.kind || (enums.contains(oldType.kind) && enums.contains(newType.kind)) else {
            add("type.kindChanged", symbol: oldType.name, replacement: newType.name, at: newType.location,
                "'\(newType.name)' is \(Self.article(newType.kind)) now, not \(Self.article(oldType.kind)); code using it as one no longer compiles")
            return false
        }
        if oldType.genericParameters.count != newType.genericParameters.count {
            add("type.genericsChanged", symbol: oldType.name, replacement: newType.name, at: newType.location,
                "'\(newType.name)' takes \(newType.genericParameters.count) generic parameters now, not \(oldType.genericParameters.count)")
            return false
        }
        if let oldTarget = oldType.type, let newTarget = newType.type, types.translate(oldTarget) != newTarget,
           oldType.kind != .alias || resolvedInNew(types.translate(oldTarget)) != resolvedInNew(newTarget) {
            let what = oldType.kind == .alias ? "stands for" : "has raw values of type"
            add(oldType.kind == .alias ? "type.aliasChanged" : "type.rawTypeChanged", symbol: oldType.name,
                replacement: newType.name, at: newType.location,
                "'\(newType.name)' \(what) '\(newTarget)' now, not '\(oldTarget)'")
        }
        return true
    }

    private static func article(_ kind: SurfaceType.Kind) -> String {
        let word = kind.rawValue
        return (["a", "e", "i", "o", "u"].contains(word.first.map(String.init) ?? "") ? "an " : "a ") + word
    }

    /// Records a source finding (a note when `severity` says so).
    mutating func add(
        _ change: String, severity: DiffFinding.Severity = .source, symbol: String, replacement: String? = nil,
        operations: [String] = [], at location: SourceLocation?, _ message: String, suggestion: String? = nil
    ) {
        findings.append(DiffFinding(severity, .source, change, symbol: symbol, replacement: replacement,
                                    operations: operations, at: location, message, suggestion: suggestion))
    }
}
