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
    static func fail(_ diagnostics: Diagnostics) -> ExitCode {
        printDiagnostics(diagnostics)
        let count = diagnostics.errors.count
        if count > 1 { error("routegen: \(count) errors; nothing was written.") }
        else { error("routegen: nothing was written.") }
        return ExitCode.failure
    }
}
