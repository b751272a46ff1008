import Foundation
import Testing
@testable import RouteGenCore

/// The hand-written pairs of Tests/Fixtures/diff, each an old and a new version of one API: their
/// reports in the three formats are golden files, and together they hold every change docs/Diff.md lists.
@Suite struct DiffPairTests {
    static let pairs = ["openapi", "answers", "routegen", "groups"]

    /// The report of a pair, its files named by their paths in the repository.
    static func report(_ pair: String) throws -> DiffReport {
        let old = "Tests/Fixtures/diff/\(pair)/old.yaml", new = "Tests/Fixtures/diff/\(pair)/new.yaml"
        let oldSpec = try GeneratorPipeline.loadSpec(data: Data(contentsOf: TestPaths.url(old)), path: old).0
        let newSpec = try GeneratorPipeline.loadSpec(data: Data(contentsOf: TestPaths.url(new)), path: new).0
        return SpecDiff.compare(oldSpec, newSpec, old: old, new: new)
    }

    @Test(arguments: pairs) func reportsMatchTheirGoldenFiles(pair: String) throws {
        let report = try Self.report(pair)
        assertTextGolden(report.text, suite: "DiffPairTests", test: pair, name: "report", pathExtension: "txt")
        assertTextGolden(report.markdown, suite: "DiffPairTests", test: pair, name: "report", pathExtension: "md")
        assertTextGolden(report.json + "\n", suite: "DiffPairTests", test: pair, name: "report", pathExtension: "json")
    }

    /// The pairs hold every change of the table in docs/Diff.md, and the table every change they report.
    @Test func thePairsHoldEveryDocumentedChange() throws {
        let documented = try Self.documentedChanges()
        #expect(documented.count >= 40)
        var reported: Set<String> = []
        for pair in Self.pairs { reported.formUnion(try Self.report(pair).findings.map(\.change)) }
        #expect(documented.subtracting(reported).isEmpty, "documented, not in any pair: \(documented.subtracting(reported).sorted())")
        #expect(reported.subtracting(documented).isEmpty, "reported, not documented: \(reported.subtracting(documented).sorted())")
    }

    /// The `change` codes of the tables in docs/Diff.md: rows that start with a code in backticks
    /// and give its severity next (the JSON keys' table doesn't).
    static func documentedChanges() throws -> Set<String> {
        let text = try String(contentsOf: TestPaths.url("docs/Diff.md"), encoding: .utf8)
        var codes: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 1, ["breaking", "source", "note"].contains(cells[1]) else { continue }
            codes.insert(String(cells[0].dropFirst().prefix { $0 != "`" }))
        }
        return codes
    }

    /// A rename is recognised where the operation (method and path) or the wire name stayed, and the
    /// new spelling is given.
    @Test func renamesNameTheNewSpelling() throws {
        let report = try Self.report("openapi")
        let call = try #require(report.findings.first { $0.change == "member.renamed" && $0.symbol == "PetsClient.showPetById(…)" })
        #expect(call.replacement == "PetsClient.getPet(…)")
        #expect(call.location?.description == "Tests/Fixtures/diff/openapi/new.yaml:38:5")
        #expect(call.message == "'client.pets.getPet(…)' was renamed from 'showPetById' (the same operation, GET /pets/{id})")
        #expect(call.suggestion == "write 'client.pets.getPet(…)'")
        let model = try #require(report.findings.first { $0.change == "type.renamed" && $0.symbol == "Address" })
        #expect(model.replacement == "PostalAddress")
        let property = try #require(try Self.report("routegen").findings.first { $0.change == "member.renamed" && $0.symbol == "Item.ownerID" })
        #expect(property.replacement == "Item.sellerID")
        #expect(property.message.contains("the same wire name, 'owner_id'"))
    }

    /// What was removed is placed in the old spec; everything else in the new one.
    @Test func removalsPointIntoTheOldSpec() throws {
        for finding in try Self.report("openapi").findings {
            let file = finding.location?.file ?? ""
            let removal = finding.change.hasSuffix(".removed") && finding.change != "parameter.removed"
                || ["response.fieldRemoved", "response.fieldGone", "request.fieldUndocumented", "request.bodyUndocumented"].contains(finding.change)
            #expect(file.hasSuffix(removal ? "old.yaml" : "new.yaml"), "\(finding.change): \(finding.message) at \(file)")
        }
    }

    /// A spec compared with itself has nothing to report.
    @Test(arguments: pairs) func aVersionComparedWithItselfChangesNothing(pair: String) throws {
        let path = "Tests/Fixtures/diff/\(pair)/new.yaml"
        let spec = try GeneratorPipeline.loadSpec(data: Data(contentsOf: TestPaths.url(path)), path: path).0
        #expect(SpecDiff.compare(spec, spec, old: path, new: path).findings.isEmpty)
    }
}
