import Foundation
import RouteGenCore

/// The documents and configuration files under `Tests/Fixtures/config/`.
enum ConfigFixtures {
    static let folder = TestPaths.url("Tests/Fixtures/config").path + "/"

    /// A configuration file of the fixtures folder, read as `--config` reads it.
    static func configuration(_ name: String) throws -> Configuration {
        try ConfigurationFile.load(path: folder + name)
    }

    /// A run of `document` with the configuration file `config`.
    static func run(_ document: String, config: String) throws -> GeneratorPipeline.Output {
        try GeneratorPipeline.run(specAt: folder + document, configuration: configuration(config))
    }

    /// Every diagnostic of a run, with paths relative to the fixtures folder; the errors when it fails.
    static func diagnostics(_ document: String, config: String) throws -> [String] {
        do {
            let output = try run(document, config: config)
            return relative(output.diagnostics)
        } catch let failure as GenerationFailed {
            return relative(failure.diagnostics)
        }
    }

    static func relative(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map { $0.description.replacingOccurrences(of: folder, with: "") }
    }
}
