import Foundation
@testable import RouteGenCore

/// The compiler as the judge of `routegen diff`'s source findings: the old API's usage file
/// (`UsageFile`) is typechecked against the new version's generated code, and the compiler's
/// errors and the report's source findings must name the same symbols, both ways.
///
/// - An error is explained when a source finding names the symbol its line uses, or names a type
///   its line mentions as removed, renamed or changed in kind (every use of such a type breaks).
/// - A source finding is confirmed when a use of its symbol has an error: a line, or a switch and
///   its cases; for a type, a use of one of its members counts too.
struct CompilerOracle {
    struct Error: CustomStringConvertible {
        var line: Int
        var message: String
        var symbol: String?
        var description: String { "usage line \(line) (\(symbol ?? "no symbol")): \(message)" }
    }

    struct Verdict {
        var report: DiffReport
        var usage: UsageFile
        var errors: [Error]
        /// Errors no finding explains: breaks the report misses.
        var missed: [Error]
        /// Source findings whose uses compile: reported breaks that aren't.
        var unconfirmed: [DiffFinding]
        /// Errors in the new generated code itself.
        var outputErrors: [String]

        var symbols: Int { Set(usage.uses.map(\.symbol)).count }
        var brokenSymbols: Int { Set(errors.compactMap(\.symbol)).count }
        var sourceFindings: [DiffFinding] { report.findings.filter { $0.area == .source && $0.severity == .source } }
        var passes: Bool { missed.isEmpty && unconfirmed.isEmpty && outputErrors.isEmpty }

        var summary: String {
            "\(usage.uses.count) uses of \(symbols) symbols; the compiler breaks \(brokenSymbols) symbols with \(errors.count) errors; "
                + "\(sourceFindings.count) source findings; missed \(missed.count), unconfirmed \(unconfirmed.count)"
        }
    }

    /// The changes whose type breaks every line that names it.
    static let typeBreaks: Set<String> = ["type.removed", "type.renamed", "type.kindChanged", "type.genericsChanged"]

    /// A module already built from the new version's generated code, with warnings as errors, such as Stripe 2023's
    /// `StripeModels`, which Scripts/compile-whole-documents.sh builds: the usage file is typechecked against it
    /// instead of typechecking the same files again. `sources` is the folder it was built from, which must hold
    /// exactly the files generated now (and may hold more, such as a table of samples).
    struct Prebuilt {
        var name: String
        var modules: URL
        var sources: URL
    }

    static func check(old: String, new: String, configuration: Configuration = Configuration(), prebuilt: Prebuilt? = nil) throws -> Verdict {
        let report = try SpecDiff.run(old: old, new: new, configuration: configuration)
        let oldSpec = try GeneratorPipeline.loadSpec(at: old, configuration: configuration).0
        let usage = UsageFile(SurfaceBuilder(oldSpec).build())
        let folder = try CommandLineTests().temporaryFolder()
        let output = try GeneratorPipeline.run(specAt: new, configuration: configuration)
        let usageURL = folder.appendingPathComponent("Usage.swift")
        let arguments: [String]
        if let prebuilt {
            // The module was built from these very files, or the verdict would be about other code.
            let stale = output.files.filter { (try? String(contentsOf: prebuilt.sources.appendingPathComponent($0.path), encoding: .utf8)) != $0.contents }
            if !stale.isEmpty {
                let paths = stale.prefix(10).map(\.path).joined(separator: ", ")
                return judge(report: report, usage: usage, errors: [], outputErrors: [
                    "\(prebuilt.sources.path) is not the code generated now from \(new) (\(stale.count) files differ: \(paths)); build it again",
                ])
            }
            // The module is imported on the line that imports the runtime, so the usage file's lines keep their numbers.
            let source = usage.source.replacingOccurrences(of: "\nimport RouteGenRuntime\n", with: "\nimport RouteGenRuntime; import \(prebuilt.name)\n")
            try source.write(to: usageURL, atomically: true, encoding: .utf8)
            arguments = ["-module-name", "OracleUsage", "-I", prebuilt.modules.path, usageURL.path]
        } else {
            var paths: [String] = []
            for file in output.files {
                let url = folder.appendingPathComponent("New").appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
            try usage.source.write(to: usageURL, atomically: true, encoding: .utf8)
            arguments = ["-module-name", "OracleAPI", "-j", "2", "-I", Toolchain.modules.path] + paths + [usageURL.path]
        }
        let (diagnostics, _, _) = try Swiftc.run(["-typecheck", "-swift-version", "6", "-suppress-warnings", "-parse-as-library"] + arguments)
        var errors: [Error] = []
        var outputErrors: [String] = []
        for diagnostic in diagnostics where diagnostic.severity == "error" {
            guard diagnostic.file == usageURL.path else {
                outputErrors.append(diagnostic.text)
                continue
            }
            errors.append(Error(line: diagnostic.line, message: diagnostic.message, symbol: usage.use(at: diagnostic.line)?.symbol))
        }
        return judge(report: report, usage: usage, errors: errors, outputErrors: outputErrors)
    }

    static func judge(report: DiffReport, usage: UsageFile, errors: [Error], outputErrors: [String]) -> Verdict {
        let findings = report.findings.filter { $0.area == .source && $0.severity == .source }
        let named = Set(findings.compactMap(\.symbol))
        let brokenTypes = Set(findings.filter { typeBreaks.contains($0.change) }.compactMap(\.symbol))
        let missed = errors.filter { error in
            guard let use = usage.use(at: error.line) else { return true }
            return !named.contains(use.symbol) && use.mentions.isDisjoint(with: brokenTypes)
        }
        let errorLines = errors.map(\.line)
        let unconfirmed = findings.filter { finding in
            guard let symbol = finding.symbol else { return true }
            let uses = usage.uses.filter { $0.symbol == symbol || $0.symbol.hasPrefix(symbol + ".") }
            return !uses.contains { use in errorLines.contains { use.lines.contains($0) } }
        }
        return Verdict(report: report, usage: usage, errors: errors, missed: missed, unconfirmed: unconfirmed, outputErrors: outputErrors)
    }
}

/// Runs `swiftc` and reads its diagnostics.
enum Swiftc {
    struct Diagnostic {
        var file: String
        var line: Int
        var severity: String
        var message: String
        var text: String
    }

    /// The diagnostics of a run, its exit status and all it printed.
    static func run(_ arguments: [String]) throws -> (diagnostics: [Diagnostic], status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Toolchain.swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let diagnostics = text.split(separator: "\n").compactMap { line -> Diagnostic? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil else { return nil }
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            guard ["error", "warning", "note"].contains(severity) else { return nil }
            return Diagnostic(file: String(parts[0]), line: number, severity: severity,
                              message: parts[4].trimmingCharacters(in: .whitespaces), text: String(line))
        }
        return (diagnostics, process.terminationStatus, text)
    }
}
