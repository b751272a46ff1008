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

    @Test func aSpecIsNamedByItsPathInTheProjectOrByItsFileName() throws {
        let (root, project) = try layout()
        let output = project.appendingPathComponent("Sources/API/Generated").path
        #expect(SpecIdentity(specAt: project.appendingPathComponent("specs/api.yaml").path, outputFolder: output).name
            == "specs/api.yaml")
        #expect(SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path, outputFolder: output).name
            == "stripe.yaml")
        // Outside any project, the output folder's parent stands for it.
        #expect(SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path,
                             outputFolder: root.appendingPathComponent("Generated").path).name == "shared/stripe.yaml")
        // A `.git` entry marks a project too, and the output folder may be the project itself.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("shared/.git"), withIntermediateDirectories: true)
        #expect(SpecIdentity(specAt: root.appendingPathComponent("shared/stripe.yaml").path,
                             outputFolder: root.appendingPathComponent("shared").path).name == "stripe.yaml")
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
