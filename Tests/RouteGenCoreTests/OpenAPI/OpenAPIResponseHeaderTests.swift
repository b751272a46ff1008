@testable import RouteGenCore
import Testing

/// Documented response headers (Tests/Fixtures/openapi/headers.yaml): their names and types, and
/// the structs that operations documenting the same headers share.
@Suite struct OpenAPIResponseHeaderTests {
    private func headers(_ endpoint: Endpoint?) -> [String] {
        (endpoint?.responseHeaders ?? []).map { "\($0.wireName) \($0.name): \($0.type.written)" }
    }

    @Test func headersAreTypedFromTheirSchemas() throws {
        let loaded = try OpenAPIFixtures.load("headers.yaml")
        let endpoint = loaded.endpoint("getReport")
        // `Content-Type` is left out, as OpenAPI says; `X-` is dropped where no other header takes
        // the name (`X-Request-Id` keeps it, since `Request-Id` is documented too).
        #expect(headers(endpoint) == [
            "X-RateLimit-Limit RateLimit-Limit: Int", "X-RateLimit-Remaining RateLimit-Remaining: Int",
            "X-Request-Id X-Request-Id: String", "Request-Id Request-Id: String", "X-Flags Flags: [String]",
            "X-Mode Mode: Mode", "Expires Expires: Date", "X-Sampled Sampled: Bool", "X-Shape Shape: String",
        ])
        #expect(endpoint?.responseHeaders.first?.description == "Requests allowed in the window.")
        #expect(endpoint?.responseHeadersTypeName == "GetReportHeaders")
        #expect(loaded.diagnostics == [
            "headers.yaml:49:17: warning: header 'X-Shape' of the response of operation 'getReport' can't be read from a header's text (scalars, enums and arrays of scalars can); it becomes a String holding the text",
        ])
    }

    /// The same headers, written once through `$ref` and once inline in another case, are one struct
    /// named after them; headers of several answers of one operation are merged.
    @Test func operationsWithTheSameHeadersShareAStruct() throws {
        let loaded = try OpenAPIFixtures.load("headers.yaml")
        #expect(loaded.endpoint("listRows")?.responseHeadersTypeName == "LinkHeaders")
        #expect(loaded.endpoint("listColumns")?.responseHeadersTypeName == "LinkHeaders")
        #expect(headers(loaded.endpoint("putReport")) == ["Location Location: String", "ETag ETag: String"])
        #expect(loaded.endpoint("putReport")?.responseHeadersTypeName == "PutReportHeaders")
    }

    @Test func structNames() {
        func header(_ name: String) -> ResponseHeader { ResponseHeader(name: name, wireName: name, type: .named("String")) }
        #expect(Self.base([header("Link")], operation: nil) == "LinkHeaders")
        #expect(Self.base(["RateLimit-Limit", "RateLimit-Remaining"].map(header), operation: "RateLimitGetHeaders") == "RateLimitHeaders")
        #expect(Self.base(["Location", "ETag"].map(header), operation: "PutReportHeaders") == "PutReportHeaders")
        #expect(Self.base(["Location", "ETag"].map(header), operation: nil) == "LocationETagHeaders")
    }

    private static func base(_ headers: [ResponseHeader], operation: String?) -> String {
        OpenAPITranslator.headersTypeBase(headers, operation: operation)
    }
}
