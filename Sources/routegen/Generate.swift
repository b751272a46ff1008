import ArgumentParser
import Foundation
import RouteGenCore

/// `routegen SPEC -o DIR`: the main job.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift code from a spec (the default command).")

    @Argument(help: "The spec file, e.g. specs/api.yaml.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var spec: String

    @Option(name: [.short, .customLong("output")], help: "The folder to write into. Nothing is written outside it.",
            completion: .directory)
    var output: String

    @Option(help: "A folder of templates that replace the defaults of the same file name.", completion: .directory)
    var templates: String?

    @Option(help: """
        'files': one file per type, in Models/ and Routers/. 'bundled': always the same four files, \
        RouteGenSupport/Models/Routers/Clients.swift, for build tools that name their outputs in advance. \
        Wins over 'layout' in the configuration; 'files' when neither sets it.
        """)
    var layout: OutputLayout?

    @OptionGroup var options: ConfigurationOptions

    @Flag(help: "Write nothing; exit 1 and list the files that would change if the output is not up to date.")
    var check = false

    @Flag(name: .shortAndLong, help: "List every file written, removed or left unchanged.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors.")
    var quiet = false

    func run() throws {
        let start = Date()
        var loadDiagnostics = Diagnostics()
        if output.isEmpty {
            // An empty path would resolve to the current folder.
            loadDiagnostics.error("the output folder given with -o is empty; name a folder, or write '-o .' "
                + "for the current one", at: nil)
            throw Console.fail(loadDiagnostics)
        }
        let templateSet = templates.map { TemplateSet.loading(overridesFrom: $0, diagnostics: &loadDiagnostics) } ?? .defaults
        if loadDiagnostics.hasErrors { throw Console.fail(loadDiagnostics) }
        let configuration = try options.load()
        let identity = SpecIdentity(specAt: spec, outputFolder: output)
        let generation: GeneratorPipeline.Output
        do {
            generation = try GeneratorPipeline.run(
                specAt: spec, configuration: configuration, templates: templateSet, templatesFolder: templates,
                sourceIdentity: identity.name)
        } catch {
            var all = loadDiagnostics
            all.append(contentsOf: error.diagnostics)
            throw Console.fail(all)
        }
        var warnings = loadDiagnostics
        warnings.append(contentsOf: generation.diagnostics)
        Console.printDiagnostics(warnings)

        let layout = layout ?? generation.spec.configuration.layout?.value ?? .files
        let writer = OutputWriter(directory: output, identity: identity)
        let plan: OutputPlan
        do {
            plan = try writer.plan(layout.arrange(generation.files, sourceName: identity.name))
        } catch {
            throw Console.fail(error.diagnostics)
        }
        if !quiet { Console.printDiagnostics(plan.notes) }
        if check {
            try reportCheck(plan, writer: writer, layout: layout)
            return
        }
        if !plan.isUpToDate {
            do {
                try writer.apply(plan)
            } catch {
                throw Console.fail(error.diagnostics, whileWriting: true)
            }
        }
        report(plan, writer: writer, seconds: Date().timeIntervalSince(start))
    }

    private func reportCheck(_ plan: OutputPlan, writer: OutputWriter, layout: OutputLayout) throws {
        if plan.isUpToDate {
            if !quiet { print("\(output) is up to date with \(spec) (\(plan.unchanged.count) files).") }
            return
        }
        Console.error("\(output) is out of date with \(spec); run '\(rerunCommand(layout: layout))' to update it:")
        for change in plan.changes { Console.error("  would \(change.verb) \(writer.display(change.path))") }
        throw ExitCode.failure
    }

    /// The command that brings the output up to date.
    private func rerunCommand(layout: OutputLayout) -> String {
        "routegen \(spec) -o \(output)" + options.arguments + (self.layout.map { " --layout \($0.rawValue)" } ?? "")
    }

    private func report(_ plan: OutputPlan, writer: OutputWriter, seconds: Double) {
        guard !quiet else { return }
        if verbose {
            for change in plan.changes { print("\(change.verb)d \(writer.display(change.path))") }
            for path in plan.unchanged { print("unchanged \(writer.display(path))") }
        }
        let time = String(format: "%.2f s", seconds)
        if plan.isUpToDate {
            print("\(output) is up to date: \(plan.unchanged.count) files unchanged, nothing written (\(time)).")
        } else {
            let written = plan.creations.count + plan.updates.count
            print("Generated \(output) from \(spec): \(written) written, \(plan.unchanged.count) unchanged, "
                + "\(plan.removals.count + plan.leftovers.count) removed (\(time)).")
        }
    }
}

extension OutputLayout: ExpressibleByArgument {}
