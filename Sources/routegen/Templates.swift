import ArgumentParser
import RouteGenCore

/// `routegen templates [NAME]`: list the default templates, or print one to start from.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the default templates, or print one.",
        discussion: "Copy a template into a folder, edit it, and pass the folder with --templates.")

    @Argument(help: "A template name, such as Router.swift; lists them all when omitted.")
    var name: String?

    func run() throws {
        guard let name else {
            for name in TemplateSet.names { print("\(name).mustache") }
            return
        }
        let key = name.hasSuffix(".mustache") ? String(name.dropLast(".mustache".count)) : name
        guard let source = TemplateSet.defaults.sources[key] else {
            Console.error("routegen: error: no template named '\(name)'; 'routegen templates' lists them")
            throw ExitCode.failure
        }
        print(source, terminator: "")
    }
}
