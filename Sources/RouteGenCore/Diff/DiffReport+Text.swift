/// The text form: one line per finding, in the compiler's shape, so terminals, Xcode and CI logs
/// make each one a link to its place in the spec. A breaking change is an `error`, a source change
/// a `warning`, a note a `note`; the change code closes the line as the compiler's groups do.
extension DiffReport {
    public var text: String {
        var lines = findings.map(Self.line)
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(_ finding: DiffFinding) -> String {
        let place = finding.location.map { "\($0): " } ?? "routegen: "
        let severity = switch finding.severity {
        case .breaking: "error"
        case .source: "warning"
        case .note: "note"
        }
        let suggestion = finding.suggestion.map { "; \($0)" } ?? ""
        return "\(place)\(severity): \(finding.message)\(suggestion) [\(finding.change)]"
    }

    /// `routegen diff: 2 breaking changes, 14 source changes, 30 notes (old.yaml → new.yaml).`
    public var summaryLine: String {
        "routegen diff: " + Self.counted(summary.breaking, "breaking change") + ", "
            + Self.counted(summary.source, "source change") + ", " + Self.counted(summary.note, "note")
            + " (\(old) → \(new))."
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}
