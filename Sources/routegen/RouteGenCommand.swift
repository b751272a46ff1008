import ArgumentParser
import Foundation

@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generates typed Swift routers, parameter keys, header enums and Codable models from an API spec.",
        discussion: """
            Run 'routegen SPEC -o DIR' to generate. The spec format is described in docs/SpecFormat.md.
            """,
        version: "0.1.0",
        subcommands: [Generate.self, Templates.self, Context.self, Diff.self],
        defaultSubcommand: Generate.self)

    /// As ArgumentParser runs commands, except that a bad invocation of `diff` exits 2, so that CI
    /// tells it apart from the 1 of changes found.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if arguments.first == "diff", !(error is ExitCode), exitCode(for: error) != .success {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(Diff.unusable.rawValue)
            }
            exit(withError: error)
        }
    }
}
