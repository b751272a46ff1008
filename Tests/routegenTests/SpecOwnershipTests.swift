import Foundation
import Testing

/// Which spec owns an output folder, run as a user runs routegen: from different folders, with
/// relative and absolute paths and through symbolic links (issue 32, item 6). Another spec with the
/// same file name is refused, and nothing is written or removed; the same spec is recognised
/// wherever routegen runs from and in every checkout.
@Suite struct SpecOwnershipTests {
    let cli = CommandLineTests()

    /// One run: the folder it runs in, relative to the test's folder, and its arguments.
    struct Run {
        var folder: String
        var arguments: [String]
    }

    /// A test's folder with `mv/api.yaml` (three models) and `other/api.yaml` (one model of its own).
    private func layout() throws -> URL {
        let root = try cli.temporaryFolder()
        try write(Self.spec(models: ["Pet", "Toy", "Bowl"]), to: root.appendingPathComponent("mv/api.yaml"))
        try write(Self.spec(models: ["Owner"]), to: root.appendingPathComponent("other/api.yaml"))
        return root
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func spec(models: [String]) -> String {
        "routegen: 1\nservers:\n  production: https://example.com\nmodels:\n"
            + models.map { "  \($0):\n    id: Int\n" }.joined()
    }

    /// Every file under `folder`, by relative path, with its contents.
    private func contents(of folder: URL) -> [String: String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        var files: [String: String] = [:]
        for path in paths {
            if let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) { files[path] = text }
        }
        return files
    }

    private func run(_ run: Run, in root: URL) throws -> CommandLineTests.Result {
        try cli.run(run.arguments.map { $0.replacingOccurrences(of: "$ROOT", with: root.path) },
                    in: root.appendingPathComponent(run.folder))
    }

    /// The first run succeeds; the second is refused with exactly `error`, and the output folder
    /// holds exactly what it held before.
    private func expectRefused(first: Run, then second: Run, output: String, error: String, in root: URL) throws {
        let firstResult = try run(first, in: root)
        #expect(firstResult.status == 0, "\(firstResult.stderr)")
        let folder = root.appendingPathComponent(output).resolvingSymlinksInPath()
        let before = contents(of: folder)
        #expect(before.keys.contains { $0.hasPrefix("Models/") }, "\(before.keys)")
        let secondResult = try run(second, in: root)
        #expect(secondResult.status == 1)
        #expect(secondResult.stderr == "routegen: error: '\(folder.path)' " + error + "\nroutegen: nothing was written.\n")
        #expect(contents(of: folder) == before)
    }

    private static let insideOwner = """
        holds the code of another spec, 'api.yaml'; generate 'api.yaml (outside the project)' into another folder, \
        or delete this one if 'api.yaml' no longer needs it
        """

    /// The case: `mv/api.yaml` into `mv/Gen` from `mv`, then `other/api.yaml` into `mv/Gen`
    /// from the folder above. It exited 0, wrote 1 file and removed 3 of `mv/api.yaml`'s.
    @Test func anotherSpecWithTheSameFileNameIsRefusedFromAnotherFolder() throws {
        let root = try layout()
        try expectRefused(first: Run(folder: "mv", arguments: ["api.yaml", "-o", "Gen"]),
                          then: Run(folder: "", arguments: ["other/api.yaml", "-o", "mv/Gen"]),
                          output: "mv/Gen", error: Self.insideOwner, in: root)
    }

    /// The same with absolute paths, from an unrelated folder, in a project marked by `Package.swift`.
    @Test func anotherSpecWithTheSameFileNameIsRefusedWithAbsolutePaths() throws {
        let root = try layout()
        try Data().write(to: root.appendingPathComponent("mv/Package.swift"))
        try expectRefused(first: Run(folder: "mv", arguments: ["$ROOT/mv/api.yaml", "-o", "$ROOT/mv/Gen"]),
                          then: Run(folder: "other", arguments: ["$ROOT/other/api.yaml", "-o", "$ROOT/mv/Gen"]),
                          output: "mv/Gen", error: Self.insideOwner, in: root)
    }

