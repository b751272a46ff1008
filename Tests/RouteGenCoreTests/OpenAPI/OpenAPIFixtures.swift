import Foundation
import RouteGenCore

/// Loads the OpenAPI documents under `Tests/Fixtures/openapi/` and prints their diagnostics with
/// paths relative to that folder, as a user running routegen from there would see them.
enum OpenAPIFixtures {
    static let folder = TestPaths.url("Tests/Fixtures/openapi").path + "/"

    struct Loaded {
        var spec: APISpec
        var diagnostics: [String]

        func model(_ name: String) -> Model? { spec.models.first { $0.name == name } }

        func properties(of name: String) -> [Property] {
            guard case let .object(properties)? = model(name)?.kind else { return [] }
            return properties
        }

        func property(_ property: String, of model: String) -> Property? {
            properties(of: model).first { $0.wireName == property }
        }

        func endpoint(_ name: String) -> Endpoint? {
            spec.routers.lazy.flatMap(\.endpoints).first { $0.name == name }
        }

        /// The endpoint of a method and path, for operations named after their resources
        /// (`retrieve` in several routers).
        func endpoint(_ method: String, _ path: String) -> Endpoint? {
            spec.routers.lazy.flatMap(\.endpoints).first { $0.method == method && $0.path == path }
        }
    }

    /// The spec and its warnings; a run that fails records its errors instead of a spec.
    static func load(_ name: String) throws -> Loaded {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: folder + name)
        return Loaded(spec: spec, diagnostics: relative(diagnostics))
    }

    /// The diagnostics of a document that fails to load.
    static func errors(_ name: String) -> [String] {
        do {
            _ = try GeneratorPipeline.loadSpec(at: folder + name)
            return []
        } catch {
            return relative(error.diagnostics)
        }
    }

    static func relative(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map { $0.description.replacingOccurrences(of: folder, with: "") }
    }
}
