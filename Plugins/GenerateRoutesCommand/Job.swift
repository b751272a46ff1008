import Foundation
import PackagePlugin

/// One routegen run: a target's spec, generated into a folder of that target.
struct Job {
    let targetName: String
    let spec: URL
    /// The `routegen-config.yaml` beside the spec, if any.
    let config: URL?
    let output: URL
    let package: URL
    let options: Options
    /// Whether the spec is among the target's sources rather than excluded, as it is when the
    /// build-tool plugin compiles it.
    let specIsBuildInput: Bool

    /// `nil` for a target that holds no spec, or that isn't a Swift target.
    init?(target: Target, options: Options, package: URL) throws {
        guard let module = target as? SwiftSourceModuleTarget else { return nil }
        // The folder is searched, not `sourceFiles`, so a spec left out of the target with
        // `exclude:` (as committed code wants) is still found.
        guard let spec = try SpecFiles.spec(among: PackageFiles.files(in: module.directoryURL), target: module.name) else {
            return nil
        }
        targetName = module.name
        self.spec = spec
        config = try ConfigFiles.config(beside: spec, target: module.name)
        self.package = package.standardizedFileURL.resolvingSymlinksInPath()
        self.options = options
        let specPath = spec.resolvingSymlinksInPath().path
        specIsBuildInput = module.sourceFiles.contains { $0.url.resolvingSymlinksInPath().path == specPath }
        output = try Self.folder(options.output, in: module.directoryURL, package: self.package)
    }

    /// What a target whose code is committed lists under `exclude:`: the spec and the
    /// configuration file, which SwiftPM would otherwise warn about as unhandled files.
    var excludedNames: String {
        ([spec] + (config.map { [$0] } ?? [])).map { "\"\($0.lastPathComponent)\"" }.joined(separator: ", ")
    }

    /// Runs routegen with the package folder as the working directory, so its messages show
    /// paths relative to the package. Returns whether it succeeded.
    func run(tool: URL) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = ToolArguments.command(
            spec: relative(spec), config: config.map(relative), output: relative(output),
            check: options.check, verbose: options.verbose)
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    private func relative(_ url: URL) -> String { PackageFiles.relative(url, to: package) }

    /// `path` resolved against the target's folder; it must stay inside the package.
    static func folder(_ path: String, in target: URL, package: URL) throws -> URL {
        let base = target.standardizedFileURL.resolvingSymlinksInPath()
        var url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.path) { url = url.resolvingSymlinksInPath() }
        let root = package.path.hasSuffix("/") ? package.path : package.path + "/"
        guard url.path.hasPrefix(root) else { throw GenerateRoutesError.outputOutsidePackage(path) }
        return url
    }
}
