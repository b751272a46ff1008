import Yams

/// The routers as the operations are read, before they are named (see `nameRouters`).
///
/// Owns the draft routers, in the order first used, with the key each is found by (`tag:…`,
/// `group:…` or `default`); the tags the document declares; every path as resources; the
/// Parameter and Response Objects already translated, by their node; and the number of
/// operations read, which gives each endpoint its position among all of them. An endpoint is
/// added with its facts, so a draft's `endpoints`, `resourceNamed` and `ordinals` stay in step.
struct RouterDrafts {
    private(set) var drafts: [RouterDraft] = []
    private(set) var indexByKey: [String: Int] = [:]
    var tagDetails: [String: TagDetails] = [:]
    /// Every path of the document as resources, for naming operations after them.
    var resourcePaths = ResourcePaths()
    var parameterCache: [NodeKey: ParameterDraft?] = [:]
    var responseCache: [NodeKey: ResponseDraft] = [:]
    private var operationCount = 0

    /// A draft, changed in place (`routers[i].caseNames.claim(…)` copies neither the draft nor its lists).
    subscript(index: Int) -> RouterDraft {
        get { drafts[index] }
        _modify { yield &drafts[index] }
    }

    var indices: Range<Int> { drafts.indices }

    /// The index of the draft found by `key`, made with `make` on first use.
    mutating func index(forKey key: String, make: () -> RouterDraft) -> Int {
        if let index = indexByKey[key] { return index }
        drafts.append(make())
        indexByKey[key] = drafts.count - 1
        return drafts.count - 1
    }

    /// Adds an operation's endpoint to the draft at `index`.
    mutating func add(_ endpoint: Endpoint, resourceNamed: Bool, to index: Int) {
        drafts[index].endpoints.append(endpoint)
        drafts[index].resourceNamed.append(resourceNamed)
        drafts[index].ordinals.append(operationCount)
        operationCount += 1
    }

    /// Replaces every draft, as nesting resource groups regroups them.
    mutating func replace(with drafts: [RouterDraft], indexByKey: [String: Int]) {
        self.drafts = drafts
        self.indexByKey = indexByKey
    }
}
