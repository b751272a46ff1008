import Foundation
import LocalHTTPServer
#if ALAMOFIRE_OUTPUT
import AlamofireWireAPI
#else
import RouteGenRuntime
import WireAPI
#endif
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tests/Fixtures/wire/swagger.yaml, a Swagger 2.0 document: the bytes of every `collectionFormat`
/// in a path, a query, a header and a form, of a `formData` form body, and of a `type: file` upload.
@Suite struct SwaggerWireTests {
    static let find = ItemsRouter.findItems(
        csv: ["a", "b"], ssv: ["a", "b"], tsv: [1, 2], pipes: ["a", "b"],
        qDefault: ["x", "y"], qCsv: ["a", "b,c"], qSsv: ["a", "b"], qTsv: ["a", "b"], qPipes: ["a", "b"], qMulti: ["a", "b"],
        xCsv: ["a", "b"], xSsv: ["a", "b"], xTsv: [1, 2], xPipes: ["a", "b"])

    @Test func pathArraysInEachFormat() throws {
        let url = try #require(try Self.find.asURLRequest().url)
        #expect(url.absoluteString.hasPrefix("https://api.example.com/v1/items/a,b/a%20b/1%092/a%7Cb?"))
    }

    @Test func queryArraysInEachFormat() throws {
        let url = try #require(try Self.find.asURLRequest().url)
        // csv is the default; a comma inside an element is escaped.
        #expect(url.query == "q_csv=a,b%2Cc&q_default=x,y&q_multi=a&q_multi=b&q_pipes=a%7Cb&q_ssv=a%20b&q_tsv=a%09b")
    }

    @Test func headerArraysInEachFormat() throws {
        let request = try Self.find.asURLRequest()
        #expect(request.value(forHTTPHeaderField: "X-Csv") == "a,b")
        #expect(request.value(forHTTPHeaderField: "X-Ssv") == "a b")
        #expect(request.value(forHTTPHeaderField: "X-Tsv") == "1\t2")
        #expect(request.value(forHTTPHeaderField: "X-Pipes") == "a|b")
    }

    static let create = ItemsRouter.createItem(
        name: "n 1", count: 2, gift: true, tags: ["a", "b"], sizes: ["S", "M"], codes: [1, 2], colors: ["red", "blue"],
        labels: ["x", "y"])
    static let createBody = "codes=1%092&colors=red%7Cblue&count=2&gift=true&labels=x&labels=y&name=n%201&sizes=S%20M&tags=a,b"

    @Test func formBodyInEachFormat() throws {
        let request = try Self.create.asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/items")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == Self.createBody)
    }

    static let upload = ItemsRouter.uploadPhoto(
        id: 7, file: Data("PNG\u{0}".utf8), caption: "Hi", tags: ["a", "b"], labels: ["x", "y"], sizes: ["S", "M"])

    /// The body of `upload` for `boundary`: a `type: file` field is a file part, as OpenAPI 3's
    /// `format: binary` in a multipart body; `multi` repeats a part, the other formats join one.
    static func uploadBody(boundary: String) -> String {
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nHi\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\n"
            + "Content-Type: application/octet-stream\r\n\r\nPNG\u{0}\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"labels\"\r\n\r\nx\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"labels\"\r\n\r\ny\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"sizes\"\r\n\r\nS|M\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\na,b\r\n"
            + "--\(boundary)--\r\n"
    }

    @Test func fileUploadBytes() throws {
        let request = try Self.upload.asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/items/7/photo")
        let contentType = try #require(request.value(forHTTPHeaderField: "Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=" + WireOutput.boundaryPrefix))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == Self.uploadBody(boundary: boundary))
    }

    /// A body parameter of an operation without `consumes` is sent as the document's, the first
    /// by default; int-or-string values in the path, the query, the header and the body.
    @Test func aBodyInTheDocumentsMediaTypes() throws {
        let route = ItemsRouter.updateItem(ref: 5, body: Item(id: 5, port: 8080), size: "L", xPort: 443)
        let request = try route.asURLRequest()
        #expect(request.httpMethod == "PATCH")
        #expect(request.url?.absoluteString == "https://api.example.com/v1/items/5?size=L")
        #expect(request.value(forHTTPHeaderField: "X-Port") == "443")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/merge-patch+json")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"id":5,"port":8080}"#)
        let json = try ItemsRouter.updateItem(ref: "a-b", body: Item(id: 5, port: "http"), size: 3, contentType: .json).asURLRequest()
        #expect(json.url?.absoluteString == "https://api.example.com/v1/items/a-b?size=3")
        #expect(json.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(json.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"id":5,"port":"http"}"#)
    }

    @Test func theServerReceivesTheSameBytes() async throws {
        try await LocalHTTPServer.run { server in
            await server.on("GET", "/items/a,b/a%20b/1%092/a%7Cb", replies: [.json("[]")])
            await server.on("POST", "/items", replies: [.json(#"{"id":1}"#)])
            await server.on("POST", "/items/7/photo", replies: [.json(#"{"id":7}"#)])
            for route in [Self.find, Self.create, Self.upload] {
                let (_, response) = try await URLSession.shared.data(for: try route.makeURLRequest(baseURL: server.baseURL))
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
            }
            let received = await server.requests()
            #expect(received.count == 3)
            #expect(received.first?.path == "/items/a,b/a%20b/1%092/a%7Cb")
            #expect(received.first?.query == "q_csv=a,b%2Cc&q_default=x,y&q_multi=a&q_multi=b&q_pipes=a%7Cb&q_ssv=a%20b&q_tsv=a%09b")
            #expect(received.first?.header("X-Tsv") == "1\t2")
            #expect(received.dropFirst().first?.bodyText == Self.createBody)
            let upload = try #require(received.last)
            let boundary = try #require(upload.header("Content-Type")?.components(separatedBy: "boundary=").last)
            #expect(upload.bodyText == Self.uploadBody(boundary: boundary))
        }
    }
}
