import ArgumentParser
import RouteGenCore

/// `--config FILE` and `--default-access LEVEL`, shared by `generate` and `context`.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "A configuration file of options (docs/Configuration.md).", completion: .file(extensions: ["yaml", "yml", "json"]))
    var config: String?

    @Option(help: "The access level when neither the configuration nor the spec sets 'access': public, package or internal.")
    var defaultAccess: AccessLevel = .public

    /// The options of the file, with the default access; exits with the file's diagnostics when it has errors.
    func load() throws -> Configuration {
        var configuration = Configuration()
        if let config {
            do {
                configuration = try ConfigurationFile.load(path: config)
            } catch {
                throw Console.fail(error.diagnostics)
            }
        }
        configuration.defaultAccess = defaultAccess
        return configuration
    }

    /// These options as written on a command line, for a command to rerun.
    var arguments: String {
        (config.map { " --config \($0)" } ?? "") + (defaultAccess == .public ? "" : " --default-access \(defaultAccess.rawValue)")
    }
}

extension AccessLevel: ExpressibleByArgument {}
