// Declared as in Alamofire 5's Source/Features/MultipartFormData.swift (the in-memory parts:
// appending data and streams, `encode()`), writing the same bytes: the first part after
// `--boundary` CRLF, each later one after CRLF `--boundary` CRLF, each part's headers
// (`Content-Disposition`, then `Content-Type` when a MIME type is given) and a blank line, and
// CRLF `--boundary--` CRLF at the end. Names and file names are written as they are.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `multipart/form-data` body being built.
open class MultipartFormData {
    enum EncodingCharacters {
        static let crlf = "\r\n"
    }

    enum BoundaryGenerator {
        enum BoundaryType {
            case initial, encapsulated, final
        }

        static func randomBoundary() -> String {
            let first = UInt32.random(in: UInt32.min...UInt32.max)
            let second = UInt32.random(in: UInt32.min...UInt32.max)
            return String(format: "alamofire.boundary.%08x%08x", first, second)
        }

        static func boundaryData(forBoundaryType boundaryType: BoundaryType, boundary: String) -> Data {
            let crlf = EncodingCharacters.crlf
            let text = switch boundaryType {
            case .initial: "--\(boundary)\(crlf)"
            case .encapsulated: "\(crlf)--\(boundary)\(crlf)"
            case .final: "\(crlf)--\(boundary)--\(crlf)"
            }
            return Data(text.utf8)
        }
    }

    final class BodyPart {
        let headers: HTTPHeaders
        let bodyStream: InputStream
        let bodyContentLength: UInt64
        var hasInitialBoundary = false
        var hasFinalBoundary = false

        init(headers: HTTPHeaders, bodyStream: InputStream, bodyContentLength: UInt64) {
            self.headers = headers
            self.bodyStream = bodyStream
            self.bodyContentLength = bodyContentLength
        }
    }

    /// The size above which Alamofire writes an upload's body to a file first.
    public static let encodingMemoryThreshold: UInt64 = 10_000_000

    /// `multipart/form-data; boundary=…`.
    open lazy var contentType: String = "multipart/form-data; boundary=\(self.boundary)"

    /// The bytes of the parts' bodies, boundaries and headers not counted.
    public var contentLength: UInt64 { bodyParts.reduce(0) { $0 + $1.bodyContentLength } }

    /// The text between the parts.
    public let boundary: String

    let fileManager: FileManager
    private var bodyParts: [BodyPart] = []
    private let streamBufferSize = 1024

    /// Starts an empty body.
    /// - Parameters:
    ///   - fileManager: For files; the stand-in reads none.
    ///   - boundary: The boundary; `alamofire.boundary.` and 16 random hex digits by default.
    public init(fileManager: FileManager = .default, boundary: String? = nil) {
        self.fileManager = fileManager
        self.boundary = boundary ?? BoundaryGenerator.randomBoundary()
    }

    /// Appends `data` as a part named `name`, with a `filename` and a `Content-Type` when given.
    public func append(_ data: Data, withName name: String, fileName: String? = nil, mimeType: String? = nil) {
        append(InputStream(data: data), withLength: UInt64(data.count),
               headers: contentHeaders(withName: name, fileName: fileName, mimeType: mimeType))
    }

    /// Appends a stream as a part named `name`.
    public func append(_ stream: InputStream, withLength length: UInt64, name: String, fileName: String, mimeType: String) {
        append(stream, withLength: length, headers: contentHeaders(withName: name, fileName: fileName, mimeType: mimeType))
    }

    /// Appends a stream as a part with these headers.
    public func append(_ stream: InputStream, withLength length: UInt64, headers: HTTPHeaders) {
        bodyParts.append(BodyPart(headers: headers, bodyStream: stream, bodyContentLength: length))
    }

    /// The whole body, in memory.
    /// - Throws: `AFError.multipartEncodingFailed` when a stream can't be read or gives another length.
    public func encode() throws -> Data {
        var encoded = Data()
        bodyParts.first?.hasInitialBoundary = true
        bodyParts.last?.hasFinalBoundary = true
        for part in bodyParts {
            encoded.append(BoundaryGenerator.boundaryData(forBoundaryType: part.hasInitialBoundary ? .initial : .encapsulated,
                                                          boundary: boundary))
            let headers = part.headers.map { "\($0.name): \($0.value)\(EncodingCharacters.crlf)" }.joined()
            encoded.append(Data((headers + EncodingCharacters.crlf).utf8))
            encoded.append(try read(part))
            if part.hasFinalBoundary {
                encoded.append(BoundaryGenerator.boundaryData(forBoundaryType: .final, boundary: boundary))
            }
        }
        return encoded
    }

    private func read(_ part: BodyPart) throws -> Data {
        let stream = part.bodyStream
        stream.open()
        defer { stream.close() }
        var bytes = Data()
        while stream.hasBytesAvailable {
            var buffer = [UInt8](repeating: 0, count: streamBufferSize)
            let count = stream.read(&buffer, maxLength: streamBufferSize)
            // As Alamofire does, after every read. swift-corelibs-foundation traps here for a healthy
            // stream, so on Linux `encode()` kills the process, as it does with Alamofire 5.12.
            if let error = stream.streamError {
                throw AFError.multipartEncodingFailed(reason: .inputStreamReadFailed(error: error))
            }
            guard count > 0 else { break }
            bytes.append(buffer, count: count)
        }
        guard UInt64(bytes.count) == part.bodyContentLength else {
            let error = AFError.UnexpectedInputStreamLength(bytesExpected: part.bodyContentLength, bytesRead: UInt64(bytes.count))
            throw AFError.multipartEncodingFailed(reason: .inputStreamReadFailed(error: error))
        }
        return bytes
    }

    private func contentHeaders(withName name: String, fileName: String? = nil, mimeType: String? = nil) -> HTTPHeaders {
        var disposition = "form-data; name=\"\(name)\""
        if let fileName { disposition += "; filename=\"\(fileName)\"" }
        var headers: HTTPHeaders = [.contentDisposition(disposition)]
        if let mimeType { headers.add(.contentType(mimeType)) }
        return headers
    }
}
