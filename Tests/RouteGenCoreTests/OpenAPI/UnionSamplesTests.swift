import Foundation
@testable import RouteGenCore
import Testing

/// The union fixtures: `IntegrationTests/Generated/StripeUnionsAPI` and `GitHubUnionsAPI` (golden folders, `Golden`) hold the code generated
/// from the cut documents of `Tests/Fixtures/unions` (`Scripts/cut-union-fixtures.py`), with a table
/// of samples (`UnionSamples.swift`) that `WireDecodingTests.UnionVariantTests` decodes. With
/// record mode (`SNAPSHOT_TESTING_RECORD=failed`) the test writes the folders.
///
/// `Scripts/compile-whole-documents.sh unions` runs ``writesWholeDocuments()`` with `ROUTEGEN_UNION_SCRATCH` set,
/// to do the same for the whole shared documents in a scratch package.
@Suite struct UnionSamplesTests {
    static let cuts = [
        (document: "Tests/Fixtures/unions/stripe.json", folder: Golden.folder("StripeUnionsAPI")),
        (document: "Tests/Fixtures/unions/github.json", folder: Golden.folder("GitHubUnionsAPI")),
    ]

    @Test(arguments: cuts.map(\.document))
    func cutFixturesMatchGenerator(document: String) throws {
        let folder = Self.cuts.first { $0.document == document }!.folder
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(document).path)
        let files = output.files + [GeneratedFile(path: "UnionSamples.swift", contents: UnionSamples(output.spec).table(
            documentName: URL(fileURLWithPath: document).lastPathComponent))]
        Golden.check(files, folder: folder, writer: .plain)
    }

    /// Every variant of the cut documents gets a sample, and the lookalikes are the ones the generator reports.
    @Test func samplesCoverEveryVariant() throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(Self.cuts[1].document).path)
        let samples = UnionSamples(output.spec).samples()
        let variants = output.spec.models.reduce(0) { count, model in
            if case let .oneOf(oneOf) = model.kind { return count + oneOf.variants.count }
            return count
        }
        #expect(samples.count == variants)
        let lookalikes = Set(samples.filter(\.isLookalike).map(\.caseName))
        #expect(lookalikes.isSuperset(of: ["labeledIssueEvent", "unlabeledIssueEvent", "waitTimer", "reviewers", "object"]))
        let reported = output.diagnostics.all.filter { $0.message.contains("can't be told apart") }
        #expect(!reported.isEmpty)
        let waitTimer = try #require(samples.first { $0.caseName == "waitTimer" })
        #expect(waitTimer.json.contains("\"wait_timer\":1"), "a lookalike's sample carries its own key")
    }

    /// Writes the whole Stripe and GitHub outputs, their samples and a program that checks them into
    /// the scratch package `ROUTEGEN_UNION_SCRATCH` names (see `Scripts/compile-whole-documents.sh unions`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ROUTEGEN_UNION_SCRATCH"] != nil))
    func writesWholeDocuments() throws {
        let scratch = URL(fileURLWithPath: ProcessInfo.processInfo.environment["ROUTEGEN_UNION_SCRATCH"]!)
        let documents = [("StripeModels", "stripe-2023.openapi.yaml"), ("GitHubModels", "github-2022.openapi.yaml")]
        var summary: [String] = []
        for (module, name) in documents {
            let path = SharedSpecs.path(name)
            guard FileManager.default.fileExists(atPath: path) else {
                Issue.record("\(path) is missing; set ROUTEGEN_SHARED_SPECS")
                return
            }
            let output = try GeneratorPipeline.run(specAt: path)
            let samples = UnionSamples(output.spec)
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("Sources/\(module)"))
            try Self.write(output.files + [GeneratedFile(path: "UnionSamples.swift", contents: samples.table(documentName: name))],
                           to: scratch.appendingPathComponent("Sources/\(module)"))
            summary.append(Self.summary(of: output.spec, name: name))
        }
        let check = #"""
            // Written by RouteGenCoreTests.UnionSamplesTests for Scripts/compile-whole-documents.sh unions.
            import Foundation
            import GitHubModels
            import StripeModels

            typealias Outcome = (union: String, expected: String, json: String, isLookalike: Bool, problem: String?)
            let documents: [(String, [Outcome])] = [
                ("Stripe", StripeModels.UnionSamples.all.map {
                    ($0.union, $0.expected, $0.json, $0.isLookalike, StripeModels.UnionSamples.outcome($0))
                }),
                ("GitHub", GitHubModels.UnionSamples.all.map {
                    ($0.union, $0.expected, $0.json, $0.isLookalike, GitHubModels.UnionSamples.outcome($0))
                }),
            ]
            var failed = 0
            for (document, outcomes) in documents {
                var lookalikes: [String] = []
                for outcome in outcomes {
                    guard let problem = outcome.problem else { continue }
                    let line = "\(document) \(outcome.union).\(outcome.expected): \(problem)"
                    if outcome.isLookalike, problem == "decodes as .unknown" {
                        lookalikes.append(line)
                    } else {
                        print("FAILED: " + line + "\n  " + outcome.json.prefix(300))
                        failed += 1
                    }
                }
                let told = outcomes.filter { $0.problem == nil }.count
                print("\(document): \(outcomes.count) variants; \(told) decode as themselves; \(lookalikes.count) can't be told apart:")
                for line in lookalikes { print("  " + line) }
            }
            print("\(failed) variants decoded as another or failed")
            exit(failed == 0 ? 0 : 1)

            """#
        try Self.write([GeneratedFile(path: "main.swift", contents: check)], to: scratch.appendingPathComponent("Sources/CheckUnions"))
        try (summary.joined(separator: "\n") + "\n").write(to: scratch.appendingPathComponent("summary.txt"), atomically: true, encoding: .utf8)
    }

    /// How many unions the spec has, how many decide by a single-value property or a discriminator,
    /// and how many variants are lookalikes.
    static func summary(of spec: APISpec, name: String) -> String {
        var unions = 0, selecting = 0, variants = 0, lookalikes = 0
        for model in spec.models {
            guard case let .oneOf(oneOf) = model.kind else { continue }
            unions += 1
            variants += oneOf.variants.count
            if oneOf.discriminator != nil || oneOf.variants.contains(where: { !$0.fixedProperties.isEmpty }) { selecting += 1 }
            lookalikes += oneOf.variants.filter { $0.lookalikeGroup != nil }.count
        }
        return "\(name): \(unions) unions (\(variants) variants); \(selecting) decide by a single-value property or a "
            + "discriminator; \(lookalikes) variants are lookalikes"
    }

    static func write(_ files: [GeneratedFile], to root: URL) throws {
        try? FileManager.default.removeItem(at: root)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
