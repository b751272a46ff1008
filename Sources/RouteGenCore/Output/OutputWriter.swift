import Foundation

/// Writes generated files into one output folder, and nowhere else.
///
/// - A file is rewritten only when its content changes.
/// - A file that doesn't start with routegen's header is never overwritten or removed.
/// - A file of another spec is never overwritten or removed (`SpecIdentity` says which spec is which).
/// - A file generated from the same spec that is no longer produced is removed.
/// - Paths are checked to stay inside the folder, and never go through a symbolic link.
/// - Each write goes to a temporary file in the same folder, then is renamed into place.
public struct OutputWriter {
    /// The output folder, absolute, with its own symbolic links resolved.
    public let root: URL
    /// The root's path ending in `/`, which every target's path starts with.
    let rootPrefix: String
    /// How the generated files' first line names the spec, and which other names are this spec.
    let identity: SpecIdentity

    /// Folders (relative to the root) where earlier runs may have left files.
    static let generatedFolders = ["", "Models", "Routers", "Clients", "Samples"]

    public init(directory: String, identity: SpecIdentity) {
        root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
        rootPrefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        self.identity = identity
    }

    /// A writer for a spec known by its name only (see `SpecIdentity.init(name:)`).
    public init(directory: String, sourceName: String) {
        self.init(directory: directory, identity: SpecIdentity(name: sourceName))
    }

    /// Compares `files` with the folder's contents. Throws, listing every conflict, when a file
    /// that routegen did not write or another spec's file is in the way, or a path would leave the folder.
    public func plan(_ files: [GeneratedFile]) throws(GenerationFailed) -> OutputPlan {
        var diagnostics = Diagnostics()
        var plan = OutputPlan()
        // The files in the way that name another spec, by that name; judged once for each name.
        var claimed: [String: [(file: GeneratedFile, existing: String)]] = [:]
        // The names of this spec moved, whose files this run takes over.
        var moved: Set<String> = []
        if ![.missing, .directory].contains(FileSystem.kind(of: root.path)) {
            diagnostics.error("the output path '\(root.path)' exists and is not a folder", at: nil)
            throw GenerationFailed(diagnostics)
        }
        var seen: Set<String> = []
        for file in files {
            guard let target = target(for: file.path, diagnostics: &diagnostics) else { continue }
            guard seen.insert(file.path.lowercased()).inserted else {
                diagnostics.error("two generated files would both be named '\(file.path)' (names differ only in case)", at: nil)
                continue
            }
            switch FileSystem.kind(of: target) {
            case .missing:
                plan.creations.append(file)
            case .file:
                guard let existing = FileSystem.text(at: target) else {
                    diagnostics.error("'\(display(file.path))' exists and can't be read; routegen won't overwrite it", at: nil)
                    continue
                }
                guard let owner = FileHeader.sourceName(in: existing) else {
                    diagnostics.error(
                        "'\(display(file.path))' was not written by routegen, so it won't be overwritten; "
                            + "move it away or choose another output folder", at: nil)
                    continue
                }
                guard identity.relation(to: owner) == .same else {
                    claimed[owner, default: []].append((file, existing))
                    continue
                }
                if existing == file.contents { plan.unchanged.append(file.path) } else { plan.updates.append(file) }
            case .directory, .symbolicLink, .other:
                diagnostics.error("'\(display(file.path))' exists and is not a regular file; routegen won't replace it", at: nil)
            }
        }
        for (owner, files) in claimed.sorted(by: { $0.key < $1.key }) {
            guard takeOver(owner, diagnostics: &diagnostics, notes: &plan.notes) else { continue }
            moved.insert(owner)
            for (file, existing) in files {
                if existing == file.contents { plan.unchanged.append(file.path) } else { plan.updates.append(file) }
            }
        }
        plan.removals = staleFiles(keeping: Set(files.map(\.path)), moved: moved)
        plan.leftovers = leftoverTemporaryFiles(moved: moved)
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
        return plan
    }

    /// Carries out a plan made by `plan(_:)`.
    public func apply(_ plan: OutputPlan) throws(GenerationFailed) {
        var diagnostics = Diagnostics()
        let writes = plan.creations + plan.updates
        var folderFailures: Set<String> = []
        for folder in Set(writes.map { ($0.path as NSString).deletingLastPathComponent }).sorted() {
            do {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            } catch {
                folderFailures.insert(folder)
                diagnostics.error("cannot create '\(display(folder))': \(error.localizedDescription)", at: nil)
            }
        }
        // Creating a file is what costs most here, so files are written two or more at a time.
        let root = root, skipped = folderFailures
        let failures = writes.concurrentMap { file -> String? in
            guard !skipped.contains((file.path as NSString).deletingLastPathComponent) else { return nil }
            do {
                try FileSystem.writeAtomically(Data(file.contents.utf8), to: root.appendingPathComponent(file.path))
                return nil
            } catch {
                return error.localizedDescription
            }
        }
        for (file, reason) in zip(writes, failures) {
            if let reason { diagnostics.error("cannot write '\(display(file.path))': \(reason)", at: nil) }
        }
        for path in plan.removals + plan.leftovers {
            do {
                try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            } catch {
                diagnostics.error("cannot remove '\(display(path))': \(error.localizedDescription)", at: nil)
            }
        }
        removeEmptyGeneratedFolders()
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
    }

