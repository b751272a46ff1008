import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Small readers for what a request would send.
extension URLRequest {
    /// The URL after the server's base URL, such as `/posts?after=abc`.
    var pathAndQuery: String? {
        url.map { String($0.absoluteString.dropFirst(BlogServerBase.current.count)) }
    }

    /// The body as a JSON object.
    func jsonBody() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: httpBody ?? Data())
        return object as? [String: Any] ?? [:]
    }

    /// The body as text, for URL-encoded forms.
    var textBody: String {
        String(decoding: httpBody ?? Data(), as: UTF8.self)
    }
}
