import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer

/// A plain `URLSession` client for the server under test.
enum Client {
    /// A session that keeps no cookies or cache between tests.
    static let session = URLSession(configuration: .ephemeral)

    /// Sends a request and returns the body and response.
    /// - Parameters:
    ///   - method: The method.
    ///   - target: The raw path and query, sent as written, e.g. `"/a%2Fb?q=1"`.
    ///   - server: The server to send to.
    ///   - headers: Header fields to add.
    ///   - body: The body, if any.
    ///   - timeout: The request's time-out in seconds (whole seconds on Linux).
    static func send(
        _ method: String = "GET",
        _ target: String,
        to server: LocalHTTPServer,
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: TimeInterval = 10
    ) async throws -> (body: Data, response: HTTPURLResponse) {
        var request = URLRequest(url: url(target, on: server))
        // Set as a property: on Linux, URLSession ignores the timeout given to URLRequest's
        // initializer and uses the session's timeoutIntervalForRequest (60 s) instead.
        request.timeoutInterval = timeout
        request.httpMethod = method
        headers.forEach { request.setValue($0.value, forHTTPHeaderField: $0.key) }
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        return (data, response as! HTTPURLResponse)
    }

    /// The URL for a raw path and query on `server`, kept exactly as written.
    static func url(_ target: String, on server: LocalHTTPServer) -> URL {
        URL(string: "http://127.0.0.1:\(server.port)\(target)")!
    }

    /// The body as UTF-8 text.
    static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }
}
