import Foundation

/// `routegen diff OLD NEW`: both specs read and validated with the same configuration, on both
/// cores; then what changes on the wire (and which models stand for which), and what changes in
/// the generated Swift API. Nothing is rendered or written.
public enum SpecDiff {
    public static func run(old: String, new: String, configuration: Configuration = Configuration()) throws(GenerationFailed) -> DiffReport {
        let loaded = [old, new].concurrentMap { path -> Result<APISpec, GenerationFailed> in
            do throws(GenerationFailed) {
                return .success(try GeneratorPipeline.loadSpec(at: path, configuration: configuration).0)
            } catch {
                return .failure(error)
            }
        }
        var failures = Diagnostics()
        var specs: [APISpec] = []
        for result in loaded {
            switch result {
            case let .success(spec): specs.append(spec)
            case let .failure(error): failures.append(contentsOf: error.diagnostics)
            }
        }
        if failures.hasErrors || specs.count != 2 { throw GenerationFailed(failures) }
        return compare(specs[0], specs[1], old: old, new: new)
    }

    /// Compares two specs already read; `old` and `new` name them in the report.
    static func compare(_ oldSpec: APISpec, _ newSpec: APISpec, old: String, new: String) -> DiffReport {
        let surfaces = [oldSpec, newSpec].concurrentMap { SurfaceBuilder($0).build() }
        var wire = WireDiff(old: oldSpec, new: newSpec)
        wire.run()
        let types = TypeCorrespondence(
            old: surfaces[0], new: surfaces[1], oldSpec: oldSpec, newSpec: newSpec, modelPairs: wire.modelPairs)
        var source = SourceDiff(old: surfaces[0], new: surfaces[1], types: types)
        source.run()
        return DiffReport(old: old, new: new, findings: wire.findings + source.findings)
    }
}
