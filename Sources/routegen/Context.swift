import ArgumentParser
import Foundation
import RouteGenCore
import Yams

/// `routegen context SPEC`: print what templates see.
struct Context: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the template context of a spec, as documented in docs/TemplateContext.md.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, yaml
    }

    @Argument(help: "The spec file.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var spec: String

    @Option(help: "json or yaml.")
    var format: Format = .json

    @OptionGroup var options: ConfigurationOptions

    func run() throws {
        let configuration = try options.load()
        let generation: GeneratorPipeline.Output
        do {
            generation = try GeneratorPipeline.run(specAt: spec, configuration: configuration)
        } catch {
            throw Console.fail(error.diagnostics)
        }
        Console.printDiagnostics(generation.diagnostics)
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(generation.context), as: UTF8.self))
        case .yaml:
            let encoder = YAMLEncoder()
            encoder.options.sortKeys = true
            print(try encoder.encode(generation.context), terminator: "")
        }
    }
}
