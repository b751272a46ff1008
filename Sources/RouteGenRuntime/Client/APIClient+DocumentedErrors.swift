import Foundation

/// The body of a failed answer, decoded as the call documents it for the answer's status.
public struct DocumentedBody: Sendable, Equatable {
    /// The documented status that covers the answer, as the spec writes it: `422`, `4XX` or `default`.
    public var status: String
    /// The decoded body; generated accessors on ``APIError`` give it its type
    /// (`error.validationError`).
    public var value: any Sendable

    /// Creates a documented body.
    /// - Parameters:
    ///   - status: The documented status.
    ///   - value: The decoded body.
    public init(status: String, value: any Sendable) {
        self.status = status
        self.value = value
    }

    /// Equal when both cover the same documented status with a value of the same type; the
    /// bodies themselves are compared as bytes by ``HTTPResponse``.
    public static func == (lhs: DocumentedBody, rhs: DocumentedBody) -> Bool {
        lhs.status == rhs.status && ObjectIdentifier(type(of: lhs.value)) == ObjectIdentifier(type(of: rhs.value))
    }
}

extension APIClient {
    /// A copy of the client whose failed answers carry their body decoded as `errors` documents it.
    ///
    /// An answer refused for its status (``APIError/unacceptableStatus(_:)``) whose status one of
    /// `errors` covers gets its body decoded with ``decoder`` into ``HTTPResponse/documentedBody``;
    /// a body that doesn't decode leaves it `nil` (the bytes stay in the response's `body`).
    /// - Parameter errors: The call's documented error answers.
    /// - Returns: The client, documenting those errors.
    public func documenting(_ errors: DocumentedErrors) -> APIClient {
        var client = self
        client.documentedErrors = errors
        return client
    }

    /// `error`, with the response's body decoded when the call documents its status.
    func documentingBody(of error: APIError) -> APIError {
        guard let documentedErrors, case .unacceptableStatus(var response) = error, !response.body.isEmpty,
              let (status, type) = documentedErrors.answer(for: response.statusCode),
              let value = try? decoder.decode(type, from: response.body)
        else { return error }
        response.documentedBody = DocumentedBody(status: status, value: value)
        return .unacceptableStatus(response)
    }
}

extension APIError {
    /// The failed answer's body, decoded as the call documents it for the answer's status; `nil`
    /// when the call documents none for it, or the body doesn't decode.
    ///
    /// Generated code gives each documented error type an accessor that reads it typed:
    /// `error.validationError`, `error.stripeError`.
    public var documentedBody: DocumentedBody? {
        response?.documentedBody
    }
}
