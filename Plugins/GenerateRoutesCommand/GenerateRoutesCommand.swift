import Foundation
import PackagePlugin

/// `swift package generate-routes`: writes the generated code into each target's own source
/// folder, for teams that commit it. With `--check` it writes nothing and fails when the
/// committed code is out of date.
///
/// Without `--target` it handles the targets whose spec is left out of the sources with
/// `exclude:`; a spec among the sources belongs to the build-tool plugin, and generating it
/// again into the folder would declare every type twice.
///
/// routegen's output rules apply unchanged: only files whose text changes are rewritten, and a
/// file without routegen's header is never touched.
@main
struct GenerateRoutesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let options = Options(
            targets: extractor.extractOption(named: "target"),
            output: extractor.extractOption(named: "output").last ?? Options.defaultOutput,
            check: extractor.extractFlag(named: "check") > 0,
            verbose: extractor.extractFlag(named: "verbose") > 0)
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateRoutesError.unexpectedArguments(extractor.remainingArguments)
        }
        let named = !options.targets.isEmpty
        let targets = named ? try context.package.targets(named: options.targets) : context.package.targets
        var jobs = try targets.compactMap { try Job(target: $0, options: options, package: context.package.directoryURL) }
        guard !jobs.isEmpty else { throw GenerateRoutesError.noSpec(targets: options.targets) }
        for job in jobs where job.specIsBuildInput {
            let reason = "its spec is among its sources, so RouteGenPlugin may also compile it at build time; to commit "
                + "the code instead, remove the plugin from the target and add exclude: [\(job.excludedNames)]"
            if named {
                Diagnostics.warning("target '\(job.targetName)': " + reason)
            } else {
                print("note: skipping target '\(job.targetName)': " + reason + ", or name the target with --target")
            }
        }
        if !named { jobs.removeAll { $0.specIsBuildInput } }
        guard !jobs.isEmpty else { throw GenerateRoutesError.onlyBuildTimeSpecs }
        let tool = try context.tool(named: "routegen").url
        var failed: [String] = []
        for job in jobs where try !job.run(tool: tool) { failed.append(job.targetName) }
        if !failed.isEmpty { throw GenerateRoutesError.routegenFailed(targets: failed, check: options.check) }
    }
}

/// The command's arguments.
struct Options {
    static let defaultOutput = "Generated"

    /// Target names; when empty, every target whose spec is excluded from its sources.
    var targets: [String]
    /// The output folder, relative to each target's folder.
    var output: String
    var check: Bool
    var verbose: Bool
}
