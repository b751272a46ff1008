import Foundation

/// The Markdown form, for a pull request comment: the counts, then a table per severity. Long
/// tables are folded, and cut at `rowLimit` rows so the comment stays within what code hosts accept.
extension DiffReport {
    public static let rowLimit = 200

    public var markdown: String {
        var text = "### routegen diff: `\(old)` → `\(new)`\n\n"
        text += "**\(Self.counted(summary.breaking, "breaking change"))**, **\(Self.counted(summary.source, "source change"))**, "
            + "\(Self.counted(summary.note, "note")).\n"
        let sections: [(DiffFinding.Severity, String)] = [
            (.breaking, "Breaking: clients built on the old version fail against the new server"),
            (.source, "Source: code written against the old generated API no longer compiles"),
            (.note, "Notes: nothing fails, something is lost or worth knowing"),
        ]
        for (severity, title) in sections {
            let rows = findings.filter { $0.severity == severity }
            guard !rows.isEmpty else { continue }
            text += "\n#### \(title)\n\n"
            let folded = rows.count > 20
            if folded { text += "<details><summary>\(Self.counted(rows.count, "finding"))</summary>\n\n" }
            text += "| Where | What | Suggestion |\n| --- | --- | --- |\n"
            for finding in rows.prefix(Self.rowLimit) {
                let place = finding.location.map { "`\($0)`" } ?? ""
                text += "| \(place) | \(Self.cell(finding.message)) | \(Self.cell(finding.suggestion ?? "")) |\n"
            }
            if rows.count > Self.rowLimit {
                text += "\n… and \(rows.count - Self.rowLimit) more; `routegen diff --format text` lists them all.\n"
            }
            if folded { text += "\n</details>\n" }
        }
        return text
    }

    /// A table cell: pipes escaped, quoted Swift and wire names in code spans.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
