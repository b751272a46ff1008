import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

private struct Meta: Encodable, Sendable {
    var title: String
    var size: Int?
}

@Suite struct MultipartTests {
    @Test func formDataBytes() {
        var form = MultipartFormBody(boundary: "B")
        form.append("A \"holiday\"", name: "caption")
        form.append(Data([0x00, 0xFF]), name: "photo", fileName: "beach.jpg", contentType: "image/jpeg")
        form.append(Data("raw".utf8), name: "blob")
        var expected = Data("--B\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nA \"holiday\"\r\n".utf8)
        expected.append(Data("--B\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"beach.jpg\"\r\n".utf8))
        expected.append(Data("Content-Type: image/jpeg\r\n\r\n".utf8))
        expected.append(Data([0x00, 0xFF]))
        expected.append(Data("\r\n--B\r\nContent-Disposition: form-data; name=\"blob\"\r\n".utf8))
        expected.append(Data("Content-Type: application/octet-stream\r\n\r\nraw\r\n--B--\r\n".utf8))
        #expect(form.encoded() == expected)
        #expect(form.contentType == "multipart/form-data; boundary=B")
    }

    @Test func namesCantBreakOutOfTheirQuotes() {
        var form = MultipartFormBody(boundary: "B")
        form.append("v", name: "a\"b\r\nX: y")
        #expect(String(decoding: form.encoded(), as: UTF8.self).contains(#"name="a%22b%0D%0AX: y""#))
    }

    @Test func randomBoundariesDiffer() {
        #expect(MultipartFormBody().boundary != MultipartFormBody().boundary)
        #expect(MultipartFormBody().boundary.hasPrefix("routegen-"))
    }

    @Test func encodingWritesEachKindOfValue() throws {
        var request = try makeRequest("https://example.com/upload", method: .post)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let parameters: Parameters = [
            "file": Data([0x01]), "count": 3, "flag": true, "tags": ["a", "b"], "meta": Meta(title: "t"),
            "order": SortOrder.mostPopular, "none": String?.none,
        ]
        let encoded = try MultipartEncoding(boundary: "X").encode(request, with: parameters)
        #expect(encoded.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=X")
        let text = try #require(bodyText(encoded))
        let parts = text.components(separatedBy: "--X\r\n").dropFirst().map { $0.replacingOccurrences(of: "\r\n", with: "|") }
        #expect(parts == [
            #"Content-Disposition: form-data; name="count"||3|"#,
            #"Content-Disposition: form-data; name="file"; filename="file"|Content-Type: application/octet-stream||\#u{01}|"#,
            #"Content-Disposition: form-data; name="flag"||true|"#,
            #"Content-Disposition: form-data; name="meta"|Content-Type: application/json||{"title":"t"}|"#,
            #"Content-Disposition: form-data; name="order"||most popular|"#,
            #"Content-Disposition: form-data; name="tags"||a|"#,
            #"Content-Disposition: form-data; name="tags"||b|--X--|"#,
        ])
    }

    /// A `FilePart` names its file and its type; plain `Data` takes the key's type from
    /// `contentTypes`, else `application/octet-stream`; the part's own type wins over both.
    @Test func filesCarryTheirNamesAndTypes() throws {
        let request = try makeRequest("https://example.com/upload", method: .post)
        let parameters: Parameters = [
            "receipt": FilePart(Data("%PDF".utf8), fileName: "receipt.pdf", contentType: "application/pdf"),
            "avatar": Data([0x89]),
            "scan": FilePart(Data("S".utf8), contentType: "image/tiff"),
            "attachments": [FilePart(Data("a".utf8), fileName: "a.txt"), Data("b".utf8)] as [any FilePartConvertible],
        ]
        let encoding = MultipartEncoding(boundary: "X", contentTypes: ["avatar": "image/png", "scan": "image/png"])
        let text = try #require(bodyText(try encoding.encode(request, with: parameters)))
        let parts = text.components(separatedBy: "--X\r\n").dropFirst().map { $0.replacingOccurrences(of: "\r\n", with: "|") }
        #expect(parts == [
            #"Content-Disposition: form-data; name="attachments"; filename="a.txt"|Content-Type: application/octet-stream||a|"#,
            #"Content-Disposition: form-data; name="attachments"; filename="attachments"|Content-Type: application/octet-stream||b|"#,
            #"Content-Disposition: form-data; name="avatar"; filename="avatar"|Content-Type: image/png||\#u{FFFD}|"#,
            #"Content-Disposition: form-data; name="receipt"; filename="receipt.pdf"|Content-Type: application/pdf||%PDF|"#,
            #"Content-Disposition: form-data; name="scan"; filename="scan"|Content-Type: image/tiff||S|--X--|"#,
        ])
    }

    @Test func aFileTypeThatWouldEndItsHeaderIsRefused() throws {
        let request = try makeRequest("https://example.com/upload", method: .post)
        let file = FilePart(Data("x".utf8), contentType: "text/plain\r\nContent-Disposition: evil")
        #expect(throws: RouteGenError.invalidHeaderValue(name: "Content-Type")) {
            try MultipartEncoding.default.encode(request, with: ["file": file])
        }
    }

    @Test func emptyParametersLeaveTheRequestAlone() throws {
        let request = try makeRequest("https://example.com/upload", method: .post)
        let encoded = try MultipartEncoding.default.encode(request, with: [:])
        #expect(encoded.httpBody == nil)
        #expect(encoded.value(forHTTPHeaderField: "Content-Type") == nil)
    }
}
