import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What sends a `URLRequest` and hands back the response.
///
/// ``APIClient`` never touches `URLSession` itself: it asks its transport. Apps use
/// ``URLSessionTransport``; tests use ``StubTransport`` or a transport of their own.
/// A transport reports only failures to get a response at all (timeouts, refused
/// connections, …); any status code, including 404 or 500, is a normal response.
public protocol HTTPTransport: Sendable {
    /// Sends the request and returns the response exactly as received.
    /// - Parameter request: The finished request, already adapted by any interceptor.
    /// - Returns: The status code, headers and body.
    /// - Throws: Usually a `URLError`; `CancellationError` when the task is cancelled.
    func send(_ request: URLRequest) async throws -> HTTPResponse

    /// Sends the request and returns as soon as the status and headers arrive, with the body
    /// still arriving (for streamed answers such as server-sent events).
    ///
    /// The default sends with ``send(_:)`` and hands the whole body over as one piece;
    /// ``URLSessionTransport`` and ``StubTransport`` deliver it piece by piece.
    /// - Parameter request: The finished request, already adapted by any interceptor.
    /// - Returns: The status code and headers, and the body as it arrives.
    /// - Throws: As ``send(_:)``.
    func streamingResponse(for request: URLRequest) async throws -> StreamingResponse
}
