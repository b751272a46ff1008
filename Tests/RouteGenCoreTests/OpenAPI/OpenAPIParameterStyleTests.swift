import Foundation
import RouteGenCore
import Testing

/// Path and header styles (arrays and objects, `label`, `matrix`), `allowReserved` and multipart
/// `encoding` styles: styles.yaml, and small documents for what is reported.
@Suite struct OpenAPIParameterStyleTests {
    @Test func theStylesFixtureLoadsWithoutWarnings() throws {
        let loaded = try OpenAPIFixtures.load("styles.yaml")
        #expect(loaded.diagnostics == [])
        let labels = try #require(loaded.endpoint("getLabels")?.pathParameters)
        #expect(labels.map { "\($0.wireName): \($0.type.written)" } == ["labels: [String]", "exploded: [String]"])
        #expect(labels.map(\.style) == [.label(explode: false), .label(explode: true)])
        let cars = try #require(loaded.endpoint("getCars")?.pathParameters)
        #expect(cars.map(\.style) == [.matrix(explode: false), .matrix(explode: true)])
        let color = try #require(loaded.endpoint("getColor")?.pathParameters)
        #expect(color.map { "\($0.wireName): \($0.type.written)" } == ["color: Color", "labelled: Color"])
        #expect(color.map(\.style) == [.simple(explode: true), .label(explode: false)])
        let headers = try #require(loaded.endpoint("search")?.headerParameters)
        #expect(headers.map { "\($0.wireName): \($0.type.written)" } == [
            "X-Tags: [String]?", "X-Sizes: [Int]", "X-Kinds: [Kind]?", "X-Color: Color?", "X-Limits: [String: Int]?",
        ])
        let issues = try #require(loaded.endpoint("listIssues")?.queryParameters)
        #expect(issues.map(\.allowsReserved) == [true, true, false])
        #expect(loaded.endpoint("getFile")?.pathParameters.first?.allowsReserved == true)
        guard case let .fields(fields, _)? = loaded.endpoint("createLink")?.body else {
            Issue.record("createLink has no form fields")
            return
        }
        #expect(fields.map(\.allowsReserved) == [true, false])
        guard case let .fields(parts, _)? = loaded.endpoint("upload")?.body else {
            Issue.record("upload has no multipart fields")
            return
        }
        #expect(parts.map(\.style) == [.form, .form, .deepObject, .form(explode: false), .deepObject])
    }

    static func document(version: String, parameters: String) -> String {
        """
        openapi: \(version)
        info: { title: T, version: '1' }
        servers: [{ url: 'https://api.example.com' }]
        paths:
          /items/{id}:
            get:
              operationId: getItem
              parameters:
        \(parameters)
              responses:
                '204': { description: None. }

        """
    }

    /// Before 3.2, `allowReserved` is for query parameters only; a path's slashes need `x-multi-segment`.
    @Test(arguments: ["3.0.3", "3.1.0"])
    func allowReservedInAPathBefore32IsReported(version: String) throws {
        let yaml = Self.document(version: version, parameters: """
                    - { name: id, in: path, required: true, allowReserved: true, schema: { type: string } }
        """)
        #expect(diagnostics(yaml, file: "doc.yaml") == [
            "doc.yaml:9:53: warning: 'allowReserved' applies to path parameters from OpenAPI 3.2 on; the value is percent-encoded "
                + "as one segment. For slashes in a path value, write 'x-multi-segment: true'",
        ])
        let (spec, _) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "doc.yaml")
        #expect(spec.routers.first?.endpoints.first?.pathParameters.first?.allowsReserved == false)
    }

    @Test func allowReservedInAPathIn32IsHonoured() throws {
        let yaml = Self.document(version: "3.2.0", parameters: """
                    - { name: id, in: path, required: true, allowReserved: true, schema: { type: string } }
        """)
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "doc.yaml")
        #expect(diagnostics.sorted.isEmpty)
        #expect(spec.routers.first?.endpoints.first?.pathParameters.first?.allowsReserved == true)
    }

    @Test func allowReservedInHeadersAndCookiesIsReported() {
        let yaml = Self.document(version: "3.2.0", parameters: """
                    - { name: id, in: path, required: true, schema: { type: string } }
                    - { name: X-Trace, in: header, allowReserved: true, schema: { type: string } }
                    - { name: session, in: cookie, allowReserved: true, schema: { type: string } }
        """)
        #expect(diagnostics(yaml, file: "doc.yaml") == [
            "doc.yaml:10:44: warning: 'allowReserved' does not apply to a header, whose value is sent as it is",
            "doc.yaml:11:44: warning: 'allowReserved' does not apply to a cookie, whose value keeps every character a cookie can hold",
        ])
    }

    /// `label` and `matrix` are path styles; an object of objects has no style in a path.
    @Test func whatHasNoStyleIsReported() {
        let yaml = Self.document(version: "3.1.0", parameters: """
                    - { name: id, in: path, required: true, schema: { type: object, properties: { a: { type: object } } } }
                    - { name: X-Ids, in: header, style: matrix, schema: { type: array, items: { type: integer } } }
        """)
        #expect(diagnostics(yaml, file: "doc.yaml") == [
            "doc.yaml:9:15: warning: path parameter 'id' of type 'GetItemId' can't be sent as typed values there; it becomes a String that the caller writes out",
            "doc.yaml:10:49: warning: style 'matrix' applies to path parameters only; the header uses 'simple'",
        ])
    }

    @Test func anUnknownMultipartStyleIsReported() {
        let yaml = """
        openapi: 3.1.0
        info: { title: T, version: '1' }
        servers: [{ url: 'https://api.example.com' }]
        paths:
          /uploads:
            post:
              operationId: upload
              requestBody:
                content:
                  multipart/form-data:
                    schema: { type: object, properties: { tags: { type: array, items: { type: string } } } }
                    encoding: { tags: { style: matrix } }
              responses:
                '204': { description: None. }

        """
        #expect(diagnostics(yaml, file: "doc.yaml") == [
            "doc.yaml:12:40: warning: multipart encoding style 'matrix' is not supported; the field is sent one part per element "
                + "(use form, spaceDelimited, pipeDelimited or deepObject)",
        ])
    }
}
