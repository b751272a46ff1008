import Foundation
import RouteGenCore

/// The filter fixture (`Tests/Fixtures/config/filter.yaml`, a shop) and filters built in code, as
/// the configuration file would give them, each entry placed in a made-up `routegen-config.yaml`.
enum FilterFixture {
    static let path = TestPaths.url("Tests/Fixtures/config/filter.yaml").path
    static let configFile = "routegen-config.yaml"

    /// Entries at lines 2, 3, 4... of the made-up file, column 5, in the order given.
    static func entries(_ values: [String], firstLine: Int) -> [Located<String>] {
        values.enumerated().map { index, value in
            Located(value, at: SourceLocation(file: configFile, line: firstLine + index, column: 5))
        }
    }

    static func configuration(
        tags: [String] = [], paths: [String] = [], operations: [String] = [], schemas: [String] = []
    ) -> Configuration {
        var configuration = Configuration()
        configuration.filter.tags = entries(tags, firstLine: 2)
        configuration.filter.paths = entries(paths, firstLine: 20)
        configuration.filter.operations = entries(operations, firstLine: 40)
        configuration.filter.schemas = entries(schemas, firstLine: 60)
        return configuration
    }

    /// The filter of the golden files: two operations by operationId, one by path, one schema.
    static let golden = configuration(paths: ["/users/me"], operations: ["orders/get", "orders/list-events"], schemas: ["Extra"])

    static func load(_ configuration: Configuration, at path: String = path) throws -> (spec: APISpec, diagnostics: [String]) {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: path, configuration: configuration)
        return (spec, diagnostics.sorted.map(\.description))
    }
}

extension APISpec {
    var modelNames: [String] { models.map(\.name).sorted() }
    var endpointNames: [String] { routers.flatMap { router in router.endpoints.map { "\(router.name).\($0.name)" } } }
}
