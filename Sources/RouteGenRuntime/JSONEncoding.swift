import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as a JSON object in the HTTP body.
///
/// Keys are always written in sorted order, so equal parameters give identical bytes.
/// Values that `JSONSerialization` cannot represent directly are converted first, the
/// same way ``URLEncoding`` treats them: `UUID` becomes its `uuidString`, `URL` its
/// `absoluteString`, `Date` its RFC 3339 text (``RFC3339/text(of:)``), a `RawRepresentable` its `rawValue`,
/// and `nil` becomes JSON `null`.
public struct JSONEncoding: ParameterEncoding {
    /// Compact JSON with sorted keys.
    public static let `default` = JSONEncoding()
    /// Indented JSON with sorted keys, handy for debugging.
    public static let prettyPrinted = JSONEncoding(options: .prettyPrinted)

    /// The writing options passed to `JSONSerialization` (`.sortedKeys` is always added).
    public let options: JSONSerialization.WritingOptions

    /// Creates an encoding.
    /// - Parameter options: Extra `JSONSerialization` writing options; `.sortedKeys`
    ///   is added automatically.
    public init(options: JSONSerialization.WritingOptions = []) {
        self.options = options
    }

    /// Writes `parameters` as the request body and sets `Content-Type: application/json`
    /// unless the request already has a content type. `nil` or empty parameters leave
    /// the request unchanged.
    /// - Throws: ``RouteGenError/parameterEncodingFailed(_:)`` when the parameters are not
    ///   representable as JSON (for example a `Double.nan` or an arbitrary struct), or any
    ///   error thrown by `urlRequest`.
    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        var request = try urlRequest.asURLRequest()
        guard let parameters, !parameters.isEmpty else { return request }

        let object = ParameterValue(parameters).jsonObject
        // JSONSerialization raises an exception (Darwin) or traps (Linux) when given an
        // invalid object, so validity must be checked before serializing.
        guard JSONSerialization.isValidJSONObject(object) else {
            throw RouteGenError.parameterEncodingFailed(
                "the parameters contain a value that cannot be represented as JSON (for example a non-finite number or an unsupported type)"
            )
        }
        do {
            request.httpBody = try JSONSerialization.data(withJSONObject: object, options: options.union(.sortedKeys))
        } catch {
            throw RouteGenError.parameterEncodingFailed(error.localizedDescription)
        }
        request.setContentTypeIfMissing("application/json")
        return request
    }
}
