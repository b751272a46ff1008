import Foundation

/// Why a body could not be decoded, with enough context to find the bad field.
public struct DecodingFailure: Sendable, Equatable, CustomStringConvertible {
    /// The type that was being decoded, e.g. `"Array<Post>"`.
    public var typeName: String
    /// Where in the JSON decoding failed, e.g. `"data[0].title"`; `""` for the root.
    public var codingPath: String
    /// The decoder's explanation, or `"the data is not valid JSON"`.
    public var reason: String
    /// The first 512 bytes of the body as UTF-8 (invalid bytes replaced), with `…` when cut.
    public var bodyExcerpt: String
    /// The status code of the response whose body this was.
    public var statusCode: Int
    /// For an item of a streamed answer (``ResponseStream``): which item, counting from 0; the
    /// ``bodyExcerpt`` is then the item's text. `nil` for a whole body.
    public var itemIndex: Int?

    /// Creates a failure from its parts.
    /// - Parameters:
    ///   - typeName: The type being decoded.
    ///   - codingPath: The path to the failing value; `""` for the root.
    ///   - reason: Why it failed.
    ///   - bodyExcerpt: The start of the body.
    ///   - statusCode: The response's status code.
    public init(typeName: String, codingPath: String, reason: String, bodyExcerpt: String, statusCode: Int) {
        self.typeName = typeName
        self.codingPath = codingPath
        self.reason = reason
        self.bodyExcerpt = bodyExcerpt
        self.statusCode = statusCode
    }

    /// Describes an error thrown while decoding `type` from `response`'s body.
    /// - Parameters:
    ///   - error: Usually a `DecodingError`; any other error is described as it is.
    ///   - type: The type that was being decoded.
    ///   - response: The response whose body failed to decode.
    init(_ error: any Error, decoding type: Any.Type, from response: HTTPResponse) {
        let (path, reason) = Self.location(of: error, in: response.body)
        self.init(
            typeName: String(describing: type),
            codingPath: path,
            reason: reason,
            bodyExcerpt: BodyExcerpt.text(of: response.body),
            statusCode: response.statusCode
        )
    }

    /// A sentence such as `Could not decode Array<Post> at data[0].title: …`.
    public var description: String {
        let place = codingPath.isEmpty ? "the top level" : codingPath
        if let itemIndex {
            return "Could not decode item \(itemIndex) of the stream as \(typeName) at \(place): \(reason) (text \(bodyExcerpt))"
        }
        let body = bodyExcerpt.isEmpty ? "an empty body" : "body \(bodyExcerpt)"
        return "Could not decode \(typeName) at \(place): \(reason) (status \(statusCode), \(body))"
    }

    /// The rendered coding path and the reason for a decoding error.
    private static func location(of error: any Error, in body: Data) -> (path: String, reason: String) {
        guard let decodingError = error as? DecodingError else {
            return ("", String(describing: error))
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return (render(context.codingPath + [key]), context.debugDescription)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return (render(context.codingPath), context.debugDescription)
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, !isJSON(body) {
                return ("", "the data is not valid JSON")
            }
            return (render(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", String(describing: decodingError))
        }
    }

    /// `data[0].title` from the keys `data`, `Index 0`, `title`.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    /// Whether the body parses as JSON at all (only asked once decoding has failed).
    private static func isJSON(_ body: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) != nil
    }
}
