import Foundation

extension HTTPResponse {
    /// The target of the `Link` header's `rel="next"` link (RFC 8288), exactly as written;
    /// `nil` when there is none.
    ///
    /// `Link: <https://api.github.com/repositories/1/issues?page=2>; rel="next", <…?page=5>; rel="last"`
    /// gives `https://api.github.com/repositories/1/issues?page=2`.
    public var nextPageURL: URL? {
        guard let value = headers["Link"] else { return nil }
        return LinkHeader.target(of: "next", in: value).flatMap { URL(string: $0) }
    }
}
