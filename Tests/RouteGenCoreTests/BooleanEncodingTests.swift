import Foundation
import RouteGenCore
import Testing

/// How booleans are written in query strings and form bodies: `1`/`0` in the routegen format,
/// `true`/`false` in OpenAPI, and either when the spec asks.
@Suite struct BooleanEncodingTests {
    private static let routegen = """
        routegen: 1
        servers:
          production: https://x.test/
        %@
        routers:
          Items:
            list:
              route: GET /items
              query: { open: Bool? }
        """

    private static let openAPI = """
        openapi: 3.0.3
        info: { title: Items, version: '1' }
        %@
        paths:
          /items:
            get:
              operationId: list
              parameters:
                - { name: open, in: query, schema: { type: boolean } }
              responses:
                '204': { description: Listed. }
        """

    private func router(_ text: String, path: String) throws -> String {
        let output = try GeneratorPipeline.run(data: Data(text.utf8), path: path)
        return try #require(output.files.first { $0.path.hasPrefix("Routers/") }).contents
    }

    @Test func routegenFormatKeepsAlamofiresNumbers() throws {
        let text = Self.routegen.replacingOccurrences(of: "%@", with: "")
        let code = try router(text, path: "api.yaml")
        #expect(code.contains("RouteGenRuntime.URLEncoding.queryString"))
        #expect(!code.contains("boolEncoding"))
    }

    @Test func routegenFormatCanAskForLiterals() throws {
        let text = Self.routegen.replacingOccurrences(of: "%@", with: "defaults:\n  booleans: literal")
        // Arrays stay Alamofire's `ids[]=`; `openAPIQuery` would number them.
        #expect(try router(text, path: "api.yaml").contains("RouteGenRuntime.URLEncoding(destination: .queryString, boolEncoding: .literal)"))
    }

    @Test func openAPIWritesLiterals() throws {
        let text = Self.openAPI.replacingOccurrences(of: "%@", with: "")
        #expect(try router(text, path: "api.yaml").contains("RouteGenRuntime.URLEncoding.openAPIQuery"))
    }

    @Test func openAPICanAskForNumbers() throws {
        let text = Self.openAPI.replacingOccurrences(of: "%@", with: "x-routegen-booleans: numeric")
        let code = try router(text, path: "api.yaml")
        #expect(code.contains("RouteGenRuntime.URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets)"))
        #expect(!code.contains("boolEncoding"))
    }

    @Test func unknownChoicesSayWhatToWrite() {
        #expect(diagnostics(Self.routegen.replacingOccurrences(of: "%@", with: "defaults:\n  booleans: yes please")) == [
            "bad.yaml:5:13: error: 'booleans' is 'yes please'; write 'numeric' (1 and 0) or 'literal' (true and false)",
        ])
        let openAPI = Self.openAPI.replacingOccurrences(of: "%@", with: "x-routegen-booleans: words")
        #expect(diagnostics(openAPI).contains(
            "bad.yaml:3:22: warning: 'x-routegen-booleans' must be 'numeric' (1 and 0) or 'literal' (true and false); booleans are written 'literal'"))
    }
}
