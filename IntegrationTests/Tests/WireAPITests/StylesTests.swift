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

/// Path and header styles, `allowReserved` and multipart encoding styles, generated from
/// Tests/Fixtures/openapi/styles.yaml (OpenAPI 3.2.0). The expected values are the style table of
/// the OpenAPI specification (`simple`, `label`, `matrix`, with and without `explode`).
@Suite struct StylesTests {
    static let server = "https://api.styles.example/v1"

    private func url(_ route: some StylesRequestRouter) throws -> String? {
        try route.asURLRequest().url?.absoluteString
    }

    // MARK: Paths

    @Test func arraysInPaths() throws {
        #expect(try url(PathStylesRouter.getReports(ids: [3, 4, 5])) == Self.server + "/reports/3,4,5")
        #expect(try url(PathStylesRouter.getKinds(kinds: [.sedan, .coupe])) == Self.server + "/kinds/sedan,coupe")
        #expect(try url(PathStylesRouter.getLabels(labels: ["a", "b"], exploded: ["c", "d"]))
            == Self.server + "/labels/.a,b/exploded/.c.d")
        #expect(try url(PathStylesRouter.getCars(id: [3, 4], owner: ["ann", "bo"]))
            == Self.server + "/cars;id=3,4/owners;owner=ann;owner=bo")
    }

    @Test func scalarsInLabelAndMatrixStyle() throws {
        #expect(try url(PathStylesRouter.getVersion(version: "2", carId: 5)) == Self.server + "/versions/.2/cars;carId=5")
    }

    /// An object's properties in key order: `B`, `G`, `R`.
    @Test func objectsInPaths() throws {
        let color = Color(r: 100, g: 200, b: 150)
        #expect(try url(PathStylesRouter.getColor(color: color, labelled: color))
            == Self.server + "/colors/B=150,G=200,R=100/labelled/.B,150,G,200,R,100")
    }

    /// Each element is encoded as a segment, so no element can add a segment or a comma; `.` is
    /// unreserved, so it stays (RFC 6570 writes it so too), and a whole segment is never `.` or `..`.
    @Test func elementsStayInsideTheirSegment() throws {
        #expect(PathStylesRouter.getLabels(labels: ["a/b", "c,d"], exploded: ["..", "e,f"]).path
            == "/labels/.a%2Fb,c%2Cd/exploded/....e%2Cf")
        #expect(PathStylesRouter.getReports(ids: []).path == "/reports/")
        #expect(PathStylesRouter.getVersion(version: "", carId: 1).path == "/versions/%2E/cars;carId=1")
    }

    // MARK: Headers

    @Test func arraysAndObjectsInHeaders() throws {
        let route = HeaderStylesRouter.search(
            xSizes: [1, 2], xTags: ["a b", "c"], xKinds: [.coupe], xColor: Color(r: 1, g: 2, b: 3), xLimits: ["day": 10, "hour": 2])
        let headers = try route.asURLRequest().allHTTPHeaderFields ?? [:]
        #expect(headers["X-Sizes"] == "1,2")
        #expect(headers["X-Tags"] == "a b,c")
        #expect(headers["X-Kinds"] == "coupe")
        #expect(headers["X-Color"] == "B,3,G,2,R,1")
        #expect(headers["X-Limits"] == "day=10,hour=2")
    }

    @Test func emptyOptionalHeadersAreLeftOut() throws {
        let headers = try HeaderStylesRouter.search(xSizes: [7], xLimits: [:]).asURLRequest().allHTTPHeaderFields ?? [:]
        #expect(headers["X-Sizes"] == "7")
        #expect(headers["X-Tags"] == nil)
        #expect(headers["X-Color"] == nil)
        #expect(headers["X-Limits"] == nil)
    }

    @Test func aLineBreakInAnElementIsRefused() {
        #expect(throws: StylesRequestError.invalidHeaderValue(name: "X-Tags")) {
            try HeaderStylesRouter.search(xSizes: [1], xTags: ["a\r\nX-Evil: 1"]).asURLRequest()
        }
    }

    // MARK: allowReserved

    /// `q` and `fields` keep `:` `/` `@` `,` `(` `)`; `after`, without `allowReserved`, doesn't.
    /// `&`, `=`, `+`, `#`, `[` and `]` are encoded in all of them.
    @Test func queryItemsKeepReservedCharacters() throws {
        let route = ReservedRouter.listIssues(
            q: "repo:octo/hello is:open author:@me", fields: ["title", "labels(name)"], after: "c:1/2")
        #expect(try url(route) == Self.server
            + "/issues?after=c%3A1/2&fields=title,labels(name)&q=repo:octo/hello%20is:open%20author:@me")
        #expect(try url(ReservedRouter.listIssues(q: "a&b=c+d #e[0]"))
            == Self.server + "/issues?q=a%26b%3Dc%2Bd%20%23e%5B0%5D")
    }

    /// An element's comma can be kept apart from the delimiter by sending it encoded: `%2C` passes as it is.
    @Test func percentEncodedTriplesPass() throws {
        #expect(try url(ReservedRouter.listIssues(q: "x", fields: ["a%2Cb", "c"])) == Self.server + "/issues?fields=a%2Cb,c&q=x")
    }

    /// OpenAPI 3.2 lets a path value keep the reserved characters a segment can hold; `/` stays `%2F`.
    @Test func aPathValueKeepsWhatASegmentCanHold() throws {
        #expect(ReservedRouter.getFile(name: "report:2024(final)+v2;a=b,c@d").path == "/files/report:2024(final)+v2;a=b,c@d")
        #expect(ReservedRouter.getFile(name: "a/b?c#d").path == "/files/a%2Fb%3Fc%23d")
        #expect(ReservedRouter.getFile(name: "..").path == "/files/%2E%2E")
    }

    @Test func aFormFieldKeepsReservedCharacters() throws {
        let request = try ReservedRouter.createLink(target: "https://a.example/b?c=d&e", note: "x:y").asURLRequest()
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "note=x%3Ay&target=https://a.example/b?c%3Dd%26e")
    }

    // MARK: Multipart

    /// `tags` has no `encoding`: one part per element, all named `tags` (RFC 7578 §4.3, as OpenAPI
    /// says). `labels` is `form` without `explode`: one part. `expand` and `metadata` are
    /// `deepObject`: one part per value, named with brackets.
    @Test func multipartFieldsInTheirStyles() throws {
        let route = PartsRouter.upload(
            file: StylesFilePart(Data("x".utf8), fileName: "x.txt", contentType: "text/plain"), tags: ["a", "b"],
            expand: ["links"], labels: ["l1", "l2"], metadata: ["k": "v"])
        let request = try route.asURLRequest()
        let contentType = try #require(request.value(forHTTPHeaderField: "Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=" + WireOutput.boundaryPrefix))
        let boundary = try #require(contentType.split(separator: "=", maxSplits: 1).last)
        func part(_ name: String, _ text: String) -> String {
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(text)\r\n"
        }
        let expected = part("expand[0]", "links")
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"x.txt\"\r\nContent-Type: text/plain\r\n\r\nx\r\n"
            + part("labels", "l1,l2") + part("metadata[k]", "v") + part("tags", "a") + part("tags", "b") + "--\(boundary)--\r\n"
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    // MARK: The server

    /// What the server reads: the raw path, query and headers as the tests above pin them.
    @Test func theServerReceivesTheStyledValues() async throws {
        try await LocalHTTPServer.run { server in
            await server.on("GET", "/cars;id=3,4/owners;owner=ann;owner=bo", replies: [.text("", status: 204)])
            await server.on("GET", "/issues", replies: [.text("", status: 204)])
            await server.on("GET", "/search", replies: [.text("", status: 204)])
            await server.on("GET", "/files/report:2024(final)+v2", replies: [.text("", status: 204)])
            let routes: [any StylesRequestRouter] = [
                PathStylesRouter.getCars(id: [3, 4], owner: ["ann", "bo"]),
                ReservedRouter.listIssues(q: "is:open label:bug", fields: ["a", "b"]),
                HeaderStylesRouter.search(xSizes: [1, 2], xColor: Color(r: 1, g: 2, b: 3)),
                ReservedRouter.getFile(name: "report:2024(final)+v2"),
            ]
            for route in routes {
                let (_, response) = try await URLSession.shared.data(for: try route.makeURLRequest(baseURL: server.baseURL))
                #expect((response as? HTTPURLResponse)?.statusCode == 204)
            }
            let requests = await server.requests()
            #expect(requests.map(\.path) == ["/cars;id=3,4/owners;owner=ann;owner=bo", "/issues", "/search", "/files/report:2024(final)+v2"])
            #expect(requests[1].query == "fields=a,b&q=is:open%20label:bug")
            #expect(requests[2].header("X-Sizes") == "1,2")
            #expect(requests[2].header("X-Color") == "B,3,G,2,R,1")
        }
    }
}
