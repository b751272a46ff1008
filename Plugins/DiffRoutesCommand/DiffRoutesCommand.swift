import Foundation
import PackagePlugin

/// `swift package diff-routes`: what the spec of each target breaks since a release, in Swift terms
/// and on the wire (`routegen diff`, docs/Diff.md). The old version is the spec as the latest tag
/// had it (`--baseline REF` names another revision, `--baseline-spec PATH` a file); the new one is
/// the spec as it is, and both are read with the configuration file beside it. It fails when a
/// change is as severe as `--fail-on` (`breaking` by default), so a package's CI can gate on it.
@main
struct DiffRoutesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let revision = extractor.extractOption(named: "baseline").last
        let baselineSpec = extractor.extractOption(named: "baseline-spec").last
        let format = extractor.extractOption(named: "format").last
        let failOn = extractor.extractOption(named: "fail-on").last
        guard extractor.remainingArguments.isEmpty else {
            throw DiffRoutesError.unexpectedArguments(extractor.remainingArguments)
        }
        let package = context.package.directoryURL
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var specs: [(target: String, spec: URL)] = []
        for case let target as SwiftSourceModuleTarget in targets {
            if let spec = try SpecFiles.spec(among: PackageFiles.files(in: target.directoryURL), target: target.name) { specs.append((target.name, spec)) }
        }
        guard !specs.isEmpty else { throw DiffRoutesError.noSpec }
        guard baselineSpec == nil || specs.count == 1 else { throw DiffRoutesError.oneSpecOnly(specs.map(\.target)) }
        let tool = try context.tool(named: "routegen").url
        let base: String
        if let revision {
            base = revision
        } else if baselineSpec != nil {
            base = ""
        } else {
            base = try Baseline.latestTag(in: package)
        }
        var failed: [String] = []
        for (target, spec) in specs {
            let relative = PackageFiles.relative(spec, to: package)
            let old: String
            if let baselineSpec {
                old = baselineSpec
            } else {
                let folder = context.pluginWorkDirectoryURL.appendingPathComponent("baseline-\(target)")
                old = PackageFiles.relative(try Baseline.extract(spec: relative, revision: base, in: package, to: folder), to: package)
            }
            let config = try ConfigFiles.config(beside: spec, target: target).map { PackageFiles.relative($0, to: package) }
            print("routegen diff for \(target): \(baselineSpec ?? "\(relative) at \(base)") → \(relative)")
            let process = Process()
            process.executableURL = tool
            process.arguments = ToolArguments.diff(old: old, new: relative, config: config, format: format, failOn: failOn)
            process.currentDirectoryURL = package
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(target) }
        }
        if !failed.isEmpty { throw DiffRoutesError.changesFound(failed) }
    }
}

/// What `diff-routes` reports itself.
enum DiffRoutesError: Error, CustomStringConvertible, LocalizedError {
    case noSpec
    case oneSpecOnly([String])
    case unexpectedArguments([String])
    case changesFound([String])

    var description: String {
        switch self {
        case .noSpec:
            return "no target holds a spec (*.routegen.yaml, *.routegen.yml, openapi.yaml or swagger.yaml); see docs/Plugin.md in routegen"
        case let .oneSpecOnly(targets):
            return "--baseline-spec names one old spec, and \(targets.count) targets have one; name the target with --target"
        case let .unexpectedArguments(arguments):
            return "unexpected arguments \(arguments.joined(separator: " ")); usage: diff-routes [--target NAME]... "
                + "[--baseline REF | --baseline-spec PATH] [--format text|markdown|json] [--fail-on breaking|source|none]"
        case let .changesFound(targets):
            return "the spec of \(targets.map { "'\($0)'" }.joined(separator: ", ")) changes as severely as --fail-on says, "
                + "or could not be compared; routegen's report says which"
        }
    }

    var errorDescription: String? { description }
}
