import Foundation
import PackagePlugin

/// Generates routers and models at build time from the spec among a target's sources (a
/// `*.routegen.yaml`, an `openapi.yaml` or a `swagger.yaml`), and compiles them into the target. A target without
/// a spec gets nothing.
///
/// routegen runs as a build command whose inputs are the spec and the `routegen-config.yaml` beside
/// it, if any, so SwiftPM runs it again only when one of them or the routegen tool changes. It writes the `bundled` layout, four files
/// whose names are known before the spec is read, and rewrites only those whose text changes.
@main
struct RouteGenPlugin: BuildToolPlugin {
    /// The files `routegen --layout bundled` writes; kept equal to `BundledLayout.fileNames` by
    /// a test in RouteGenCoreTests.
    static let outputNames = ["RouteGenClients.swift", "RouteGenModels.swift", "RouteGenRouters.swift", "RouteGenSupport.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: "routegen").url })
    }

    /// The one build command for a target whose `files` include a spec; none otherwise.
    static func commands(files: [URL], targetName: String, workDirectory: URL, tool: () throws -> URL) throws -> [Command] {
        guard let spec = try SpecFiles.spec(among: files, target: targetName) else { return [] }
        let config = try ConfigFiles.config(beside: spec, target: targetName)
        let output = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        return [
            .buildCommand(
                displayName: "Generating routes for \(targetName) from \(spec.lastPathComponent)",
                executable: try tool(),
                // Absolute paths make errors read `/path/api.routegen.yaml:3:5: error: …`.
                arguments: ToolArguments.build(spec: spec.path, config: config?.path, output: output.path),
                inputFiles: [spec] + (config.map { [$0] } ?? []),
                outputFiles: outputNames.map { output.appendingPathComponent($0) })
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, tool: { try context.tool(named: "routegen").url })
    }
}
#endif
