/// What writing a generation into a folder would change. Computed before anything is written,
/// so that a conflict stops the run with the folder untouched.
public struct OutputPlan: Sendable, Equatable {
    /// Files that don't exist yet.
    public var creations: [GeneratedFile] = []
    /// routegen's files whose contents change.
    public var updates: [GeneratedFile] = []
    /// routegen's files from the same spec that the spec no longer produces.
    public var removals: [String] = []
    /// Temporary files an interrupted run of this spec left behind (`.routegen-<UUID>.tmp`).
    public var leftovers: [String] = []
    /// Files already up to date.
    public var unchanged: [String] = []
    /// What the plan took for granted, such as a folder whose spec was moved.
    public var notes = Diagnostics()

    public var isUpToDate: Bool { creations.isEmpty && updates.isEmpty && removals.isEmpty && leftovers.isEmpty }

    /// Every path that would change, with a one-word reason, sorted: `created Models/Post.swift`.
    public var changes: [(verb: String, path: String)] {
        (creations.map { ("create", $0.path) } + updates.map { ("update", $0.path) } + removals.map { ("remove", $0) }
            + leftovers.map { ("remove", $0) })
            .sorted { $0.1 < $1.1 }
    }
}
