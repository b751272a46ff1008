import Alamofire
import Foundation
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

/// Tests/Fixtures/wire/uploads.yaml: servers of paths and operations, text and raw bodies, files
/// with names and types, and query items that are arrays of objects.
@Suite struct UploadsTests {
    @Test func aTextBodyIsUTF8WithItsType() throws {
        let request = try NotesRouter.createNote(text: "Grüße").asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/notes")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain")
        #expect(request.httpBody == Data("Grüße".utf8))
    }

    /// A path's server takes its operations; an operation that lists the document's stays on the API's.
    @Test func aPathsServerTakesItsOperations() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        let put = try MediaRouter.putImage(id: "a b", data: png).asURLRequest()
        #expect(put.url?.absoluteString == "https://media.example.com/images/a%20b")
        #expect(put.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(put.httpBody == png)
        let jpeg = try MediaRouter.putImage(id: "a", data: png, contentType: "image/jpeg").asURLRequest()
        #expect(jpeg.value(forHTTPHeaderField: "Content-Type") == "image/jpeg")
        #expect(try MediaRouter.deleteImage(id: "a").asURLRequest().url?.absoluteString == "https://api.example.com/v1/images/a")
    }

    /// The spec's `encoding.cover.contentType` is the cover's type unless the caller gives one; files
    /// of an array are one part each.
    @Test func filePartsTakeTheSpecsTypeUnlessGivenOne() throws {
        let route = MediaRouter.createAlbum(
            title: "Sea", cover: Data("C".utf8),
            pages: [UploadsFilePart(Data("1".utf8), fileName: "p1.jpg", contentType: "image/jpeg"), Data("2".utf8)])
        let request = try route.asURLRequest()
        #expect(request.url?.absoluteString == "https://eu.uploads.example.com/albums")
        let contentType = try #require(request.value(forHTTPHeaderField: "Content-Type"))
        let boundary = try #require(contentType.split(separator: "=", maxSplits: 1).last)
        let part = { (head: String, body: String) in "--\(boundary)\r\nContent-Disposition: form-data; \(head)\r\n\r\n\(body)\r\n" }
        let expected = part("name=\"cover\"; filename=\"cover\"\r\nContent-Type: image/png", "C")
            + part("name=\"pages\"; filename=\"p1.jpg\"\r\nContent-Type: image/jpeg", "1")
            + part("name=\"pages\"; filename=\"pages\"\r\nContent-Type: application/octet-stream", "2")
            + part("name=\"title\"", "Sea") + "--\(boundary)--\r\n"
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    /// An array of objects in the query is typed, and written with brackets whatever its style.
    @Test func queryArraysOfObjectsUseBrackets() throws {
        let route = ReportsRouter.listReports(
            filters: [ListReportsFiltersItem(field: "year", values: ["2023", "2024"])],
            sort: [ListReportsSortItem(field: "title", descending: true), ListReportsSortItem(field: "id")])
        let url = try #require(try route.asURLRequest().url)
        #expect(url.host == "reports.example.com")
        #expect(url.query?.removingPercentEncoding == "filters[0][field]=year&filters[0][values][0]=2023&filters[0][values][1]=2024"
            + "&sort[0][descending]=true&sort[0][field]=title&sort[1][field]=id")
    }

    /// A server of an operation with variables: the first the operation lists, with its defaults.
    @Test func anOperationsServerWithVariables() {
        #expect(UploadsServer.uploads.absoluteString == "https://eu.uploads.example.com")
        #expect(UploadsServer.uploads(region: .us).absoluteString == "https://us.uploads.example.com")
    }

    /// Alamofire builds the request with `asURLRequest()` (once the request is resumed), so it goes to
    /// the operation's server too.
    @Test func alamofireSendsToTheOperationsServer() throws {
        let request = AF.request(MediaRouter.putImage(id: "a", data: Data([1])))
        #expect(try request.convertible.asURLRequest().url?.absoluteString == "https://media.example.com/images/a")
        let upload = AF.request(ReposRouter.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 1, name: "a.zip"))
        #expect(try upload.convertible.asURLRequest().url?.host == "uploads.github.com")
    }

    /// An Alamofire user moves an operation's server the way the client does.
    @Test func serverURLForAlamofireUsers() throws {
        let client = UploadsClient(operationServers: [UploadsServer.media: URL(string: "http://127.0.0.1:9/")!])
        let route = MediaRouter.putImage(id: "a", data: Data([1]))
        let request = try route.makeURLRequest(baseURL: client.serverURL(for: route))
        #expect(request.url?.absoluteString == "http://127.0.0.1:9/images/a")
        #expect(client.serverURL(for: MediaRouter.deleteImage(id: "a")) == UploadsServer.current)
    }
}
