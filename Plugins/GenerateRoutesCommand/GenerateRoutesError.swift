import Foundation

/// What `generate-routes` reports itself, before or after routegen runs.
enum GenerateRoutesError: Error, CustomStringConvertible, LocalizedError {
    case noSpec(targets: [String])
    case outputOutsidePackage(String)
    case unexpectedArguments([String])
    case onlyBuildTimeSpecs
    case routegenFailed(targets: [String], check: Bool)

    var description: String {
        switch self {
        case let .noSpec(targets) where targets.isEmpty:
            return "no target holds a spec (*.routegen.yaml, *.routegen.yml, openapi.yaml or swagger.yaml); see docs/Plugin.md in routegen"
        case let .noSpec(targets):
            return "no spec (*.routegen.yaml, *.routegen.yml, openapi.yaml or swagger.yaml) in target \(targets.map { "'\($0)'" }.joined(separator: ", "))"
        case let .outputOutsidePackage(path):
            return "refusing to write to '\(path)': --output must name a folder inside the package"
        case let .unexpectedArguments(arguments):
            return "unexpected arguments \(arguments.joined(separator: " ")); "
                + "usage: generate-routes [--target NAME]... [--output FOLDER] [--check] [--verbose]"
        case .onlyBuildTimeSpecs:
            return "every spec found is compiled at build time by RouteGenPlugin; name a target with --target "
                + "to generate its code anyway"
        case let .routegenFailed(targets, check):
            let names = targets.map { "'\($0)'" }.joined(separator: ", ")
            let rerun = targets.map { " --target \($0)" }.joined()
            return check
                ? "the generated code of \(names) is out of date, or its spec has errors (routegen's messages say which); "
                    + "update it with 'swift package --allow-writing-to-package-directory generate-routes\(rerun)'"
                : "routegen failed for \(names); its messages say why"
        }
    }

    var errorDescription: String? { description }
}
