import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response whose body is still arriving: what ``HTTPTransport/streamingResponse(for:)``
/// returns.
public struct StreamingResponse: Sendable {
    /// The status code and headers; its `body` is empty.
    public var response: HTTPResponse
    /// The body, in the pieces the network delivers. It can be iterated once.
    public var body: AsyncThrowingStream<Data, any Error>
    /// Closes the connection; called when the reader stops before the end of the body.
    public var cancel: @Sendable () -> Void

    /// Creates a streaming response.
    /// - Parameters:
    ///   - response: The status code and headers.
    ///   - body: The body's pieces, in order.
    ///   - cancel: Closes the connection early; does nothing by default.
    public init(response: HTTPResponse, body: AsyncThrowingStream<Data, any Error>, cancel: @escaping @Sendable () -> Void = {}) {
        self.response = response
        self.body = body
        self.cancel = cancel
    }

    /// A streaming response whose body is already all there, delivered in the given pieces.
    /// - Parameters:
    ///   - response: The status code and headers (its `body` is ignored).
    ///   - pieces: The pieces of the body, in order.
    public init(response: HTTPResponse, pieces: [Data]) {
        var head = response
        head.body = Data()
        self.init(response: head, body: AsyncThrowingStream { continuation in
            for piece in pieces {
                continuation.yield(piece)
            }
            continuation.finish()
        })
    }

    /// Reads the rest of the body, at most `limit` bytes, then closes the connection.
    /// - Returns: The response with that much of the body.
    func readingBody(limit: Int) async -> HTTPResponse {
        var whole = response
        do {
            for try await piece in body {
                whole.body.append(piece.prefix(limit - whole.body.count))
                if whole.body.count >= limit { break }
            }
        } catch {
            // What arrived before the failure is what the error can show.
        }
        cancel()
        return whole
    }
}

extension HTTPTransport {
    /// Sends with ``send(_:)`` and hands the whole body over as one piece.
    public func streamingResponse(for request: URLRequest) async throws -> StreamingResponse {
        let response = try await send(request)
        return StreamingResponse(response: response, pieces: response.body.isEmpty ? [] : [response.body])
    }
}

extension StreamingResponse: ReceivedAnswer {
    var head: HTTPResponse {
        get { response }
        set { response = newValue }
    }

    /// A stream is a body even before any of it has arrived, unless it is announced as empty.
    var hasBody: Bool { response.headers["Content-Length"] != "0" }

    func refused() async -> HTTPResponse? {
        await readingBody(limit: 64 * 1024)
    }
}
