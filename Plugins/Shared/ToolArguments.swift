/// The routegen command lines both plugins run. They are kept apart from PackagePlugin so that
/// tests can check them.
enum ToolArguments {
    /// The access level when neither the configuration file nor the spec sets one. The plugins
    /// compile the code into a target of the user's package, where it is that target's own code
    /// rather than its API; a library whose users call the generated types sets `access: public`.
    static let defaultAccess = "internal"

    /// The build plugin's run: the four files of the bundled layout into `output`. Paths are
    /// absolute, so errors name the spec and the configuration file by their absolute paths.
    static func build(spec: String, config: String?, output: String) -> [String] {
        [spec, "--output", output, "--layout", "bundled", "--quiet"] + shared(config: config)
    }

    /// The command plugin's run: the `files` layout into `output`, with `--check` and `--verbose`
    /// passed on. Paths are relative to the package folder, the run's working directory.
    static func command(spec: String, config: String?, output: String, check: Bool, verbose: Bool) -> [String] {
        var arguments = [spec, "--output", output]
        if check { arguments.append("--check") }
        if verbose { arguments.append("--verbose") }
        return arguments + shared(config: config)
    }

    /// The diff plugin's run: the old spec against the new one, with the new one's configuration file
    /// for both, `--format` and `--fail-on` passed on.
    static func diff(old: String, new: String, config: String?, format: String?, failOn: String?) -> [String] {
        ["diff", old, new] + (format.map { ["--format", $0] } ?? []) + (failOn.map { ["--fail-on", $0] } ?? [])
            + shared(config: config)
    }

    private static func shared(config: String?) -> [String] {
        ["--default-access", defaultAccess] + (config.map { ["--config", $0] } ?? [])
    }
}
