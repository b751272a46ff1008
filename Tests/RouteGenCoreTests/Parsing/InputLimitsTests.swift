import Foundation
import RouteGenCore
import Testing

/// No input can crash routegen or make it run for long: nesting, alias expansion and `$ref`
/// chains have limits, each reported as an error at its place.
@Suite struct InputLimitsTests {
    private func nested(_ depth: Int, _ open: String, _ inner: String, _ close: String) -> String {
        String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    }

    private func modelSpec(type: String) -> String {
        "routegen: 1\nmodels:\n  Page<T>:\n    properties:\n      items: '[T]'\n  Box:\n    properties:\n      value: '\(type)'\n"
    }

    @Test func typesNestedPastTheLimitAreLocatedErrors() {
        let message = "error: the type nests deeper than 10 levels of brackets and generic arguments; give an inner part a model of its own"
        #expect(diagnostics(modelSpec(type: nested(20_000, "[", "Int", "]"))) == ["bad.yaml:8:25: \(message)"])
        #expect(diagnostics(modelSpec(type: nested(20_000, "Page<", "Int", ">"))) == ["bad.yaml:8:65: \(message)"])
        #expect(diagnostics(modelSpec(type: nested(10, "[", "Int", "]"))) == ["bad.yaml:8:25: \(message)"])
        #expect(diagnostics(modelSpec(type: nested(9, "[", "Int", "]"))) == [])
    }

    private func exampleSpec(_ example: String) -> String {
        """
        routegen: 1
        servers:
          production: https://x.test/
        routers:
          Items:
            endpoints:
              list:
                route: GET items
                returns: JSONValue
                example: \(example)

        """
    }

    @Test func documentsNestedPastTheLimitAreLocatedErrors() {
        let message = "error: the document nests deeper than 128 levels; routegen reads at most 128"
        // libyaml stops at 1,000 levels, before Yams' recursive reader sees the tree, at the value's start.
        #expect(diagnostics(exampleSpec(nested(20_000, "[", "1", "]"))) == ["bad.yaml:10:19: \(message)"])
        // The example is the sixth level of the document, so its 124th bracket is the 129th level.
        #expect(diagnostics(exampleSpec(nested(200, "[", "1", "]"))) == ["bad.yaml:10:141: \(message)"])
        #expect(diagnostics(exampleSpec(nested(120, "[", "1", "]"))) == [])
        // Scalars past the limit are placed at the last of their siblings, the one a walk takes first.
        #expect(diagnostics(exampleSpec(nested(123, "[", "1, 2, 3", "]"))) == ["bad.yaml:10:147: \(message)"])
        #expect(diagnostics(exampleSpec(nested(122, "[", "{a: 1, b: 2}", "]"))) == ["bad.yaml:10:147: \(message)"])
        let json = "{\"openapi\": \"3.0.3\", \"info\": {\"title\": \"A\", \"version\": \"1\"}, \"paths\": {},\n"
            + "\"x-deep\": \(nested(20_000, "[", "1", "]"))}"
        #expect(diagnostics(json, file: "deep.json") == ["deep.json:2:138: \(message)"])
    }

    @Test func aliasBombsStopAtTheLimit() {
        var lines = ["routegen: 1", "x-laughs:", "  - &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...8 {
            lines.append("  - &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let bomb = lines.joined(separator: "\n") + "\n"
        #expect(diagnostics(bomb) == [
            "bad.yaml:6:5: error: YAML aliases in this document expand to more than 100000 nodes, and one of those passing "
                + "the limit repeats the value anchored here; write the values out or use fewer aliases",
        ])
    }

    @Test func anchorsAndAliasesStillWorkOutsideExamples() throws {
        let spec = """
            routegen: 1
            models:
              Post:
                properties:
                  id: &id Int
                  authorID: *id

            """
        #expect(diagnostics(spec) == [])
    }

    @Test func mergeKeysBringInTheEntriesOfTheMappingTheyName() throws {
        let spec = """
            routegen: 1
            models:
              Base: &base
                properties: &fields
                  id: Int
              Post:
                <<: *base
                description: A post.
              Comment:
                properties:
                  <<: [*fields, { id: String, body: String }]
                  text: String

            """
        let (parsed, warnings) = try GeneratorPipeline.loadSpec(data: Data(spec.utf8), path: "merge.yaml")
        #expect(warnings.all.isEmpty)
        func properties(_ name: String) -> [String] {
            guard case let .object(properties)? = parsed.models.first(where: { $0.name == name })?.kind else { return [] }
            return properties.map { "\($0.name): \($0.type.written)" }
        }
        #expect(properties("Post") == ["id: Int"])
        #expect(parsed.models.first { $0.name == "Post" }?.description == "A post.")
        #expect(properties("Comment") == ["id: Int", "body: String", "text: String"])
        #expect(diagnostics("routegen: 1\nmodels:\n  Post:\n    <<: 3\n") == [
            "bad.yaml:4:9: error: the merge key '<<' in model 'Post' takes a mapping or a list of mappings, such as '<<: *base', "
                + "but it is the number 3",
        ])
    }

    @Test func examplesRefuseAliases() {
        #expect(diagnostics(exampleSpec("{ a: &one [1], b: *one }")) == [
            "bad.yaml:10:23: error: an example can't use YAML aliases, and one repeats the value anchored here; write the value out",
        ])
        #expect(diagnostics(exampleSpec("{ a: &one 1, b: *one }")) == [
            "bad.yaml:10:23: error: an example can't use YAML aliases, and one repeats the value anchored here; write the value out",
        ])
    }

    private func openAPI(schemas: String) -> String {
        "openapi: 3.0.3\ninfo: { title: A, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n" + schemas
    }

    @Test func schemasNestedPastTheLimitAreLocatedErrors() {
        var schema = "{ type: integer }"
        for _ in 0..<40 { schema = "{ type: array, items: \(schema) }" }
        #expect(diagnostics(openAPI(schemas: "    Deep: \(schema)\n"), file: "api.yaml") == [
            "api.yaml:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
            "api.yaml:6:715: error: schemas nest deeper than 32 levels here (counting each '$ref' followed); routegen reads at most 32",
        ])
    }

    @Test func longRefChainsAreOneError() {
        let count = 2_000
        let schemas = (0..<count).map { "    S\($0): { $ref: '#/components/schemas/S\($0 + 1)' }\n" }.joined()
            + "    S\(count): { type: integer }\n"
        #expect(diagnostics(openAPI(schemas: schemas), file: "api.yaml") == [
            "api.yaml:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
            "api.yaml:6:5: error: schema 'S0' leads through more than 32 schemas in a row that are only another schema "
                + "('$ref' chains); routegen follows at most 32",
        ])
    }
}
