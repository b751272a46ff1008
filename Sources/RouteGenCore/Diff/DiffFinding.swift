/// One change `routegen diff` reports: what breaks or changes for app code that uses the old
/// generated API (`source`), or for a client built on the old version that talks to a server built
/// on the new one (`wire`). Its JSON form is documented in docs/Diff.md and stable.
public struct DiffFinding: Codable, Equatable, Sendable {
    public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
        /// A client built on the old version fails against the new server: a request it sends is
        /// rejected, or an answer it receives doesn't decode.
        case breaking
        /// Code written against the old generated API doesn't compile against the new one.
        case source
        /// Nothing fails, but something is lost or worth knowing: a value decoded as `unknown`, a
        /// field ignored, a call whose result is now unused.
        case note

        var rank: Int {
            switch self {
            case .breaking: 2
            case .source: 1
            case .note: 0
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public enum Area: String, Codable, Sendable {
        /// The generated Swift API.
        case source
        /// Requests and answers.
        case wire
    }

    public var severity: Severity
    public var area: Area
    /// What changed, as a stable code: `call.removed`, `property.typeChanged`, `response.fieldRemoved`…
    public var change: String
    /// The old API's symbol that the change breaks, as the compiler-oracle tests name it:
    /// `Customer.email`, `CustomersClient.list(limit:)`; `nil` for wire changes.
    public var symbol: String?
    /// How the new API spells it, when the symbol was renamed or moved, or its type changed.
    public var replacement: String?
    /// The operations the change concerns, as the new version writes them (the old one for removed
    /// operations): `GET /v1/customers/{customer}`.
    public var operations: [String]
    /// For wire changes: the name on the wire of the parameter, field or property concerned
    /// (`nickname`, `X-Visitor-Id`); `nil` for a whole answer, body, enum or operation.
    public var field: String?
    /// Where the change is: in the new spec, or in the old one for what was removed.
    public var location: SourceLocation?
    /// One line, in the project's diagnostic style.
    public var message: String
    /// What to write instead, or what to do, when there is something to say.
    public var suggestion: String?

    init(
        _ severity: Severity, _ area: Area, _ change: String, symbol: String? = nil, replacement: String? = nil,
        field: String? = nil, operations: [String] = [], at location: SourceLocation?, _ message: String, suggestion: String? = nil
    ) {
        self.severity = severity
        self.area = area
        self.change = change
        self.symbol = symbol
        self.replacement = replacement
        self.field = field
        self.operations = operations
        self.location = location
        self.message = DiagnosticText.escaped(message)
        self.suggestion = suggestion.map(DiagnosticText.escaped)
    }
}
