import Foundation
@testable import RouteGenCore
import Testing

/// How generated files name their spec, and which names are the spec being generated (issue 17).
@Suite struct SpecIdentityTests {
    /// A folder holding a project (`Package.swift`) with a spec in it, and a spec beside the project.
    private func layout() throws -> (root: URL, project: URL) {
        let root = try TestPaths.temporaryFolder()
        let project = root.appendingPathComponent("app")
        for path in ["app/specs/api.yaml", "app/Package.swift", "shared/stripe.yaml", "app/old/api.yaml"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("routegen: 1\n".utf8).write(to: url)
        }
        return (root, project)
    }

    @Test func aSpecIsNamedByItsPathInTheProjectOrByItsFileNameAndARemark() throws {
        let (root, project) = try layout()
        let output = project.appendingPathComponent("Sources/API/Generated").path
        #expect(SpecIdentity(specAt: project.appendingPathComponent("specs/api.yaml").path, outputFolder: output).name
            == "specs/api.yaml")
        #expect(SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path, outputFolder: output).name
            == "stripe.yaml (outside the project)")
        // Outside any project, the output folder's parent stands for it.
        #expect(SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path,
                             outputFolder: root.appendingPathComponent("Generated").path).name == "shared/stripe.yaml")
        // A `.git` entry marks a project too, and the output folder may be the project itself.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("shared/.git"), withIntermediateDirectories: true)
        #expect(SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path,
                             outputFolder: root.appendingPathComponent("shared").path).name == "stripe.yaml")
    }

    /// A spec at the project's root and one outside it with the same file name are two specs, either
    /// way round (issue 32, item 6: both were named `api.yaml`).
    @Test func aSpecOutsideTheProjectIsNotOneAtItsRoot() throws {
        let (root, project) = try layout()
        try Data("routegen: 1\n".utf8).write(to: project.appendingPathComponent("api.yaml"))
        let output = project.appendingPathComponent("Generated").path
        let atRoot = SpecIdentity(specAt: project.appendingPathComponent("api.yaml").path, outputFolder: output)
        let outside = SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path, outputFolder: output)
        #expect(atRoot.name == "api.yaml")
        #expect(atRoot.relation(to: "api.yaml (outside the project)") == .other(exists: true))
        #expect(atRoot.relation(to: "stripe.yaml (outside the project)") == .other(exists: true))
        #expect(outside.relation(to: "stripe.yaml (outside the project)") == .same)
        // Headers written before: the file name alone is this spec, unless the project holds a file of that name.
        #expect(outside.relation(to: "stripe.yaml") == .same)
        try Data("routegen: 1\n".utf8).write(to: project.appendingPathComponent("stripe.yaml"))
        #expect(outside.relation(to: "stripe.yaml") == .other(exists: true))
    }

    /// A name is read relative to the output folder, as headers were written before issue 17, only when
    /// the project holds no file of that name, and a name going up (`..`) only so.
    @Test func theProjectReadingComesFirst() throws {
        let (_, project) = try layout()
        // `-o specs`: the spec is inside its output folder.
        let inside = SpecIdentity(specAt: project.appendingPathComponent("specs/api.yaml").path,
                                  outputFolder: project.appendingPathComponent("specs").path)
        #expect(inside.relation(to: "api.yaml") == .same)
        try Data("routegen: 1\n".utf8).write(to: project.appendingPathComponent("api.yaml"))
        #expect(inside.relation(to: "api.yaml") == .other(exists: true))
        // `../api.yaml` from `old/` is `app/api.yaml`, not the spec `api.yaml` beside the project.
        let beside = SpecIdentity(specAt: project.deletingLastPathComponent().appendingPathComponent("api.yaml").path,
                                  outputFolder: project.appendingPathComponent("old").path)
        try Data("routegen: 1\n".utf8).write(to: project.deletingLastPathComponent().appendingPathComponent("api.yaml"))
        #expect(beside.relation(to: "../api.yaml") == .other(exists: true))
    }

    @Test func whichNamesAreThisSpec() throws {
        let (_, project) = try layout()
        let output = project.appendingPathComponent("Sources/API/Generated")
        let identity = SpecIdentity(specAt: project.appendingPathComponent("specs/api.yaml").path, outputFolder: output.path)
        #expect(identity.relation(to: "specs/api.yaml") == .same)
        // As headers named it before: relative to the output folder, or by the file name alone.
        #expect(identity.relation(to: "../../../specs/api.yaml") == .same)
        #expect(identity.relation(to: "api.yaml") == .same)
        // Another spec that is still there, by either reading of its name.
        #expect(identity.relation(to: "old/api.yaml") == .other(exists: true))
        #expect(identity.relation(to: "../../../old/api.yaml") == .other(exists: true))
        // A spec with the same file name that is gone: this one, moved. With another file name: another spec.
        #expect(identity.relation(to: "Sources/Pets/api.yaml") == .moved)
        #expect(identity.relation(to: "Sources/Pets/shop.yaml") == .other(exists: false))
        // Known by name only, nothing is looked up.
        let named = SpecIdentity(name: "specs/api.yaml")
        #expect(named.relation(to: "specs/api.yaml") == .same && named.relation(to: "api.yaml") == .same)
        #expect(named.relation(to: "old/api.yaml") == .other(exists: true))
    }
}
