import Foundation

/// How both plugins find a spec's configuration file: `routegen-config.yaml` or
/// `routegen-config.yml` in the spec's own folder. It is optional.
enum ConfigFiles {
    static let names = ["routegen-config.yaml", "routegen-config.yml"]

    /// The configuration file beside `spec`, or `nil` when there is none. Both names at once is
    /// an error that names both, since routegen reads only one.
    static func config(beside spec: URL, target: String) throws -> URL? {
        let folder = spec.deletingLastPathComponent()
        let found = names.map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard found.count < 2 else { throw SpecError.severalConfigs(target: target, found) }
        return found.first
    }
}
