/// Describes how a spec wraps its payloads, e.g. `{"code": "000000", "message": "OK", "data": …}`.
///
/// Generated code declares one enum per spec that conforms to it; the client's `payload(_:in:from:)`
/// reads the code, throws ``ServerError`` for a failure code and returns the payload.
///
/// ```swift
/// enum BackendEnvelope: ResponseEnvelope {
///     static let payloadKey = "data"
///     static let codeKey = "code"
///     static let messageKey: String? = "message"
///     static let successCodes: Set<String> = ["000000"]
/// }
/// ```
public protocol ResponseEnvelope: Sendable {
    /// The key of the payload, e.g. `"data"`.
    static var payloadKey: String { get }
    /// The key of the result code, e.g. `"code"`.
    static var codeKey: String { get }
    /// The key of the human-readable message, e.g. `"message"`; `nil` if there is none.
    static var messageKey: String? { get }
    /// The codes that mean success, as text. A JSON number or boolean code is compared
    /// by its text: `0` as `"0"`, `200` as `"200"`, `true` as `"true"`.
    static var successCodes: Set<String> { get }
}
