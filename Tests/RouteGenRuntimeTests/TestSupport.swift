import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Builds a request for `string` with the given method, failing the test if the URL is invalid.
func makeRequest(_ string: String, method: HTTPMethod = .get) throws -> URLRequest {
    let url = try #require(URL(string: string))
    var request = URLRequest(url: url)
    request.method = method
    return request
}

/// The request body decoded as UTF-8, or `nil` when there is no body.
func bodyText(_ request: URLRequest) -> String? {
    request.httpBody.map { String(decoding: $0, as: UTF8.self) }
}

/// A string-backed enum used as a `RawRepresentable` parameter value.
enum SortOrder: String, Sendable {
    case newest
    case mostPopular = "most popular"
}

/// An integer-backed enum used as a `RawRepresentable` parameter value.
enum Priority: Int, Sendable {
    case low = 1
    case high = 3
}

/// A fixed instant: 2023-11-14T22:13:20Z.
let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

/// A fixed UUID text.
let fixedUUIDString = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
