import Foundation

extension Stub {
    /// Creates a stub that always answers with a streamed body, delivered in these pieces.
    ///
    /// ```swift
    /// transport.add(Stub(.post, "chat/completions", pieces: [
    ///     "data: {\"id\":\"1\",\"choices\":[]}\n\n",
    ///     "data: [DONE]\n\n",
    /// ]))
    /// ```
    /// - Parameters:
    ///   - method: The method to match.
    ///   - path: The path template to match.
    ///   - status: The status code; `200` by default.
    ///   - contentType: The `Content-Type`; `text/event-stream` by default.
    ///   - pieces: The body's pieces, sent as UTF-8, in order; split one anywhere to test how
    ///     a reader joins what the network splits.
    public init(
        _ method: HTTPMethod, _ path: String, status: Int = 200, contentType: String = "text/event-stream",
        pieces: [String]
    ) {
        let head = HTTPResponse(statusCode: status, headers: ["Content-Type": contentType])
        self.init(method, path, replies: [.stream(head, pieces: pieces.map { Data($0.utf8) })])
    }
}
