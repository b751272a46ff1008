import Foundation
import Testing
@testable import RouteGenCore

/// The compiler-oracle harness on the hand-written pairs of Tests/Fixtures/diff, which together hold
/// every kind of change `routegen diff` reports: the usage file of the old API typechecked against
/// the new generated code must break exactly the symbols the report's source findings name, and every
/// answer of the new version that the old models fail to decode must be a reported break.
@Suite struct DiffOracleTests {
    static let pairs = [
        "Tests/Fixtures/diff/openapi", "Tests/Fixtures/diff/answers", "Tests/Fixtures/diff/routegen", "Tests/Fixtures/diff/groups",
    ]

    static func paths(_ pair: String) -> (old: String, new: String) {
        let root = CommandLineTests.repository.appendingPathComponent(pair)
        return (root.appendingPathComponent("old.yaml").path, root.appendingPathComponent("new.yaml").path)
    }

    @Test(arguments: pairs) func theCompilerBreaksWhatTheReportSays(pair: String) throws {
        let (old, new) = Self.paths(pair)
        let verdict = try CompilerOracle.check(old: old, new: new)
        #expect(verdict.outputErrors.isEmpty, "the new generated code doesn't compile: \(verdict.outputErrors)")
        #expect(verdict.missed.isEmpty, "breaks the compiler finds and the report misses:\n\(verdict.missed.map(\.description).joined(separator: "\n"))")
        #expect(verdict.unconfirmed.isEmpty, "reported source breaks that compile:\n\(verdict.unconfirmed.map { "\($0.symbol ?? ""): \($0.message)" }.joined(separator: "\n"))")
        // The pair is a real test: many symbols break.
        #expect(verdict.brokenSymbols >= 10, "\(verdict.summary)")
        print("\(pair): \(verdict.summary)")
        if ProcessInfo.processInfo.environment["ROUTEGEN_ORACLE_DUMP"] != nil {
            print(verdict.usage.source)
            for error in verdict.errors { print(error) }
        }
    }

    @Test(arguments: pairs) func everyAnswerTheOldModelsCantDecodeIsAReportedBreak(pair: String) throws {
        let (old, new) = Self.paths(pair)
        let report = try SpecDiff.run(old: old, new: new)
        let verdict = try DecodingOracle.check(old: old, new: new, report: report)
        #expect(verdict.buildErrors.isEmpty, "the old generated code and the decoding program don't build: \(verdict.buildErrors)")
        #expect(verdict.unreported.isEmpty, "answers the old models can't decode, with no reported break:\n\(verdict.unreported.map(\.description).joined(separator: "\n"))")
        #expect(verdict.unread + verdict.decoded + verdict.failures.count == verdict.answers, "\(verdict.summary)")
        #expect(!verdict.failures.isEmpty, "\(verdict.summary)")
        print("\(pair): \(verdict.summary)")
    }

    /// The usage file of an API compiles against the API itself: every kind of symbol is used the way
    /// its declaration allows (envelopes and generic models, servers with variables, credentials,
    /// typed headers and error bodies, streams, file parts, nested groups of calls).
    @Test(arguments: [
        "specs/api.yaml", "Tests/Fixtures/answers/stripe.json", "Tests/Fixtures/openapi/servers.yaml",
        "Tests/Fixtures/streaming/streams.yaml", "Tests/Fixtures/wire/uploads.yaml", "Tests/Fixtures/diff/groups/old.yaml",
    ]) func theUsageOfAnAPICompilesAgainstItself(spec: String) throws {
        let path = CommandLineTests.repository.appendingPathComponent(spec).path
        let verdict = try CompilerOracle.check(old: path, new: path)
        #expect(verdict.outputErrors.isEmpty, "\(verdict.outputErrors)")
        #expect(verdict.errors.isEmpty, "\(verdict.errors.map(\.description).joined(separator: "\n"))")
        #expect(verdict.report.findings.isEmpty)
        #expect(verdict.usage.uses.count >= 10, "\(verdict.summary)")
    }
}
