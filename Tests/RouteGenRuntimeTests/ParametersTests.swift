import Foundation
import RouteGenRuntime
import Testing

/// Parameter key constants in the style of the generated code.
private enum APIParameterKey {
    static let q = "q"
    static let offset = "offset"
    static let tags = "tags"
}

/// Mirrors a generated `parameters` property with required and optional arguments.
private func searchParameters(query: String, page: Int?, tags: [String]?) -> Parameters {
    Parameters(compacting: [APIParameterKey.q: query, APIParameterKey.offset: page, APIParameterKey.tags: tags])
}

@Suite("Parameters")
struct ParametersTests {
    @Test func compactingDropsNilValues() {
        let parameters = searchParameters(query: "swift", page: nil, tags: nil)
        #expect(parameters.keys.sorted() == ["q"])
        #expect(parameters["q"] as? String == "swift")
    }

    @Test func compactingKeepsPresentValuesUnwrapped() {
        let parameters = searchParameters(query: "swift", page: 3, tags: ["a"])
        #expect(parameters.keys.sorted() == ["offset", "q", "tags"])
        #expect(parameters["offset"] as? Int == 3)
        #expect(parameters["tags"] as? [String] == ["a"])
        #expect(URLEncoding.default.query(parameters) == "offset=3&q=swift&tags%5B%5D=a")
    }

    @Test func compactingAnEmptyDictionary() {
        #expect(Parameters(compacting: [:]).isEmpty)
    }
}
