import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Multipart fields with an OpenAPI `encoding` style: `deepObject` names one part per value with
/// brackets, as Stripe's SDKs do (`expand[0]`); without a style an array repeats its name.
@Suite struct MultipartStyleTests {
    private func parts(_ encoding: MultipartEncoding, _ parameters: Parameters) throws -> [String] {
        let request = try encoding.encode(try makeRequest("https://example.com/upload", method: .post), with: parameters)
        let text = try #require(bodyText(request))
        return text.components(separatedBy: "--B\r\n").dropFirst().map { $0.replacingOccurrences(of: "\r\n", with: "|") }
    }

    @Test func deepObjectNamesEveryValueWithBrackets() throws {
        let encoding = MultipartEncoding(boundary: "B").adding(styles: ["expand": .deepObject, "link": .deepObject])
        let parameters: Parameters = [
            "expand": ["links", "customer"],
            "link": ["create": true, "metadata": ["order": "42 & more"]] as [String: any Sendable],
            "tags": ["a", "b"],
        ]
        #expect(try parts(encoding, parameters) == [
            #"Content-Disposition: form-data; name="expand[0]"||links|"#,
            #"Content-Disposition: form-data; name="expand[1]"||customer|"#,
            #"Content-Disposition: form-data; name="link[create]"||true|"#,
            #"Content-Disposition: form-data; name="link[metadata][order]"||42 & more|"#,
            #"Content-Disposition: form-data; name="tags"||a|"#,
            #"Content-Disposition: form-data; name="tags"||b|--B--|"#,
        ])
    }

    /// An empty string is still a part (Stripe's `""` clears a field); `nil` and empty arrays send none.
    @Test func emptyValues() throws {
        let encoding = MultipartEncoding(boundary: "B").adding(styles: ["m": .deepObject, "e": .deepObject])
        #expect(try parts(encoding, ["m": "", "e": [String]()]) == [#"Content-Disposition: form-data; name="m"|||--B--|"#])
    }

    /// A file keeps its file part whatever the style says.
    @Test func filesStayFiles() throws {
        let encoding = MultipartEncoding(boundary: "B").adding(styles: ["file": .deepObject])
        #expect(try parts(encoding, ["file": FilePart(Data("x".utf8), fileName: "a.txt", contentType: "text/plain")]) == [
            #"Content-Disposition: form-data; name="file"; filename="a.txt"|Content-Type: text/plain||x|--B--|"#,
        ])
    }
}
