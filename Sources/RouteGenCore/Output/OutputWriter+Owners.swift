extension OutputWriter {
    /// Whether this run takes over the files of the folder whose first line names `owner`, another
    /// name than this spec's: yes for this spec moved (with a note), no for another spec (an error).
    /// One diagnostic for the folder, however many files the name is on.
    func takeOver(_ owner: String, diagnostics: inout Diagnostics, notes: inout Diagnostics) -> Bool {
        let folder = root.path, name = identity.name
        switch identity.relation(to: owner) {
        case .same:
            return true
        case .moved:
            notes.emit(Diagnostic(.note, "'\(folder)' holds the code of '\(owner)', which is no longer there; taking it for "
                + "'\(name)' moved, since both have the same file name", at: nil))
            return true
        case .other(exists: true):
            diagnostics.error("'\(folder)' holds the code of another spec, '\(owner)'; generate '\(name)' into another "
                + "folder, or delete this one if '\(owner)' no longer needs it", at: nil)
            return false
        case .other(exists: false):
            diagnostics.error("'\(folder)' holds the code of '\(owner)', which is no longer there; if '\(name)' is that "
                + "spec renamed, delete the folder and generate again, otherwise generate '\(name)' into another folder",
                at: nil)
            return false
        }
    }
}
