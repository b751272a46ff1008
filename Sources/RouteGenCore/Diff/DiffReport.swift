import Foundation

/// What `routegen diff OLD NEW` found: every finding in a stable order, and their counts. Its JSON
/// form (`DiffReport.json`) is documented in docs/Diff.md; `schemaVersion` changes only when a
/// field is removed or changes meaning.
public struct DiffReport: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    /// How many findings of each severity, and of each change.
    public struct Summary: Codable, Equatable, Sendable {
        public var breaking: Int
        public var source: Int
        public var note: Int
        /// Change code → count, e.g. `"member.renamed": 12`.
        public var changes: [String: Int]
    }

    public var schemaVersion: Int
    /// The paths of the two specs, as given.
    public var old: String
    public var new: String
    public var summary: Summary
    /// Sorted by file, line and column (findings without a place last), then by severity, change and message.
    public var findings: [DiffFinding]

    public init(old: String, new: String, findings: [DiffFinding]) {
        schemaVersion = Self.currentSchemaVersion
        self.old = old
        self.new = new
        self.findings = findings.sorted(by: Self.precedes)
        var changes: [String: Int] = [:]
        for finding in findings { changes[finding.change, default: 0] += 1 }
        summary = Summary(
            breaking: findings.filter { $0.severity == .breaking }.count, source: findings.filter { $0.severity == .source }.count,
            note: findings.filter { $0.severity == .note }.count, changes: changes)
    }

    /// The findings as severe as `severity` or more.
    public func findings(atLeast severity: DiffFinding.Severity) -> [DiffFinding] {
        findings.filter { $0.severity >= severity }
    }

    private static func precedes(_ left: DiffFinding, _ right: DiffFinding) -> Bool {
        switch (left.location, right.location) {
        case let (left?, right?) where left != right:
            if left.file != right.file { return left.file < right.file }
            if left.line != right.line { return left.line < right.line }
            return left.column < right.column
        case (nil, _?): return false
        case (_?, nil): return true
        default: break
        }
        if left.severity != right.severity { return left.severity > right.severity }
        if left.change != right.change { return left.change < right.change }
        return left.message < right.message
    }

    /// The JSON form: keys sorted, so the same specs give the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
