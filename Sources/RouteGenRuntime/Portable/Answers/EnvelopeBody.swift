import Foundation

/// A response envelope as `Envelope` describes it, decoded in one pass.
///
/// Reads the code (a string, or a number or boolean as text) and the optional message;
/// only for a success code does it decode the payload.
struct EnvelopeBody<Envelope: ResponseEnvelope, Payload: Decodable>: Decodable {
    /// What the envelope says.
    enum Outcome {
        case success(Payload)
        case failure(code: String, message: String?)
    }

    let outcome: Outcome

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let code = try Self.code(in: container, at: AnyCodingKey(Envelope.codeKey))
        guard Envelope.successCodes.contains(code) else {
            outcome = .failure(code: code, message: Self.message(in: container))
            return
        }
        let key = AnyCodingKey(Envelope.payloadKey)
        if container.contains(key), try !container.decodeNil(forKey: key) {
            outcome = .success(try container.decode(Payload.self, forKey: key))
        } else if let absent = (Payload.self as? any AbsentPayload.Type)?.absent as? Payload {
            outcome = .success(absent)
        } else {
            throw DecodingError.valueNotFound(Payload.self, DecodingError.Context(
                codingPath: container.codingPath + [key],
                debugDescription: "The envelope's \(Envelope.payloadKey.debugDescription) is missing or null, "
                    + "but \(Payload.self) is required."))
        }
    }

    /// The code as text: a string as it is, a number or boolean by its JSON text.
    private static func code(in container: KeyedDecodingContainer<AnyCodingKey>, at key: AnyCodingKey) throws -> String {
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "The envelope has no \(key.stringValue.debugDescription) field."))
        }
        if let text = try? container.decode(String.self, forKey: key) { return text }
        if let number = try? container.decode(Int.self, forKey: key) { return String(number) }
        if let number = try? container.decode(Double.self, forKey: key) { return String(number) }
        if let flag = try? container.decode(Bool.self, forKey: key) { return String(flag) }
        throw DecodingError.typeMismatch(String.self, DecodingError.Context(
            codingPath: container.codingPath + [key],
            debugDescription: "Expected the envelope's code to be a string, a number or a boolean."))
    }

    /// The message, when the envelope has a message key and a string under it.
    /// Anything else there (missing, `null`, another type) gives `nil`: the failure code
    /// matters more than a malformed message.
    private static func message(in container: KeyedDecodingContainer<AnyCodingKey>) -> String? {
        guard let name = Envelope.messageKey else { return nil }
        return (try? container.decodeIfPresent(String.self, forKey: AnyCodingKey(name))) ?? nil
    }
}

/// Payload types that have a value for a missing or `null` envelope payload.
protocol AbsentPayload {
    /// The value to use when the payload is missing or `null`.
    static var absent: Self { get }
}

extension Optional: AbsentPayload {
    static var absent: Wrapped? { nil }
}
