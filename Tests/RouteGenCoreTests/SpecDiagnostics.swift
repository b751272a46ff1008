import Foundation
import RouteGenCore

/// The diagnostics of a spec held in memory, sorted and printed as the CLI prints them.
func diagnostics(_ yaml: String, file: String = "bad.yaml") -> [String] {
    diagnostics(data: Data(yaml.utf8), file: file)
}

/// The diagnostics of a spec given as bytes, for input that is not valid UTF-8.
func diagnostics(data: Data, file: String = "bad.yaml") -> [String] {
    do {
        let (_, diagnostics) = try GeneratorPipeline.loadSpec(data: data, path: file)
        return diagnostics.sorted.map(\.description)
    } catch {
        return error.diagnostics.sorted.map(\.description)
    }
}
