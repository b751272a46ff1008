import Foundation

extension URL {
    /// Returns this URL with `query` (already percent-encoded) added to its query string.
    ///
    /// Works on the URL's text: an existing query is kept verbatim and joined with `&`,
    /// and a fragment stays at the end. No force unwrapping is involved.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if the result does not parse as a URL.
    func appendingPercentEncodedQuery(_ query: String) throws -> URL {
        let text = absoluteString
        let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
        let beforeFragment = text[..<fragmentStart]
        let fragment = text[fragmentStart...]

        let separator: String
        if let queryStart = beforeFragment.firstIndex(of: "?") {
            let existing = beforeFragment[beforeFragment.index(after: queryStart)...]
            separator = existing.isEmpty || existing.hasSuffix("&") ? "" : "&"
        } else {
            separator = "?"
        }

        let combined = String(beforeFragment) + separator + query + String(fragment)
        guard let url = URL(string: combined) else {
            throw RouteGenError.invalidURL(combined)
        }
        return url
    }
}
