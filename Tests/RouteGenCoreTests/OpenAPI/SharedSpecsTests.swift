import Foundation
import RouteGenCore
import Testing

/// Real documents written by others (`SharedSpecs`): each must load without errors and pass the
/// validator. Swagger 2.0 documents, in `swagger2/`, are not among them.
@Suite struct SharedSpecsTests {
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: SharedSpecs.folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    /// Fails where the documents are required (`.ci/run`) but missing, rather than letting the tests
    /// that read them pass by skipping.
    @Test(.enabled(if: SharedSpecs.isRequired || !documents.isEmpty, SharedSpecs.skipped))
    func theDocumentsAreThere() {
        let missing = SharedSpecs.known.filter { !Self.documents.contains($0) }
        #expect(missing.isEmpty, "missing from \(SharedSpecs.folder): \(missing)")
    }

    /// Tests and scripts find the shared documents relative to the package (issue 17): none names
    /// them by an absolute path, which exists only on the machines this project is built on, and CI
    /// requires them.
    @Test func testsAndScriptsFindThemBesideThePackage() throws {
        let absolute = try Regex(#"/[A-Za-z0-9_-][A-Za-z0-9_.-]*/shared/(specs|tools)"#)
        var found: [String] = []
        for folder in ["Tests", "Scripts", ".ci", "Fuzz", "docs"] {
            let root = TestPaths.url(folder)
            for case let relative as String in FileManager.default.enumerator(atPath: root.path) ?? NSEnumerator() {
                guard !relative.hasPrefix("Generated/"), !relative.contains(".build/"),
                      let text = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) else { continue }
                if text.contains(absolute) { found.append("\(folder)/\(relative)") }
            }
        }
        #expect(found.isEmpty, "absolute paths to the shared documents in \(found)")
        let ci = try String(contentsOf: TestPaths.url(".ci/run"), encoding: .utf8)
        #expect(ci.contains("export ROUTEGEN_REQUIRE_SHARED_SPECS=1"))
        #expect(SharedSpecs.enabled("no-such-document.yaml") == SharedSpecs.isRequired)
    }

    @Test(.enabled(if: !documents.isEmpty, SharedSpecs.skipped), arguments: documents)
    func loadsWithoutErrors(name: String) throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: SharedSpecs.path(name))
        #expect(!diagnostics.hasErrors)
        #expect(!spec.servers.isEmpty)
    }

    @Test(.enabled(if: SharedSpecs.enabled("oai-v3.0-petstore.yaml"), SharedSpecs.skipped))
    func petstore() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: SharedSpecs.path("oai-v3.0-petstore.yaml"))
        #expect(diagnostics.all.map(\.message) == [
            "schema 'Error' is named 'SwaggerPetstoreError' in Swift, because 'Error' would hide Swift's own 'Error' in your module",
        ])
        #expect(spec.name == "SwaggerPetstore")
        #expect(spec.routers.map(\.name) == ["PetsRouter"])
        #expect(spec.routers.first?.endpoints.map(\.name) == ["listPets", "createPets", "showPetById"])
        #expect(spec.models.map(\.name) == ["Pet", "Pets", "SwaggerPetstoreError"])
        let list = spec.routers.first?.endpoints.first
        #expect(list?.queryParameters.map { "\($0.wireName): \($0.type.written)" } == ["limit: Int32?"])
        #expect(list?.returns?.written == "Pets")
        #expect(list?.errorResponses.map(\.status) == ["default"])
    }
}
