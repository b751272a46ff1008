import Foundation

/// How both plugins recognise a routegen spec: a file named `NAME.routegen.yaml` or
/// `NAME.routegen.yml`. A bare `routegen.yaml` or `routegen.yml` is not a spec: that name is kept
/// for the configuration file that will go beside an OpenAPI document.
enum SpecFiles {
    static let suffixes = [".routegen.yaml", ".routegen.yml"]

    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The one spec among `files`, or `nil` when there is none. More than one is an error that
    /// names them all, since the generated code of two specs would collide in one module.
    static func spec(among files: [URL], target: String) throws -> URL? {
        let specs = files.filter(isSpec).sorted { $0.path < $1.path }
        guard specs.count < 2 else { throw SpecError.several(target: target, specs) }
        return specs.first
    }
}

/// A problem with a target's specs, reported by both plugins.
enum SpecError: Error, CustomStringConvertible, LocalizedError {
    case several(target: String, [URL])

    var description: String {
        switch self {
        case let .several(target, specs):
            let list = specs.map(\.path).joined(separator: ", ")
            return "target '\(target)' has \(specs.count) routegen specs (\(list)); a target takes one *.routegen.yaml, "
                + "so move the others into targets of their own"
        }
    }

    var errorDescription: String? { description }
}
