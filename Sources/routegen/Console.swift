import ArgumentParser
import Foundation
import RouteGenCore

/// Output to the terminal: diagnostics and errors on standard error.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints diagnostics in file order, in the compiler's `path:line:col: error: message` shape.
    static func printDiagnostics(_ diagnostics: Diagnostics) {
        for diagnostic in diagnostics.sorted { error(diagnostic.description) }
    }

    /// Prints the diagnostics and a count, and returns the exit status to throw.
    /// `whileWriting` is set when some files may already have been replaced.
    static func fail(_ diagnostics: Diagnostics, whileWriting: Bool = false) -> ExitCode {
        printDiagnostics(diagnostics)
        let count = diagnostics.errors.count
        let outcome = whileWriting
            ? "the files listed were not written; the others are complete" : "nothing was written"
        error(count > 1 ? "routegen: \(count) errors; \(outcome)." : "routegen: \(outcome).")
        return ExitCode.failure
    }
}
