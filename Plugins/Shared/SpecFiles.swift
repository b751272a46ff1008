import Foundation

/// How both plugins recognise a target's spec: a routegen spec named `NAME.routegen.yaml` or
/// `NAME.routegen.yml`, an OpenAPI document named `openapi.yaml`, `openapi.yml` or `openapi.json`
/// (the names swift-openapi-generator uses), or a Swagger 2.0 document named `swagger.yaml`,
/// `swagger.yml` or `swagger.json`. routegen tells the formats apart by content, so the name only
/// has to mark the file as the spec.
enum SpecFiles {
    static let suffixes = [".routegen.yaml", ".routegen.yml"]
    static let openAPINames = [
        "openapi.yaml", "openapi.yml", "openapi.json", "swagger.yaml", "swagger.yml", "swagger.json",
    ]

    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return openAPINames.contains(name) || suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The one spec among `files`, or `nil` when there is none. More than one is an error that
    /// names them all, since the generated code of two specs would collide in one module.
    static func spec(among files: [URL], target: String) throws -> URL? {
        let specs = files.filter(isSpec).sorted { $0.path < $1.path }
        guard specs.count < 2 else { throw SpecError.several(target: target, specs) }
        return specs.first
    }
}

/// A problem with a target's spec or its configuration file, reported by both plugins.
enum SpecError: Error, CustomStringConvertible, LocalizedError {
    case several(target: String, [URL])
    case severalConfigs(target: String, [URL])

    var description: String {
        switch self {
        case let .several(target, specs):
            let list = specs.map(\.path).joined(separator: ", ")
            return "target '\(target)' has \(specs.count) routegen specs (\(list)); a target takes one *.routegen.yaml, "
                + "openapi.yaml or swagger.yaml, so move the others into targets of their own"
        case let .severalConfigs(target, files):
            let list = files.map(\.path).joined(separator: ", ")
            return "target '\(target)' has \(files.count) configuration files (\(list)); keep one of them"
        }
    }

    var errorDescription: String? { description }
}