    /// The path shown to users: the output folder joined with the relative path.
    public func display(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }

    /// The absolute target of a relative path, or `nil` (reported) when it would leave the root
    /// or pass through a symbolic link. Worked out on the text of the paths: a run checks every
    /// file it writes, and `URL` operations cost more than the rest of the check together.
    private func target(for path: String, diagnostics: inout Diagnostics) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let safe = !path.hasPrefix("/") && components.allSatisfy { component in
            !component.isEmpty && component != "." && component != ".." && !component.hasPrefix(".")
                && !component.utf8.contains(UInt8(ascii: "\\")) && !component.utf8.contains(0)
        }
        guard safe, let name = components.last else {
            diagnostics.error("refusing to write '\(path)': generated paths must stay inside the output folder", at: nil)
            return nil
        }
        // Checked here, before anything is written, for the final and the temporary name alike.
        if let tooLong = components.first(where: { $0.utf8.count > FileSystem.maximumNameBytes }) {
            diagnostics.error(
                "can't write '\(display(path))': the name '\(tooLong)' is longer than the \(FileSystem.maximumNameBytes) bytes "
                    + "file systems allow; shorten the name in the spec", at: nil)
            return nil
        }
        // No component is empty, `.`, `..` or hidden, so the joined path stays inside the root.
        let target = rootPrefix + path
        let folderBytes = max(target.utf8.count - name.utf8.count - 1, 1)
        if max(target.utf8.count, folderBytes + 1 + FileSystem.temporaryNameBytes) > FileSystem.maximumPathBytes {
            diagnostics.error(
                "can't write '\(display(path))': the path is longer than the \(FileSystem.maximumPathBytes) bytes "
                    + "this system allows; choose an output folder with a shorter path", at: nil)
            return nil
        }
        var current = String(rootPrefix.dropLast())
        for component in components.dropLast() {
            current += "/" + component
            if FileSystem.kind(of: current) == .symbolicLink {
                diagnostics.error("refusing to write through the symbolic link '\(current)'", at: nil)
                return nil
            }
        }
        return target
    }

    /// Swift files in the generated folders whose header names this spec (or this spec `moved`)
    /// but that `keeping` doesn't list.
    private func staleFiles(keeping: Set<String>, moved: Set<String>) -> [String] {
        files(named: { $0.hasSuffix(".swift") && !keeping.contains($0) }, starting: { isOwn($0, moved: moved) })
    }

    /// Temporary files an interrupted run (`kill -9`) left in the generated folders: those whose
    /// first line names this spec, and empty ones. A temporary file of another spec's run is
    /// left alone, since that run may still be writing it.
    private func leftoverTemporaryFiles(moved: Set<String>) -> [String] {
        files(named: { FileSystem.isTemporaryName(($0 as NSString).lastPathComponent) },
              starting: { $0.isEmpty || isOwn($0, moved: moved) })
    }

    /// Whether a file's first line names this spec, or this spec `moved`.
    private func isOwn(_ text: String, moved: Set<String>) -> Bool {
        FileHeader.sourceName(in: text).map { moved.contains($0) || identity.relation(to: $0) == .same } ?? false
    }

    /// The regular files in the generated folders, as paths relative to the root, sorted, whose
    /// relative path passes `named` and whose first bytes pass `starting`.
    private func files(named: (String) -> Bool, starting: (String) -> Bool) -> [String] {
        var selected: [String] = []
        for folder in Self.generatedFolders {
            let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
            guard FileSystem.kind(of: directory.path) == .directory,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names.sorted() {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                let path = directory.appendingPathComponent(name).path
                guard named(relative), FileSystem.kind(of: path) == .file,
                      let text = FileSystem.prefix(of: path), starting(text) else { continue }
                selected.append(relative)
            }
        }
        return selected
    }

    private func removeEmptyGeneratedFolders() {
        for folder in Self.generatedFolders where !folder.isEmpty {
            let path = root.appendingPathComponent(folder).path
            if FileSystem.kind(of: path) == .directory, (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
