import Foundation
import RouteGenCore
import Testing

/// The ExampleAPI and HostileAPI targets compile committed copies of generated code. These tests
/// keep the copies equal to what the generator produces now, so the compile check can't go stale.
/// Refresh them with `Scripts/update-fixtures.sh`.
@Suite struct FixturesAreCurrentTests {
    @Test(arguments: [
        ("specs/api.yaml", "Tests/Generated/ExampleAPI"),
        ("Tests/Fixtures/hostile.yaml", "Tests/Generated/HostileAPI"),
    ])
    func fixtureMatchesGenerator(spec: String, folder: String) throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url(spec).path)
        let plan = try OutputWriter(directory: TestPaths.url(folder).path, sourceName: output.spec.sourceName)
            .plan(output.files)
        let stale = plan.changes.map { "\($0.verb) \($0.path)" }
        #expect(stale.isEmpty, "\(folder) is out of date; run Scripts/update-fixtures.sh: \(stale)")
    }
}