    /// The same through symbolic links to the spec's folder and to the output's.
    @Test func anotherSpecWithTheSameFileNameIsRefusedThroughSymbolicLinks() throws {
        let root = try layout()
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("mvlink").path, withDestinationPath: "mv")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("otherlink").path, withDestinationPath: "other")
        try expectRefused(first: Run(folder: "mv", arguments: ["api.yaml", "-o", "Gen"]),
                          then: Run(folder: "", arguments: ["otherlink/api.yaml", "-o", "mvlink/Gen"]),
                          output: "mv/Gen", error: Self.insideOwner, in: root)
    }

    /// The other way round: the spec outside the project first, then the one at the project's root.
    /// Both headers said `from api.yaml`, so the second run took the folder over.
    @Test func aSpecOutsideTheProjectIsNotTakenForOneAtItsRoot() throws {
        let root = try layout()
        try expectRefused(first: Run(folder: "", arguments: ["other/api.yaml", "-o", "mv/Gen"]),
                          then: Run(folder: "mv", arguments: ["api.yaml", "-o", "Gen"]),
                          output: "mv/Gen", error: """
                              holds the code of another spec, 'api.yaml (outside the project)'; generate 'api.yaml' \
                              into another folder, or delete this one if 'api.yaml (outside the project)' no longer needs it
                              """, in: root)
    }

    /// A spec inside its own output folder (`-o .`) is named `Gen/api.yaml`, and the folder's header
    /// `api.yaml` names `mv/api.yaml`, which is still there: read relative to the output folder, as
    /// headers of earlier versions were, it led to the new spec.
    @Test func aSpecInsideTheOutputFolderIsNotTakenForTheOneBesideIt() throws {
        let root = try layout()
        try write(Self.spec(models: ["Owner"]), to: root.appendingPathComponent("mv/Gen/api.yaml"))
        try expectRefused(first: Run(folder: "mv", arguments: ["api.yaml", "-o", "Gen"]),
                          then: Run(folder: "mv/Gen", arguments: ["api.yaml", "-o", "."]),
                          output: "mv/Gen", error: """
                              holds the code of another spec, 'api.yaml'; generate 'Gen/api.yaml' into another folder, \
                              or delete this one if 'api.yaml' no longer needs it
                              """, in: root)
    }

    /// The same spec is the same owner from any folder, by absolute paths, through a symbolic link,
    /// and in a copy of the project at another depth, for a spec at the project's root, one in a
    /// folder of it, and one outside it.
    @Test func theSameSpecIsTheSameOwnerFromAnywhere() throws {
        let root = try cli.temporaryFolder()
        try write(Self.spec(models: ["Pet"]), to: root.appendingPathComponent("app/api.yaml"))
        try write(Self.spec(models: ["Item"]), to: root.appendingPathComponent("app/specs/shop.yaml"))
        try write(Self.spec(models: ["Charge"]), to: root.appendingPathComponent("shared/stripe.yaml"))
        try Data().write(to: root.appendingPathComponent("app/Package.swift"))
        let firsts = [Run(folder: "app", arguments: ["api.yaml", "-o", "Sources/Gen"]),
                      Run(folder: "app/specs", arguments: ["shop.yaml", "-o", "../Sources/Shop"]),
                      Run(folder: "app", arguments: ["../shared/stripe.yaml", "-o", "Sources/Stripe"])]
        for first in firsts {
            let result = try run(first, in: root)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let headers = ["Sources/Gen/Models/Pet.swift", "Sources/Shop/Models/Item.swift", "Sources/Stripe/Models/Charge.swift"]
            .map { path in
                (try? String(contentsOf: root.appendingPathComponent("app/\(path)"), encoding: .utf8)).map { String($0.prefix { $0 != "\n" }) }
            }
        #expect(headers == ["// Generated by routegen from api.yaml. Do not edit.",
                            "// Generated by routegen from specs/shop.yaml. Do not edit.",
                            "// Generated by routegen from stripe.yaml (outside the project). Do not edit."])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("applink").path, withDestinationPath: "app")
        let copy = root.appendingPathComponent("machine2/deeper")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for folder in ["app", "shared"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        let agains = [Run(folder: "", arguments: ["$ROOT/app/api.yaml", "-o", "$ROOT/app/Sources/Gen"]),
                      Run(folder: "", arguments: ["applink/api.yaml", "-o", "app/Sources/Gen"]),
                      Run(folder: "app/Sources", arguments: ["../specs/shop.yaml", "-o", "Shop"]),
                      Run(folder: "shared", arguments: ["stripe.yaml", "-o", "../applink/Sources/Stripe"]),
                      Run(folder: "machine2/deeper/app", arguments: ["api.yaml", "-o", "Sources/Gen"]),
                      Run(folder: "machine2/deeper/app", arguments: ["specs/shop.yaml", "-o", "Sources/Shop"]),
                      Run(folder: "machine2/deeper/app", arguments: ["../shared/stripe.yaml", "-o", "Sources/Stripe"])]
        for again in agains {
            let result = try run(again, in: root)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(again): \(result.stderr)")
            #expect(result.stdout.contains("is up to date: 3 files unchanged, nothing written"), "\(again): \(result.stdout)")
        }
    }
}
