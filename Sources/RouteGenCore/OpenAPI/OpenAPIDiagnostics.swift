/// The diagnostics of one OpenAPI translation. A piece shared through `$ref` is translated once,
/// but a problem found at one place is reported once even when several paths lead to it.
struct OpenAPIDiagnostics {
    private(set) var collected = Diagnostics()
    private var seen: Set<Diagnostic> = []

    mutating func emit(_ diagnostic: Diagnostic) {
        guard seen.insert(diagnostic).inserted else { return }
        collected.emit(diagnostic)
    }

    mutating func warning(_ message: String, at location: SourceLocation?) { emit(.warning(message, at: location)) }

    mutating func error(_ message: String, at location: SourceLocation?) { emit(.error(message, at: location)) }

    mutating func note(_ message: String, at location: SourceLocation?) { emit(Diagnostic(.note, message, at: location)) }

    mutating func append(contentsOf other: Diagnostics) {
        for diagnostic in other.all { emit(diagnostic) }
    }

    var hasErrors: Bool { collected.hasErrors }
}
