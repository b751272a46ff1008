/// Collects the diagnostics of one run, so that a user sees every problem at once
/// instead of fixing them one run at a time.
public struct Diagnostics: Sendable, Equatable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation?) {
        emit(.error(message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?) {
        emit(.warning(message, at: location))
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }

    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// Diagnostics in file order: by file, line and column, keeping emission order for ties.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            switch (left, right) {
            case let (left?, right?):
                if left.file != right.file { return left.file < right.file }
                if left.line != right.line { return left.line < right.line }
                if left.column != right.column { return left.column < right.column }
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): break
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Thrown when a run cannot go on; the diagnostics say why.
public struct GenerationFailed: Error, CustomStringConvertible {
    public var diagnostics: Diagnostics

    public init(_ diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.sorted.map(\.description).joined(separator: "\n")
    }
}
