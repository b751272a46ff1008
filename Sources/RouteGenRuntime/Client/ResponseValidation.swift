import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which responses count as success.
///
/// ``APIClient`` applies one validation to every response: the one passed to the call,
/// else the route's own (``RequestRouter/validation``), else the client's.
public struct ResponseValidation: Sendable, Equatable {
    /// The status codes that are accepted; any other one throws
    /// ``APIError/unacceptableStatus(_:)``.
    public var acceptableStatusCodes: Set<Int>
    /// Whether the response's `Content-Type` must match the request's `Accept` header.
    public var validatesContentType: Bool

    /// Creates a validation.
    /// - Parameters:
    ///   - statusCodes: The accepted status codes; `200..<300` by default.
    ///   - validatesContentType: Whether to check the content type; `true` by default.
    public init(statusCodes: some Sequence<Int> = 200..<300, validatesContentType: Bool = true) {
        self.acceptableStatusCodes = Set(statusCodes)
        self.validatesContentType = validatesContentType
    }

    /// Status codes `200..<300` and the content-type check.
    public static let `default` = ResponseValidation()

    /// Accepts exactly these status codes (and checks the content type).
    /// - Parameter codes: The accepted status codes, e.g. `[200, 304]`.
    public static func statusCodes(_ codes: some Sequence<Int>) -> ResponseValidation {
        ResponseValidation(statusCodes: codes)
    }

    /// Checks a response against this validation.
    ///
    /// The status code is checked first. The content type is checked only when
    /// ``validatesContentType`` is set, the request has an `Accept` header and the body
    /// is not empty: the response's media type (lowercased, parameters dropped) must then
    /// match one of the `Accept` media ranges (`*/*` and `type/*` wildcards work; `q`
    /// weights are ignored). A non-empty body without a `Content-Type` does not match.
    /// - Parameters:
    ///   - response: The response to check.
    ///   - request: The request it answers (for its `Accept` header).
    /// - Throws: ``APIError/unacceptableStatus(_:)`` or
    ///   ``APIError/unacceptableContentType(_:accepted:)``.
    public func validate(_ response: HTTPResponse, for request: URLRequest) throws(APIError) {
        try validate(response, for: request, hasBody: !response.body.isEmpty)
    }

    /// As ``validate(_:for:)``, for a response whose body may still be arriving (a stream).
    func validate(_ response: HTTPResponse, for request: URLRequest, hasBody: Bool) throws(APIError) {
        guard acceptableStatusCodes.contains(response.statusCode) else {
            throw .unacceptableStatus(response)
        }
        guard validatesContentType,
              hasBody,
              let accept = request.value(forHTTPHeaderField: "Accept")
        else { return }

        let ranges = MediaType.ranges(inAccept: accept)
        guard !ranges.isEmpty else { return }
        guard let received = response.contentType.map(MediaType.essence),
              ranges.contains(where: { MediaType.range($0, matches: received) })
        else {
            throw .unacceptableContentType(response, accepted: ranges)
        }
    }
}

/// Media types and ranges as far as content-type validation needs them.
enum MediaType {
    /// `"application/json"` from `"Application/JSON; charset=utf-8"`.
    static func essence(_ value: some StringProtocol) -> String {
        let type = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The media ranges of an `Accept` value, lowercased and without parameters.
    static func ranges(inAccept accept: String) -> [String] {
        accept.split(separator: ",").map(essence).filter { !$0.isEmpty }
    }

    /// Whether a media range (`*/*`, `text/*` or `text/html`) covers a media type.
    static func range(_ range: String, matches type: String) -> Bool {
        if range == "*/*" || range == "*" || range == type { return true }
        guard range.hasSuffix("/*") else { return false }
        return type.hasPrefix(range.dropLast())
    }
}
