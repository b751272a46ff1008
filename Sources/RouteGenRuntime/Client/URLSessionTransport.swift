import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport apps use: sends requests through a `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    /// The session that performs the requests.
    public let session: URLSession

    /// Creates a transport around a session.
    /// - Parameter session: The session to use; `URLSession.shared` by default.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Loads the request with `URLSession.data(for:)` and converts the answer.
    /// - Throws: Whatever the session throws (a `URLError`, or a cancellation), and
    ///   `URLError(.badServerResponse)` when the answer is not an HTTP response
    ///   (for example for a `data:` or `file:` URL).
    public func send(_ request: URLRequest) async throws -> HTTPResponse {
        let (data, response) = try await session.data(for: Self.portable(request))
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return HTTPResponse(http, body: data)
    }

    /// The request with a timeout every platform honours. URLSession on Linux cuts the timeout
    /// to whole seconds, so 0.5 s would time out at once; it is rounded up there instead.
    static func portable(_ request: URLRequest) -> URLRequest {
        #if canImport(FoundationNetworking)
        var request = request
        let seconds = request.timeoutInterval
        if seconds > 0, seconds != seconds.rounded(.up) {
            request.timeoutInterval = seconds.rounded(.up)
        }
        return request
        #else
        return request
        #endif
    }
}
