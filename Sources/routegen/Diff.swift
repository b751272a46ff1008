import ArgumentParser
import Foundation
import RouteGenCore

/// `routegen diff OLD NEW`: what a new version of the spec breaks, in Swift terms and on the wire.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report what a new version of a spec breaks: in the generated Swift API, and on the wire.",
        discussion: """
            Exits 1 when a finding is at least as severe as --fail-on, 0 otherwise, and 2 for a bad \
            invocation or a spec that can't be read. docs/Diff.md describes the findings and the JSON form.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case breaking, source, none
    }

    @Argument(help: "The old version of the spec.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var old: String

    @Argument(help: "The new version of the spec.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var new: String

    @Option(help: "text (compiler-style lines), markdown (for a pull request comment) or json (docs/Diff.md).")
    var format: Format = .text

    @Option(help: "Exit 1 when there are breaking changes ('breaking'), source or breaking changes ('source'), or never ('none').")
    var failOn: FailOn = .breaking

    @OptionGroup var options: ConfigurationOptions

    func run() throws {
        let configuration: Configuration
        do {
            configuration = try options.load()
        } catch {
            throw Self.unusable
        }
        let report: DiffReport
        do {
            report = try SpecDiff.run(old: old, new: new, configuration: configuration)
        } catch {
            Console.printDiagnostics(error.diagnostics)
            Console.error("routegen: the specs could not be compared.")
            throw Self.unusable
        }
        switch format {
        case .text: print(report.text, terminator: "")
        case .markdown: print(report.markdown, terminator: "")
        case .json: print(report.json)
        }
        let threshold: DiffFinding.Severity? = switch failOn {
        case .breaking: .breaking
        case .source: .source
        case .none: nil
        }
        if let threshold, !report.findings(atLeast: threshold).isEmpty { throw ExitCode.failure }
    }

    /// A bad invocation, or a spec (or configuration file) that can't be read.
    static let unusable = ExitCode(2)
}
