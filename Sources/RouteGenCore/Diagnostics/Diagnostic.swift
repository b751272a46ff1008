/// One problem found in a spec, printed in the compiler's shape so that Xcode and SwiftPM
/// turn it into a clickable issue: `path:line:col: error: message`.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` for problems that belong to no place in a file.
    public var location: SourceLocation?

    /// Line breaks and other control characters in `message` (from a value it quotes) are
    /// escaped, so one diagnostic is always one line.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = DiagnosticText.escaped(message)
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    public var description: String {
        let prefix = location.map { "\($0): " } ?? "routegen: "
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}
