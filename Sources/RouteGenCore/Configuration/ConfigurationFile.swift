import Foundation
import Yams

/// A configuration file (`--config FILE`, or `routegen-config.yaml` beside the spec for the
/// plugins): YAML (or JSON) whose top level holds the options. See docs/Configuration.md.
public enum ConfigurationFile {
    /// The options in the file at `path`. A file that can't be read, isn't YAML, or holds an
    /// option routegen doesn't know throws, with every problem at its `file:line:col`.
    public static func load(path: String) throws(GenerationFailed) -> Configuration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw GenerationFailed(single: .error(
                "cannot read the configuration file '\(path)': \(SpecSource.reason(for: error)); "
                    + "check the path given with --config", at: nil))
        }
        return try parse(data: data, path: path)
    }

    /// The options in a file held in memory; `path` is used in diagnostics.
    public static func parse(data: Data, path: String) throws(GenerationFailed) -> Configuration {
        let (text, root) = try SpecSource.tree(data: data, path: path)
        // A file holding only comments sets nothing.
        guard let root, !(root.scalar?.isNull ?? false) else { return Configuration() }
        var parser = ConfigurationParser(file: path)
        let configuration = parser.parse(root, in: "the configuration")
        let diagnostics = parser.reader.diagnostics.keptInsideFiles(texts: [path: text])
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
        return configuration
    }
}
