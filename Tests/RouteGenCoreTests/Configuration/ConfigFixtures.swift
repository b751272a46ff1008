import Foundation
@testable import RouteGenCore
import Yams

/// The documents and configuration files under `Tests/Fixtures/config/`. The configuration is read
/// here, in the test, for the `names` and `types` sections only, with each key and value located
/// where it is written, as the configuration file reader locates them.
enum ConfigFixtures {
    static let folder = TestPaths.url("Tests/Fixtures/config").path + "/"

    /// The `names` and `types` of a configuration file.
    static func configuration(_ name: String) throws -> Configuration {
        let path = folder + name
        let root = try Yams.compose(yaml: String(contentsOfFile: path, encoding: .utf8))
        var configuration = Configuration()
        let renames = { (section: String, key: String) -> [Rename] in
            guard let mapping = root?[section]?[key]?.mapping else { return [] }
            return mapping.map { key, value in
                Rename(from: Located(key.string ?? "", at: SourceLocation(of: key, in: path)),
                       to: Located(value.string ?? "", at: SourceLocation(of: value, in: path)))
            }
        }
        configuration.names.types = renames("names", "types")
        configuration.names.operations = renames("names", "operations")
        configuration.names.properties = renames("names", "properties")
        configuration.names.cases = renames("names", "cases")
        configuration.types.schemas = renames("types", "schemas")
        configuration.types.formats = renames("types", "formats")
        return configuration
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
