import Foundation
@testable import RouteGenCore
import Testing

/// Objects nested seven levels deep, ten properties each: inline, a `Level7` would hold ten
/// million integers, and the compiler ran out of memory laying it out (issue 12, item 5). The
/// size rule stores the heaviest members out of line until a struct holds at most 256 fields.
/// The integration package compiles the output (its golden folder, IntegrationTests/Generated/OpenAPINestedJSON).
@Suite struct NestedSizeTests {
    @Test func deepNestingIsBoxedUntilEachValueIsSmall() throws {
        let output = try GeneratorPipeline.run(specAt: TestPaths.url("Tests/Fixtures/openapi/nested.json").path)
        let boxed = Dictionary(uniqueKeysWithValues: output.context.models.map { model in
            (model.name, model.properties.filter(\.isIndirect).count)
        })
        // Level1 holds 100 integers and stays inline. Level2 would hold 1,000: boxing 8 of its
        // 10 parts leaves 2 × 100 + 8 = 208. Each level above holds 10 of those: 9 are boxed.
        #expect(boxed == ["Level0": 0, "Level1": 0, "Level2": 8, "Level3": 9, "Level4": 9, "Level5": 9, "Level6": 9, "Level7": 9])
        let level3 = try #require(output.context.models.first { $0.name == "Level3" })
        #expect(level3.properties.map(\.isIndirect) == [true, true, true, true, true, true, true, true, true, false])
    }

    /// Models of ordinary size keep every member inline: only cycles are boxed there.
    @Test func ordinaryModelsStayInline() throws {
        for document in ["Tests/Fixtures/openapi/objects.yaml", "Tests/Fixtures/oai/petstore-expanded.yaml"] {
            let output = try GeneratorPipeline.run(specAt: TestPaths.url(document).path)
            #expect(output.context.models.allSatisfy { !$0.properties.contains(where: \.isIndirect) }, "\(document)")
        }
    }
}
