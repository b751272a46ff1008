import Foundation
@testable import RouteGenCore
import Testing

/// What `runtime: alamofire` changes: Alamofire's own encodings where they write the same bytes, the
/// support files a spec needs and no others, and the names the output keeps to itself.
@Suite struct AlamofireOutputTests {
    private static let routegen = """
        routegen: 1
        servers:
          production: https://x.test/
        options:
          runtime: alamofire
        routers:
          Items:
            list:
              route: GET /items
              query: { open: Bool?, tags: "[String]" }
            make:
              route: POST /items
              form: { open: Bool }
        """

    private static let openAPI = """
        openapi: 3.0.3
        info: { title: Items, version: '1' }
        servers: [{ url: "https://x.test/" }]
        paths:
          /items:
            get:
              operationId: list
              parameters:
                - { name: open, in: query, schema: { type: boolean } }
              responses:
                '204': { description: Listed. }
            post:
              operationId: tagged
              parameters:
                - { name: tags, in: query, schema: { type: array, items: { type: string } } }
              requestBody:
                content:
                  application/json:
                    schema: { type: object, properties: { n: { type: integer } } }
              responses:
                '204': { description: Tagged. }
        """

    private func generate(_ text: String, path: String, runtime: Runtime? = nil) throws -> GeneratorPipeline.Output {
        var configuration = Configuration()
        configuration.runtime = runtime.map { Located($0) }
        return try GeneratorPipeline.run(data: Data(text.utf8), path: path, configuration: configuration)
    }

    private func file(_ output: GeneratorPipeline.Output, _ path: String) -> String {
        output.files.first { $0.path == path }?.contents ?? "(no \(path))"
    }

    /// Scalars with Alamofire's own bracketed arrays and numeric booleans are Alamofire's `URLEncoding`.
    @Test func routegenFormatUsesAlamofiresURLEncoding() throws {
        let output = try generate(Self.routegen, path: "items.yaml")
        let router = file(output, "Routers/Items.swift")
        #expect(router.contains("public enum Items: Alamofire.URLRequestConvertible, APIRequestRouter {"))
        #expect(router.contains("                encoding: Alamofire.URLEncoding.queryString,\n"))
        #expect(router.contains("                encoding: Alamofire.URLEncoding.httpBody,\n"))
        // The routers' protocol and what it builds requests with; no encoding of its own.
        #expect(output.files.map(\.path).filter { $0.hasPrefix("Support/") } == [
            "Support/APIClient.swift", "Support/APIDocumentedErrors.swift", "Support/APIFilePart.swift", "Support/APIHTTPHeader.swift",
            "Support/APIJSONCoding.swift", "Support/APIParameterValue+Alamofire.swift", "Support/APIParameterValue+JSON.swift",
            "Support/APIParameterValue+Text.swift", "Support/APIParameterValue.swift", "Support/APIPathSegmentEncoding.swift",
            "Support/APIPathStyle.swift", "Support/APIPercentEncoding.swift", "Support/APIRFC3339.swift", "Support/APIRequestRouter.swift",
            "Support/APIRouteRequest.swift", "Support/APIRouteServer.swift", "Support/APIStyleExpansion.swift",
        ])
        #expect(!output.files.contains { $0.contents.contains("RouteGenRuntime") })
    }

    /// OpenAPI's literal booleans are Alamofire's too; an exploded array (`tags=a&tags=b`) isn't one
    /// of Alamofire's array encodings, so it takes the generated `<Prefix>URLEncoding`.
    @Test func openAPIStylesTakeTheGeneratedEncoding() throws {
        let output = try generate(Self.openAPI, path: "items.yaml", runtime: .alamofire)
        let router = file(output, "Routers/ItemsRouter.swift")
        #expect(router.contains(
            "encoding: Alamofire.URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets, boolEncoding: .literal)\n"))
        #expect(router.contains("encoding: ItemsURLEncoding.openAPIQuery.adding(styles: [ItemsParameterKey.tags: .form(explode: true)]),\n"))
        #expect(output.files.map(\.path).contains("Support/ItemsURLEncoding.swift"))
        #expect(!output.files.map(\.path).contains("Support/ItemsMultipartEncoding.swift"))
    }

    /// The models are the default output's, byte for byte: only the files' runtime types differ.
    @Test func modelsAreTheDefaultOutputs() throws {
        let alamofire = try generate(Self.openAPI, path: "items.yaml", runtime: .alamofire)
        let routegen = try generate(Self.openAPI, path: "items.yaml")
        let models = alamofire.files.filter { $0.path.hasPrefix("Models/") }
        #expect(!models.isEmpty)
        for model in models {
            #expect(model.contents == file(routegen, model.path))
        }
        #expect(file(alamofire, "ItemsParameterKey.swift") == file(routegen, "ItemsParameterKey.swift"))
    }

    @Test func supportFilesAreChosenByTheNamesTheCodeUses() {
        // The glue templates rendered empty: what is chosen here is the runtime's derived code.
        func chosen(_ code: String) -> [String] {
            let file = GeneratedFile(path: "Routers/A.swift", contents: code)
            return AlamofireSupport.files(namedIn: [file], prefix: "API", access: "public ") { _ in "" }.map(\.path)
        }
        #expect(chosen("let x: APIJSONValue = .null; APIUnionDecoder.decode(APINullable<Int>.null)") == [
            "Support/APICodingKey.swift", "Support/APIJSONNumber+Codable.swift", "Support/APIJSONNumber+Values.swift",
            "Support/APIJSONNumber.swift", "Support/APIJSONValue+Literals.swift", "Support/APIJSONValue.swift",
            "Support/APINullable.swift", "Support/APIShortestDigits.swift", "Support/APIUnionDecoder.swift", "Support/APIUnionVariant.swift",
        ])
        #expect(AlamofireSupport.identifiers(in: "APIClientX é_APIx APIé", startingWith: "API") == ["APIClientX", "APIé"])
        // An object in a header needs the styles and the values they write, and an extension named
        // `Type+Topic.swift` goes with its type.
        #expect(chosen(#"["X-Color": APIHTTPHeader.simpleValue(color)]"#) == [
            "Support/APIHTTPHeader.swift", "Support/APIJSONCoding.swift", "Support/APIParameterValue+Alamofire.swift",
            "Support/APIParameterValue+JSON.swift", "Support/APIParameterValue+Text.swift", "Support/APIParameterValue.swift",
            "Support/APIPathStyle.swift", "Support/APIPercentEncoding.swift", "Support/APIRFC3339.swift", "Support/APIStyleExpansion.swift",
        ])
    }

    /// A model can't take a support type's name, nor the module name that qualifies Alamofire's types.
    @Test func supportNamesAreTaken() {
        let spec = Self.routegen + """

            models:
              APIClient:
                properties: { id: Int }
              Alamofire:
                properties: { id: Int }
            """
        do {
            _ = try generate(spec, path: "items.yaml")
            Issue.record("the names must be refused")
        } catch let error as GenerationFailed {
            #expect(error.diagnostics.sorted.map(\.description) == [
                "items.yaml:15:3: error: model 'APIClient' becomes the Swift type 'APIClient', like a type routegen generates; rename one",
                "items.yaml:17:3: error: model name 'Alamofire' is reserved; the generated code uses 'Alamofire' itself",
            ])
        } catch {
            Issue.record("\(error)")
        }
    }
}
