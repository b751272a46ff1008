import Foundation

/// A file sent as one part of a `multipart/form-data` body: its bytes, and the file name and
/// content type the server records for it.
///
/// ```swift
/// try await client.files.postFiles(
///     file: FilePart(pdf, fileName: "receipt.pdf", contentType: "application/pdf"), purpose: .disputeEvidence)
/// try await client.files.postFiles(file: pdf, purpose: .disputeEvidence)   // plain Data: named after the field
/// ```
public struct FilePart: Sendable, Hashable {
    /// The file's bytes.
    public var data: Data
    /// The part's `filename`; `nil` sends the field's name, as for plain `Data`.
    public var fileName: String?
    /// The part's `Content-Type`; `nil` sends the field's type from the spec
    /// (``MultipartEncoding/contentTypes``), else `application/octet-stream`.
    public var contentType: String?

    /// A file to send.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - fileName: The name the server records, such as `receipt.pdf`.
    ///   - contentType: The media type, such as `application/pdf`.
    public init(_ data: Data, fileName: String? = nil, contentType: String? = nil) {
        self.data = data
        self.fileName = fileName
        self.contentType = contentType
    }
}

/// What a multipart file field takes: `Data` as it is, or a ``FilePart`` that names the file and
/// its type. Generated calls type their file fields `any FilePartConvertible`, so either can be passed.
public protocol FilePartConvertible: Sendable {
    /// The value as a file part.
    var filePart: FilePart { get }
}

extension FilePart: FilePartConvertible {
    /// The part itself.
    public var filePart: FilePart { self }
}

extension Data: FilePartConvertible {
    /// The bytes, without a file name or a content type of their own.
    public var filePart: FilePart { FilePart(self) }
}
