import Foundation
@testable import RouteGenCore
import Testing

/// Text and raw bodies, files with their types, and query items that are arrays of objects
/// (Tests/Fixtures/wire/uploads.yaml).
@Suite struct OpenAPIRawBodyTests {
    @Test func textPlainIsAString() throws {
        let loaded = try OpenAPIFixtures.load(OpenAPIOperationServerTests.uploads)
        guard case let .data(text, contentType)? = loaded.endpoint("createNote")?.body else {
            Issue.record("createNote does not send a raw body")
            return
        }
        #expect("\(text.name): \(text.type.written)" == "text: String")
        #expect(contentType == "text/plain")
        #expect(loaded.endpoint("createNote")?.headerParameters.isEmpty == true)
    }

    /// Two media types: the first is sent unless the caller names the other.
    @Test func severalMediaTypesLetTheCallerChoose() throws {
        let loaded = try OpenAPIFixtures.load(OpenAPIOperationServerTests.uploads)
        let endpoint = try #require(loaded.endpoint("putImage"))
        guard case let .data(data, contentType)? = endpoint.body else {
            Issue.record("putImage does not send a raw body")
            return
        }
        #expect("\(data.name): \(data.type.written)" == "data: Data")
        #expect(contentType == "image/png")
        #expect(endpoint.headerParameters.map { "\($0.name) \($0.wireName): \($0.type.written)" } == ["contentType Content-Type: String?"])
        #expect(endpoint.headerParameters.first?.description
            == "The media type of `data`, one of `image/png`, `image/jpeg`; `image/png` when `nil`.")
    }

    /// GitHub's release assets: `*/*` with `type: string` is a file's bytes, in any media type.
    @Test func wildcardStringIsBytesOfAnyType() throws {
        let yaml = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            servers: [{url: "https://api.example.com"}]
            paths:
              /assets:
                post:
                  operationId: upload
                  requestBody:
                    content:
                      "*/*":
                        schema: {type: string, description: The raw file data}
                  responses: {"204": {description: OK}}
              /documents:
                post:
                  operationId: store
                  requestBody:
                    content:
                      "*/*":
                        schema: {type: object, properties: {name: {type: string}}}
                  responses: {"204": {description: OK}}

            """
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "t.yaml")
        #expect(diagnostics.all.isEmpty)
        let endpoints = spec.routers.flatMap(\.endpoints)
        let upload = try #require(endpoints.first { $0.name == "upload" })
        guard case let .data(data, contentType)? = upload.body else {
            Issue.record("upload does not send bytes")
            return
        }
        #expect("\(data.name): \(data.type.written)" == "data: Data?")
        #expect(contentType == "application/octet-stream")
        #expect(upload.headerParameters.first?.description
            == "The media type of `data`, any media type; `application/octet-stream` when `nil`.")
        // An object schema under `*/*` is still JSON.
        guard case .value? = endpoints.first(where: { $0.name == "store" })?.body else {
            Issue.record("store does not send JSON")
            return
        }
    }

    @Test func filesTakeTheirEncodingsContentType() throws {
        let loaded = try OpenAPIFixtures.load(OpenAPIOperationServerTests.uploads)
        guard case let .fields(fields, .multipart)? = loaded.endpoint("createAlbum")?.body else {
            Issue.record("createAlbum does not send a multipart body")
            return
        }
        #expect(fields.map { "\($0.wireName): \($0.type.written) \($0.contentType ?? "-")" } == [
            "title: String -", "cover: Data image/png", "pages: [Data]? -",
        ])
    }

    /// Arrays of objects in the query are typed, written in the `deepObject` style whatever the declared one.
    @Test func queryArraysOfObjectsAreTyped() throws {
        let loaded = try OpenAPIFixtures.load(OpenAPIOperationServerTests.uploads)
        let query = try #require(loaded.endpoint("listReports")?.queryParameters)
        #expect(query.map { "\($0.wireName): \($0.type.written)" } == ["filters: [ListReportsFiltersItem]?", "sort: [ListReportsSortItem]?"])
        #expect(query.map(\.style) == [.deepObject, .deepObject])
    }
}
