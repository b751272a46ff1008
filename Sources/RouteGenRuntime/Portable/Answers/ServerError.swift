import Foundation

/// A failure reported inside a response envelope: the server answered, but its own
/// code says the operation did not succeed (e.g. `{"code": "E1001", "message": "…"}`).
public struct ServerError: Sendable, Equatable, CustomStringConvertible {
    /// The envelope's code, as text (`"E1001"`, or `"500"` for a numeric code).
    public var code: String
    /// The envelope's message, if it had one.
    public var message: String?
    /// The HTTP status code of the response.
    public var statusCode: Int
    /// The whole body, e.g. to decode further fields from.
    public var body: Data

    /// Creates a server error.
    /// - Parameters:
    ///   - code: The envelope's code.
    ///   - message: The envelope's message, if any.
    ///   - statusCode: The HTTP status code.
    ///   - body: The whole body.
    public init(code: String, message: String?, statusCode: Int, body: Data) {
        self.code = code
        self.message = message
        self.statusCode = statusCode
        self.body = body
    }

    /// A sentence such as `The server reported failure code "E1001" (status 200): Not allowed`.
    public var description: String {
        let base = "The server reported failure code \(code.debugDescription) (status \(statusCode))"
        guard let message, !message.isEmpty else { return base }
        return base + ": " + message
    }
}
