import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Status codes in the words of error messages.
enum HTTPStatus {
    /// The code and its reason phrase, e.g. `"404 Not Found"`; just the code when the
    /// phrase is not a common one.
    static func text(_ code: Int) -> String {
        reasonPhrases[code].map { "\(code) \($0)" } ?? String(code)
    }

    private static let reasonPhrases: [Int: String] = [
        200: "OK", 201: "Created", 202: "Accepted", 204: "No Content",
        301: "Moved Permanently", 302: "Found", 304: "Not Modified",
        307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout",
        409: "Conflict", 410: "Gone", 412: "Precondition Failed", 413: "Content Too Large",
        415: "Unsupported Media Type", 422: "Unprocessable Content", 429: "Too Many Requests",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}

/// The start of a body, for error messages.
enum BodyExcerpt {
    /// How many bytes of a body an excerpt shows.
    static let limit = 512

    /// The first ``limit`` bytes as UTF-8 (invalid bytes replaced), with `…` when cut.
    static func text(of body: Data) -> String {
        let text = String(decoding: body.prefix(limit), as: UTF8.self)
        return body.count > limit ? text + "…" : text
    }

    /// `": <excerpt>"`, or `""` for an empty body.
    static func suffix(of body: Data) -> String {
        body.isEmpty ? "" : ": " + text(of: body)
    }
}

/// Short names for the `URLError` codes a client meets most.
enum URLErrorName {
    /// E.g. `"timed out"`; the raw number for a code not listed.
    static func of(_ code: URLError.Code) -> String {
        names[code] ?? "code \(code.rawValue)"
    }

    private static let names: [URLError.Code: String] = [
        .cancelled: "cancelled",
        .timedOut: "timed out",
        .cannotFindHost: "cannot find host",
        .cannotConnectToHost: "cannot connect to host",
        .dnsLookupFailed: "DNS lookup failed",
        .networkConnectionLost: "network connection lost",
        .notConnectedToInternet: "not connected to the internet",
        .badServerResponse: "bad server response",
        .badURL: "bad URL",
        .unsupportedURL: "unsupported URL",
        .secureConnectionFailed: "secure connection failed",
        .serverCertificateUntrusted: "server certificate untrusted",
        .resourceUnavailable: "resource unavailable",
    ]
}
