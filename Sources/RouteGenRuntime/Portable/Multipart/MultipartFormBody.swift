import Foundation

/// A `multipart/form-data` body (RFC 7578) being built: text fields and files, one part each.
///
/// ```swift
/// var form = MultipartFormBody()
/// form.append("A holiday photo", name: "caption")
/// form.append(jpeg, name: "photo", fileName: "beach.jpg", contentType: "image/jpeg")
/// request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
/// request.httpBody = form.encoded()
/// ```
public struct MultipartFormBody: Sendable, Equatable {
    /// One part: its headers' values and its bytes.
    struct Part: Sendable, Equatable {
        var name: String
        var fileName: String?
        var contentType: String?
        var body: Data
    }

    /// The text between parts. It must not occur in any part's bytes; a random one never does in practice.
    public let boundary: String
    private(set) var parts: [Part] = []

    /// Starts an empty body.
    /// - Parameter boundary: The separator between parts; a new random one by default.
    public init(boundary: String = MultipartFormBody.randomBoundary()) {
        self.boundary = boundary
    }

    /// A boundary made of `routegen-` and a random UUID.
    public static func randomBoundary() -> String {
        "routegen-\(UUID().uuidString)"
    }

    /// The `Content-Type` header value for this body, boundary included.
    public var contentType: String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// Adds a text field: `Content-Disposition: form-data; name="…"`, then the UTF-8 text.
    public mutating func append(_ text: String, name: String) {
        parts.append(Part(name: name, fileName: nil, contentType: nil, body: Data(text.utf8)))
    }

    /// Adds bytes, as a file when `fileName` is given.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - name: The field name.
    ///   - fileName: The `filename` parameter; `nil` leaves it out.
    ///   - contentType: The part's `Content-Type`; `application/octet-stream` by default.
    public mutating func append(
        _ data: Data, name: String, fileName: String? = nil, contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, fileName: fileName, contentType: contentType, body: data))
    }

    /// The whole body: each part after a `--boundary` line, then `--boundary--`. Lines end in CRLF.
    public func encoded() -> Data {
        var body = Data()
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let fileName = part.fileName {
                head += "; filename=\"\(Self.quoted(fileName))\""
            }
            head += "\r\n"
            if let contentType = part.contentType {
                head += "Content-Type: \(contentType)\r\n"
            }
            body.append(Data((head + "\r\n").utf8))
            body.append(part.body)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// A name or file name inside quotes: `"`, CR and LF percent-encoded, as browsers write them.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
