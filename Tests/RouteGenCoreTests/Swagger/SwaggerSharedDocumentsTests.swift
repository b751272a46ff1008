import Foundation
import RouteGenCore
import Testing

/// The shared Swagger 2.0 documents (`swagger2/` in the shared specs: the OAI's petstore-expanded and
/// uber examples, and Kubernetes) generate without errors. They live outside the repository
/// (`SharedSpecs`); where they are missing the tests are skipped and say why, unless CI requires them.
/// `Scripts/compile-whole-documents.sh swagger` compiles their code.
@Suite struct SwaggerSharedDocumentsTests {
    static let folder = SharedSpecs.path("swagger2")

    static let documents = ["oai-petstore-expanded.yaml", "oai-uber.json", "kubernetes.json"]

    /// Whether the tests run: when the documents are there, or when they are required (`.ci/run`),
    /// where a missing one then fails the test that reads it.
    static var enabled: Bool {
        documents.allSatisfy { SharedSpecs.enabled("swagger2/" + $0) }
    }

    @Test(.enabled(if: enabled, SharedSpecs.skipped), arguments: documents)
    func generatesWithoutErrors(document: String) throws {
        let output = try GeneratorPipeline.run(specAt: Self.folder + "/" + document)
        #expect(!output.diagnostics.hasErrors)
        #expect(!output.files.isEmpty)
    }

    @Test(.enabled(if: enabled, SharedSpecs.skipped))
    func petstoreExpanded() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.folder + "/oai-petstore-expanded.yaml")
        #expect(diagnostics.all.map(\.message) == [
            "schema 'Error' is named 'SwaggerPetstoreError' in Swift, because 'Error' would hide Swift's own 'Error' in your module",
        ])
        #expect(spec.servers.map(\.url) == ["http://petstore.swagger.io/api"])
        #expect(spec.routers.flatMap(\.endpoints).map(\.name) == ["findPets", "addPet", "findPetById", "deletePet"])
        #expect(spec.models.map(\.name) == ["Pet", "NewPet", "SwaggerPetstoreError"])
        let find = spec.routers.first?.endpoints.first
        #expect(find?.queryParameters.map { "\($0.wireName): \($0.type.written) \($0.style)" } == [
            "tags: [String]? form(explode: false)", "limit: Int32? form(explode: true)",
        ])
    }

    @Test(.enabled(if: enabled, SharedSpecs.skipped))
    func uber() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.folder + "/oai-uber.json")
        // The document leaves out `type: object` beside its properties.
        #expect(diagnostics.all.filter { $0.message.hasPrefix("the schema has 'properties' but no 'type'") }.count == 6)
        #expect(diagnostics.all.count == 7)
        #expect(spec.servers.map(\.url) == ["https://api.uber.com/v1"])
        #expect(spec.routers.map(\.name) == ["ProductsRouter", "EstimatesRouter", "UserRouter"])
    }

    /// 562 paths and 771 definitions: every definition is a model, and the warnings are the ones
    /// the document earns (listed in docs/OpenAPI.md, "Swagger 2.0").
    @Test(.enabled(if: enabled, SharedSpecs.skipped))
    func kubernetes() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.folder + "/kubernetes.json")
        #expect(spec.schemaNames.count == 771)
        // And the enum of the media types its patches are sent as.
        #expect(spec.models.count == 772)
        #expect(spec.routers.flatMap(\.endpoints).count == 1_123)
        #expect(spec.securitySchemes.map(\.kind) == [.apiKeyHeader("authorization")])
        let messages = diagnostics.all.map(\.message)
        #expect(messages.count == 22)
        #expect(messages.filter { $0.hasPrefix("parameter 'path' of operation 'connectCoreV1") && $0.hasSuffix("is labelled 'path2' in Swift, because 'path' is taken by 'path'") }.count == 21)
        #expect(messages.contains("server URL '/' is relative; the calls use 'http://localhost/' until you set a base URL"))
        // Ports and counts by number or by name (issue 32).
        #expect(spec.models.first { $0.name == "IoK8sApimachineryPkgUtilIntstrIntOrString" }?.kind == .alias(.named("IntOrString")))
    }

    /// Every patch takes the four media types Kubernetes reads JSON in (its CBOR one can't carry
    /// JSON): one enum serves all 131, JSON Patch first (issue 32).
    @Test(.enabled(if: enabled, SharedSpecs.skipped))
    func kubernetesPatchesChooseTheirMediaType() throws {
        let (spec, _) = try GeneratorPipeline.loadSpec(at: Self.folder + "/kubernetes.json")
        let patches = spec.routers.flatMap(\.endpoints).filter { $0.method == "PATCH" && $0.name.hasPrefix("patch") }
        let choices = patches.compactMap { $0.headerParameters.first { $0.wireName == "Content-Type" }?.type.written }
        #expect(patches.count == 131)
        #expect(choices.count == 131)
        #expect(Set(choices) == ["IoK8sApimachineryPkgApisMetaV1PatchMediaType?"])
        guard case let .stringEnum(cases)? = spec.models.first(where: { $0.name == "IoK8sApimachineryPkgApisMetaV1PatchMediaType" })?.kind
        else {
            Issue.record("no enum of the patch media types")
            return
        }
        #expect(cases.map(\.value) == [
            "application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json",
            "application/apply-patch+yaml",
        ])
    }
}
