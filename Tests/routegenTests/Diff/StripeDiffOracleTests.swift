import Foundation
import Testing
@testable import RouteGenCore

/// The compiler-oracle harness on the shared Stripe pair (2022 → 2023, 8 MB together). It takes
/// minutes (the new version's 2,000 files typechecked with the old one's usage file, the old
/// version's built into a program that decodes the new one's answers), so `swift test` leaves it to
/// `.ci/run`, which sets `ROUTEGEN_DIFF_ORACLE_STRIPE=1`. The documents are found as the other tests
/// find them (`SharedSpecs`): a run that asks for the harness without them skips it and says why, and
/// fails under `ROUTEGEN_REQUIRE_SHARED_SPECS=1`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ROUTEGEN_DIFF_ORACLE_STRIPE"] == "1"),
       .enabled(if: SharedSpecs.enabled("stripe-2022.openapi.json") && SharedSpecs.enabled("stripe-2023.openapi.yaml"),
                SharedSpecs.skipped))
struct StripeDiffOracleTests {
    static let old = SharedSpecs.path("stripe-2022.openapi.json")
    static let new = SharedSpecs.path("stripe-2023.openapi.yaml")

    /// Scripts/compile-whole-documents.sh builds Stripe 2023's whole output, with warnings as errors, as the module
    /// StripeModels. Where ROUTEGEN_WHOLE_DOCUMENTS names its scratch package (.ci/run runs it first), the compiler
    /// oracle typechecks the usage file against that module, once it has checked that the module's sources are
    /// the code generated now, instead of typechecking the same 2,000 files again.
    static var prebuilt: CompilerOracle.Prebuilt? {
        guard let folder = ProcessInfo.processInfo.environment["ROUTEGEN_WHOLE_DOCUMENTS"] else { return nil }
        let root = URL(fileURLWithPath: folder)
        return CompilerOracle.Prebuilt(
            name: "StripeModels", modules: root.appendingPathComponent(".build/debug/Modules"),
            sources: root.appendingPathComponent("Sources/StripeModels"))
    }

    @Test func theCompilerBreaksWhatTheReportSays() throws {
        let verdict = try CompilerOracle.check(old: Self.old, new: Self.new, prebuilt: Self.prebuilt)
        #expect(verdict.outputErrors.isEmpty, "the new generated code doesn't compile: \(verdict.outputErrors.prefix(20))")
        let missed = verdict.missed.prefix(40).map(\.description).joined(separator: "\n")
        #expect(verdict.missed.isEmpty, "breaks the compiler finds and the report misses (\(verdict.missed.count)):\n\(missed)")
        let unconfirmed = verdict.unconfirmed.prefix(40).map { "\($0.symbol ?? ""): \($0.message)" }.joined(separator: "\n")
        #expect(verdict.unconfirmed.isEmpty, "reported source breaks that compile (\(verdict.unconfirmed.count)):\n\(unconfirmed)")
        print("Stripe 2022 → 2023: \(verdict.summary)")
    }

    @Test func everyAnswerTheOldModelsCantDecodeIsAReportedBreak() throws {
        let report = try SpecDiff.run(old: Self.old, new: Self.new)
        let verdict = try DecodingOracle.check(old: Self.old, new: Self.new, report: report)
        #expect(verdict.buildErrors.isEmpty, "\(verdict.buildErrors.prefix(20))")
        let unreported = verdict.unreported.prefix(40).map(\.description).joined(separator: "\n")
        #expect(verdict.unreported.isEmpty, "answers the old models can't decode, with no reported break (\(verdict.unreported.count)):\n\(unreported)")
        #expect(verdict.answers > 500, "\(verdict.summary)")
        print("Stripe 2022 → 2023: \(verdict.summary)")
    }

    /// The excerpt of the Stripe report in docs/Diff.md is real: its lines are in the report, in order.
    @Test func theExcerptInTheDocsIsInTheReport() throws {
        let report = try SpecDiff.run(old: Self.old, new: Self.new)
        let doc = try String(contentsOf: CommandLineTests.repository.appendingPathComponent("docs/Diff.md"), encoding: .utf8)
        let lines = doc.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("<!-- stripe-excerpt -->") })
        let body = lines[(start + 2)...].prefix { !$0.hasPrefix("```") }
        #expect(body.count >= 10)
        // The doc names the documents by their file names; the test by their paths.
        let text = report.text.replacingOccurrences(of: SharedSpecs.folder + "/", with: "")
        let missing = DocRun.missingLine(Array(body), in: text, firstLine: start + 3)
        #expect(missing == nil, "\(missing ?? "")")
    }
}
