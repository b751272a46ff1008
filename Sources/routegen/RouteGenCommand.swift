import ArgumentParser

@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generates typed Swift routers, parameter keys, header enums and Codable models from an API spec.",
        discussion: """
            Run 'routegen SPEC -o DIR' to generate. The spec format is described in docs/SpecFormat.md.
            """,
        version: "0.1.0",
        subcommands: [Generate.self, Templates.self, Context.self],
        defaultSubcommand: Generate.self)
}
