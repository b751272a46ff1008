/// How the rendered files are laid out in the output folder.
public enum OutputLayout: String, Sendable, CaseIterable {
    /// One file per type, in `Models/`, `Routers/` and the folder's root. The default, for code
    /// that is committed and read.
    case files
    /// Always the same four files, whatever the spec holds (see `BundledLayout`). For build
    /// tools that must name their outputs before the spec is read, such as the SwiftPM plugin.
    case bundled

    /// The rendered `files` arranged for this layout. The result goes to `OutputWriter`, so the
    /// output rules (rewrite only what changed, touch only routegen's files) hold in both layouts.
    public func arrange(_ files: [GeneratedFile], sourceName: String) -> [GeneratedFile] {
        switch self {
        case .files: files
        case .bundled: BundledLayout.bundle(files, sourceName: sourceName)
        }
    }
}
