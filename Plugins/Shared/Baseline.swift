import Foundation

/// The spec as a release tag (or any git revision) had it, for `diff-routes`: the spec's folder is
/// read out of git into a folder of the plugin's own, so that a document split over several files
/// comes whole. The revision is the one named, or the latest tag reachable from `HEAD`.
enum Baseline {
    /// `git` on `PATH`, else `/usr/bin/git`.
    static var git: URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return found ?? URL(fileURLWithPath: "/usr/bin/git")
    }

    /// The latest tag reachable from `HEAD` in the repository holding `package`.
    static func latestTag(in package: URL) throws -> String {
        let tag = try run(git, ["describe", "--tags", "--abbrev=0"], in: package).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !tag.isEmpty else { throw BaselineError.noTag }
        return tag
    }

    /// Writes the folder of `spec` (a path relative to the repository's top) as `revision` had it under
    /// `destination`, and returns the spec's path there.
    static func extract(spec: String, revision: String, in package: URL, to destination: URL) throws -> URL {
        let top = URL(fileURLWithPath: try run(git, ["rev-parse", "--show-toplevel"], in: package)
            .trimmingCharacters(in: .whitespacesAndNewlines))
        let absolute = package.appendingPathComponent(spec).standardizedFileURL.resolvingSymlinksInPath().path
        let root = top.resolvingSymlinksInPath().path + "/"
        guard absolute.hasPrefix(root) else { throw BaselineError.outsideRepository(spec) }
        let relative = String(absolute.dropFirst(root.count))
        let folder = (relative as NSString).deletingLastPathComponent
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let archive = destination.appendingPathComponent("baseline.tar")
        _ = try run(git, ["archive", "--format=tar", "--output", archive.path, revision, "--", folder.isEmpty ? "." : folder], in: top)
        _ = try run(URL(fileURLWithPath: "/usr/bin/tar"), ["-xf", archive.path, "-C", destination.path], in: top)
        let old = destination.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: old.path) else { throw BaselineError.missing(relative, revision) }
        return old
    }

    /// Runs a tool; returns what it printed, or throws what it said on failure.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BaselineError.failed("\(tool.lastPathComponent) \(arguments.joined(separator: " "))", said)
        }
        return printed
    }
}

/// Why the old version of a spec couldn't be read.
enum BaselineError: Error, CustomStringConvertible, LocalizedError {
    case noTag
    case outsideRepository(String)
    case missing(String, String)
    case failed(String, String)

    var description: String {
        switch self {
        case .noTag:
            return "the repository has no tag to compare with; name a revision with --baseline REF, or a file with --baseline-spec PATH"
        case let .outsideRepository(spec):
            return "\(spec) is not inside the git repository; name the old version with --baseline-spec PATH"
        case let .missing(spec, revision):
            return "\(spec) is not in \(revision); name another revision with --baseline REF, or a file with --baseline-spec PATH"
        case let .failed(command, said):
            return "'\(command)' failed: \(said.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
    }

    var errorDescription: String? { description }
}
