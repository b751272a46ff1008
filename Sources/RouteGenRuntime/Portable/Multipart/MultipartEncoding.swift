import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as a `multipart/form-data` body, one part per value, keys in sorted order.
///
/// - `Data` and ``FilePart`` become a file part: `filename` is the part's file name, else the key;
///   `Content-Type` is the part's content type, else the key's in ``contentTypes``, else
///   `application/octet-stream`.
/// - Text, numbers, booleans (`true`/`false`), enums, UUIDs, URLs and dates become text parts,
///   written as ``URLEncoding`` writes them.
/// - An array becomes one part per element, all with the same name, unless ``styles`` joins the
///   elements of its key into one text part (`a,b`, `a b`, `a|b`, or tab-separated).
/// - A dictionary or a model becomes a JSON part (`Content-Type: application/json`).
/// - A key whose style is `.deepObject` is written as a form body writes it, one text part per
///   pair: brackets at every depth and array elements numbered from 0 (`expand[0]`,
///   `file_link_data[metadata][order]`), as Stripe's SDKs send a multipart body.
///
/// `Content-Type` is always set, replacing any other, since it must carry this body's boundary.
public struct MultipartEncoding: Sendable {
    /// A new random boundary for every request.
    public static let `default` = MultipartEncoding()

    /// The boundary, or `nil` for a new random one per request.
    public let boundary: String?
    /// The content type of the file parts of particular keys, for files that don't give their own:
    /// OpenAPI's `encoding.<field>.contentType`, such as `["avatar": "image/png"]`.
    public let contentTypes: [String: String]
    /// How the arrays and objects of particular top-level keys are written: one part per element
    /// (`.form(explode: true)`, the default); one text part of the elements joined by the style's
    /// delimiter, as Swagger 2.0's `collectionFormat` asks (`.form(explode: false)` is `csv`); or,
    /// with `.deepObject`, one part per value at every depth, named with brackets (`expand[0]`).
    public let styles: [String: URLEncoding.Style]

    /// Creates an encoding.
    /// - Parameters:
    ///   - boundary: A fixed boundary (handy in tests); a random one per request by default.
    ///   - contentTypes: The content type of the file parts of particular keys; none by default.
    ///   - styles: The style of particular keys' arrays; one part per element by default.
    public init(boundary: String? = nil, contentTypes: [String: String] = [:], styles: [String: URLEncoding.Style] = [:]) {
        self.boundary = boundary
        self.contentTypes = contentTypes
        self.styles = styles
    }

    /// This encoding, with the arrays of particular keys written in their own style:
    /// `MultipartEncoding.default.adding(styles: ["tags": .form(explode: false)])` sends `tags` as one part `a,b`.
    /// - Parameter styles: The style of each key; it replaces a style this encoding already gives the key.
    /// - Returns: An encoding that differs from this one only in its ``styles``.
    public func adding(styles: [String: URLEncoding.Style]) -> MultipartEncoding {
        MultipartEncoding(
            boundary: boundary, contentTypes: contentTypes, styles: self.styles.merging(styles) { _, new in new })
    }

    /// Writes `parameters` as the body. `nil` or empty parameters leave the request unchanged.
    /// - Throws: ``RouteGenError/parameterEncodingFailed(_:)`` for a value that can't be written as
    ///   JSON, ``RouteGenError/invalidHeaderValue(name:)`` for a file's content type with CR, LF or
    ///   NUL.
    func encoded(_ request: URLRequest, with parameters: [String: Any]?) throws -> URLRequest {
        var request = request
        guard let parameters, !parameters.isEmpty else { return request }
        var form = MultipartFormBody(boundary: boundary ?? MultipartFormBody.randomBoundary())
        for key in parameters.keys.sorted() {
            guard let value = parameters[key] else { continue }
            if styles[key] == .deepObject, !(value is any FilePartConvertible) {
                for (name, text) in Self.bracketed.components(key: key, value: ParameterValue(value), text: { $0 }) {
                    form.append(text, name: name)
                }
                continue
            }
            if let delimiter = styles[key]?.unescapedDelimiter, case .array(let elements) = ParameterValue(value) {
                let texts = elements.compactMap { $0.scalarText(literalBooleans: true) }
                if !texts.isEmpty { form.append(texts.joined(separator: delimiter), name: key) }
                continue
            }
            try append(value, name: key, to: &form)
        }
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = form.encoded()
        return request
    }

    /// How a `.deepObject` key's values are named and written: brackets at every depth, arrays
    /// numbered from 0, booleans as `true` and `false`; a part's text is never percent-encoded.
    private static let bracketed = URLEncoding(arrayEncoding: .indexInBrackets, boolEncoding: .literal)

    private func append(_ value: Any, name: String, to form: inout MultipartFormBody) throws {
        if let file = value as? any FilePartConvertible {
            let part = file.filePart
            let contentType = part.contentType ?? contentTypes[name] ?? "application/octet-stream"
            guard HeaderText.isSafe(contentType) else {
                throw RouteGenError.invalidHeaderValue(name: "Content-Type")
            }
            form.append(part.data, name: name, fileName: part.fileName ?? name, contentType: contentType)
            return
        }
        if let optional = value as? any OptionalProtocol {
            if let wrapped = optional.wrappedAny { try append(wrapped, name: name, to: &form) }
            return
        }
        if let elements = value as? [Any] {
            for element in elements { try append(element, name: name, to: &form) }
            return
        }
        let classified = ParameterValue(value)
        switch classified {
        case .null:
            return
        case .array(let elements):
            for element in elements { try append(element.jsonObject, name: name, to: &form) }
        case .dictionary:
            let object = classified.jsonObject
            guard JSONSerialization.isValidJSONObject(object) else {
                throw RouteGenError.parameterEncodingFailed("the multipart field \(name.debugDescription) can't be written as JSON")
            }
            let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            form.append(json, name: name, contentType: "application/json")
        default:
            form.append(classified.scalarText(literalBooleans: true) ?? "", name: name)
        }
    }
}
