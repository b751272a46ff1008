import Foundation

/// One canned answer of a ``StubTransport``: a method, a path template and what to reply.
///
/// The template is written like the routes in a spec, e.g. `"users/{username}/posts"`.
/// A leading `/` is ignored. It is compared with the *end* of the request's path, so
/// `"users/{username}"` answers `https://host/v1/users/ada` whatever the base URL is.
/// A `{name}` segment matches any one non-empty segment; other segments must equal the
/// request's percent-encoded segment exactly (write `"a%20b"`, not `"a b"`). An empty
/// template matches every path and so serves as a fallback for its method.
public struct Stub: Sendable {
    /// The method the request must have.
    public var method: HTTPMethod
    /// The path template, e.g. `"users/{username}/posts"`.
    public var path: String
    /// The replies, served in order, one per matching request; the last one repeats.
    public var replies: [StubReply]

    /// Creates a stub that serves the given replies in order.
    /// - Parameters:
    ///   - method: The method to match.
    ///   - path: The path template to match.
    ///   - replies: What to answer; the last one repeats. An empty list answers with
    ///     `URLError(.resourceUnavailable)`.
    public init(_ method: HTTPMethod, _ path: String, replies: [StubReply]) {
        self.method = method
        self.path = path
        self.replies = replies
    }

    /// Creates a stub that always answers with the same response.
    /// - Parameters:
    ///   - method: The method to match.
    ///   - path: The path template to match.
    ///   - status: The status code; `200` by default.
    ///   - headers: The header fields; `Content-Type: application/json` by default.
    ///   - body: The body; empty by default.
    public init(
        _ method: HTTPMethod,
        _ path: String,
        status: Int = 200,
        headers: HTTPHeaders = ["Content-Type": "application/json"],
        body: Data = Data()
    ) {
        self.init(method, path, replies: [.response(HTTPResponse(statusCode: status, headers: headers, body: body))])
    }

    /// Creates a stub that always answers with a JSON body.
    /// - Parameters:
    ///   - method: The method to match.
    ///   - path: The path template to match.
    ///   - status: The status code; `200` by default.
    ///   - json: The body text, sent as UTF-8 with `Content-Type: application/json`.
    public init(_ method: HTTPMethod, _ path: String, status: Int = 200, json: String) {
        self.init(method, path, status: status, body: Data(json.utf8))
    }
}

/// What a ``Stub`` answers with for one request.
public enum StubReply: Sendable {
    /// Answer with this response (any status code counts as a response).
    case response(HTTPResponse)
    /// Fail as the network would, e.g. `URLError(.timedOut)`.
    case failure(URLError)
    /// Answer with this status and these headers, and a body that arrives in these pieces
    /// (see ``Stub/init(_:_:status:contentType:pieces:)``). A call that reads the body whole
    /// gets the pieces joined.
    case stream(HTTPResponse, pieces: [Data])
}

extension Stub: CustomStringConvertible {
    /// The method and the template, e.g. `"GET users/{username}"`.
    public var description: String { "\(method) \(template.joined(separator: "/"))" }

    /// The template's segments, without the leading `/`.
    var template: [Substring] { StubPath.segments(path) }

    /// How well the stub matches: `nil` when it does not, otherwise the number of literal
    /// (non-placeholder) segments, so that a higher value is a more specific match.
    func specificity(method: HTTPMethod, pathSegments: [Substring]) -> Int? {
        let template = self.template
        guard method == self.method, template.count <= pathSegments.count else { return nil }
        var literals = 0
        for (pattern, segment) in zip(template, pathSegments.suffix(template.count)) {
            if StubPath.isPlaceholder(pattern) {
                guard !segment.isEmpty else { return nil }
            } else {
                guard pattern == segment else { return nil }
                literals += 1
            }
        }
        return literals
    }
}

/// Splitting paths and templates into segments the same way.
enum StubPath {
    /// The segments of a path after one leading `/`; an empty path has none. Empty
    /// segments in the middle or at the end (`a//b`, `a/`) are kept.
    static func segments(_ path: String) -> [Substring] {
        let trimmed = path.hasPrefix("/") ? path.dropFirst() : Substring(path)
        guard !trimmed.isEmpty else { return [] }
        return trimmed.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// `true` for a `{name}` segment.
    static func isPlaceholder(_ segment: Substring) -> Bool {
        segment.count >= 2 && segment.hasPrefix("{") && segment.hasSuffix("}")
    }
}
