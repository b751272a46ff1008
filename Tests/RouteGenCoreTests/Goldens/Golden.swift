import Foundation
import RouteGenCore
@_spi(Internals) import SnapshotTesting
import Testing

/// The golden outputs: what the generator writes for a spec, kept in the real output layout in a folder of
/// `IntegrationTests/Generated` (a module of its own, or a subfolder of one). One store, used both ways: the tests
/// here compare the generator's files with the folder, and the integration package compiles every folder
/// (IntegrationTests/Package.swift makes a target of each module it finds there).
///
/// A comparison covers every file, its text and the files missing or extra, and reports the first differences
/// as swift-snapshot-testing's line diff. Its record mode writes the folder on purpose:
/// `SNAPSHOT_TESTING_RECORD=failed swift test` rewrites the folders that differ (`all`: every folder; `missing`, the
/// default: only files that aren't there yet), and the test fails so that the next run compares again.
/// `Scripts/update-fixtures.sh` does that for all of them.
enum Golden {
    /// The folder of the golden modules, in the repository.
    static let root = "IntegrationTests/Generated"

    /// The repository path of a golden folder given relative to `root`: `WireAPI/Stripe`.
    static func folder(_ relative: String) -> String { "\(root)/\(relative)" }

    /// How record mode writes a golden folder.
    enum Writer {
        /// Through `OutputWriter`, as routegen does, for a spec named `sourceName` in the files' first line.
        case routegen(sourceName: String)
        /// File by file, for folders that hold tables a test writes (which routegen's writer doesn't own).
        case plain
    }

    /// Compares a run's files with `folder` (a repository path), whose files' first line names the spec `sourceName`.
    /// The run lists its files sorted by path, as every run does (the order `--verbose` prints them in).
    static func check(_ output: GeneratorPipeline.Output, folder: String, sourceName: String) {
        let paths = output.files.map(\.path)
        #expect(paths == paths.sorted(), "the generator's files are not sorted by path")
        check(output.files, folder: folder, writer: .routegen(sourceName: sourceName))
    }

    /// Compares `files` with `folder`: every file's text, and the files missing or extra; in record mode, writes them.
    static func check(_ files: [GeneratedFile], folder: String, writer: Writer) {
        let root = TestPaths.url(folder)
        let present = swiftFiles(in: root)
        let expected = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let missing = expected.keys.filter { !present.contains($0) }.sorted()
        let extra = present.filter { expected[$0] == nil }.sorted()
        var differing: [(path: String, diff: String)] = []
        for file in files.sorted(by: { $0.path < $1.path }) where present.contains(file.path) {
            let existing = (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
            if let (diff, _) = Diffing<String>.lines.diffV2(existing, file.contents) { differing.append((file.path, diff)) }
        }
        let differs = !missing.isEmpty || !extra.isEmpty || !differing.isEmpty
        let recorded: String?
        do {
            switch recordMode {
            case .all:
                try write(files, extra: extra, to: root, creationsOnly: false, writer: writer)
                recorded = "Record mode is on: wrote \(folder) (\(files.count) files)."
            case .failed where differs:
                try write(files, extra: extra, to: root, creationsOnly: false, writer: writer)
                recorded = "Recorded \(folder): \(differing.count) files rewritten, \(missing.count) added, \(extra.count) removed."
            case .missing where !missing.isEmpty:
                try write(files.filter { missing.contains($0.path) }, extra: [], to: root, creationsOnly: true, writer: writer)
                recorded = "No golden file was there: recorded the \(missing.count) files missing from \(folder)."
            default:
                recorded = nil
            }
        } catch {
            Issue.record("\(folder) could not be recorded: \(error)")
            return
        }
        if let recorded {
            Issue.record(Comment(rawValue: recorded + " Turn record mode off, run the test again and review the diff."))
            return
        }
        guard differs else { return }
        var message = "\(folder) differs from the generator's output (\(differing.count) files differ"
        if !missing.isEmpty { message += "; missing: \(missing.prefix(10).joined(separator: ", "))" }
        if !extra.isEmpty { message += "; not generated: \(extra.prefix(10).joined(separator: ", "))" }
        message += "). After a deliberate change, re-record with `SNAPSHOT_TESTING_RECORD=failed swift test` "
            + "(or Scripts/update-fixtures.sh) and review the diff."
        for (path, diff) in differing.prefix(3) { message += "\n\n\(path):\n\(diff)" }
        Issue.record(Comment(rawValue: message))
    }

    /// swift-snapshot-testing's record mode, as its own assertions read it: `withSnapshotTesting(record:)` or the
    /// `.snapshots(record:)` trait, else `SNAPSHOT_TESTING_RECORD`, else `missing`.
    static var recordMode: SnapshotTestingConfiguration.Record {
        SnapshotTestingConfiguration.current?.record ?? _record
    }

    /// The Swift files below `folder`, as paths relative to it.
    static func swiftFiles(in folder: URL) -> Set<String> {
        let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return Set(all.filter { $0.hasSuffix(".swift") })
    }

    private static func write(_ files: [GeneratedFile], extra: [String], to root: URL, creationsOnly: Bool, writer: Writer) throws {
        // The golden folder holds nothing else: what the generator no longer writes goes.
        for path in extra { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
        switch writer {
        case let .routegen(sourceName):
            // The writer also removes the files of this spec that are no longer generated.
            let writer = OutputWriter(directory: root.path, identity: SpecIdentity(name: sourceName))
            var plan = try writer.plan(files)
            if creationsOnly { plan.updates = []; plan.removals = []; plan.leftovers = [] }
            try writer.apply(plan)
        case .plain:
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }
}
