import Foundation

extension APIClient {
    /// Decodes a validated response's body as `T`; an empty body is fine for ``EmptyPayload``.
    func decodeBody<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(APIError) -> T {
        if response.body.isEmpty, let empty = EmptyPayload() as? T {
            return empty
        }
        do {
            return try decoder.decode(type, from: response.body)
        } catch {
            throw .decoding(DecodingFailure(error, decoding: type, from: response))
        }
    }

    /// Reads the envelope in one decoding pass and returns its payload.
    /// - Throws: ``APIError/server(_:)`` for a failure code, ``APIError/decoding(_:)``
    ///   when the envelope or the payload does not decode.
    func decodePayload<T: Decodable, Envelope: ResponseEnvelope>(
        _ type: T.Type, in envelope: Envelope.Type, from response: HTTPResponse
    ) throws(APIError) -> T {
        // A route that returns nothing may answer with no body at all (a 204, say): there is no
        // envelope to read then, and the status has already been accepted.
        if response.body.isEmpty, let empty = EmptyPayload() as? T {
            return empty
        }
        let body: EnvelopeBody<Envelope, T>
        do {
            body = try decoder.decode(EnvelopeBody<Envelope, T>.self, from: response.body)
        } catch {
            throw .decoding(DecodingFailure(error, decoding: type, from: response))
        }
        switch body.outcome {
        case .success(let payload):
            return payload
        case .failure(let code, let message):
            throw .server(ServerError(code: code, message: message, statusCode: response.statusCode, body: response.body))
        }
    }
}
