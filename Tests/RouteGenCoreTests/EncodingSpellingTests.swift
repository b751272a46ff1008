import Foundation
import RouteGenCore
import Testing

/// A router's `encoding` and `queryEncoding` name the spec's one encoding for its query items and
/// form bodies, so the property is a single expression when every route agrees; only a route whose
/// values have styles of their own spells out the difference.
@Suite struct EncodingSpellingTests {
    private func router(_ text: String, path: String = "api.yaml") throws -> String {
        let output = try GeneratorPipeline.run(data: Data(text.utf8), path: path)
        return try #require(output.files.first { $0.path.hasPrefix("Routers/") }).contents
    }

    /// The router of an OpenAPI document titled `Items` with these `paths` and `top` lines.
    private func openAPIRouter(top: String = "", paths: String) throws -> String {
        try router("openapi: 3.0.3\ninfo: { title: Items, version: '1' }\n" + top + "paths:\n" + paths)
    }

    /// The body of `public var <name>`, without its braces.
    private func property(_ name: String, in code: String) throws -> String {
        let start = try #require(code.range(of: "    public var \(name):"))
        let end = try #require(code.range(of: "\n    }\n", range: start.upperBound..<code.endIndex))
        return code[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst().joined(separator: "\n")
    }

    /// `deepObject` (Stripe's `expand`) writes what the encoding writes without a style.
    @Test func openAPIQueryRoutesShareOneEncoding() throws {
        let code = try openAPIRouter(paths: """
              /items:
                get:
                  operationId: list
                  parameters:
                    - { name: open, in: query, schema: { type: boolean } }
                    - name: expand
                      in: query
                      style: deepObject
                      explode: true
                      schema: { type: array, items: { type: string } }
                  responses: { '204': { description: Listed. } }
              /items/{id}:
                get:
                  operationId: show
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                  responses: { '204': { description: Shown. } }
            """)
        #expect(try property("encoding", in: code) == "        RouteGenRuntime.URLEncoding.openAPIQuery")
    }

    @Test func openAPIFormsShareOneEncodingAndStylesAreAdded() throws {
        let code = try openAPIRouter(paths: """
              /items:
                post:
                  operationId: create
                  parameters:
                    - { name: dry_run, in: query, schema: { type: boolean } }
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            tags: { type: array, items: { type: string } }
                            expand: { type: array, items: { type: string } }
                        encoding:
                          tags: { style: form, explode: false }
                  responses: { '204': { description: Created. } }
              /items/{id}:
                post:
                  operationId: update
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            name: { type: string }
                  responses: { '204': { description: Updated. } }
            """)
        #expect(try property("encoding", in: code) == "        request.encoding")
        #expect(code.contains("                encoding: RouteGenRuntime.URLEncoding.openAPIForm.adding(styles: [ItemsParameterKey.tags: .form(explode: false)]),\n"))
        #expect(code.contains("                encoding: RouteGenRuntime.URLEncoding.openAPIForm\n"))
        #expect(try property("queryEncoding", in: code) == "        RouteGenRuntime.URLEncoding.openAPIQuery")
    }

    /// Without a static of its own, the encoding is spelled by its initializer, the same for every route.
    @Test func numericOpenAPIFormsUseTheInitializer() throws {
        let code = try openAPIRouter(top: "x-routegen-booleans: numeric\n", paths: """
              /items:
                post:
                  operationId: create
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { name: { type: string } } }
                  responses: { '204': { description: Created. } }
            """)
        #expect(try property("encoding", in: code) == """
                    RouteGenRuntime.URLEncoding(destination: .httpBody, arrayEncoding: .indexInBrackets, keyBrackets: .literal)
            """)
    }

    /// `allowReserved` keys follow the encoding, also when it is spelled by its initializer.
    @Test func keysAllowingReservedFollowTheEncoding() throws {
        let paths = """
              /items:
                get:
                  operationId: list
                  parameters:
                    - { name: q, in: query, allowReserved: true, schema: { type: string } }
                  responses: { '204': { description: Listed. } }
            """
        #expect(try property("encoding", in: openAPIRouter(paths: paths))
            == "        RouteGenRuntime.URLEncoding.openAPIQuery.allowingReserved(for: [ItemsParameterKey.q])")
        #expect(try property("encoding", in: openAPIRouter(top: "x-routegen-booleans: numeric\n", paths: paths)) == """
                    RouteGenRuntime.URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets).allowingReserved(for: [ItemsParameterKey.q])
            """)
    }

    @Test func routegenFormatWithLiteralsSharesOneEncoding() throws {
        let code = try router("""
            routegen: 1
            servers:
              production: https://x.test/
            defaults:
              booleans: literal
            routers:
              Items:
                list:
                  route: GET /items
                  query: { open: Bool? }
                show:
                  route: GET /items/{id}
                  path: { id: String }
            """)
        #expect(try property("encoding", in: code) == "        RouteGenRuntime.URLEncoding(destination: .queryString, boolEncoding: .literal)")
    }
}
