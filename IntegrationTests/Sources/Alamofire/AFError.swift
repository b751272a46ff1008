// Declared as in Alamofire 5's Source/Core/AFError.swift: every case and failure reason, the
// `Error` conveniences, the convenience properties and the descriptions. The server-trust case is
// compiled only where the Security framework exists, as in Alamofire; the stand-in leaves it out.

import Foundation

/// The error every Alamofire request fails with, each case with its reason.
public enum AFError: Error, Sendable {
    /// Why multipart form data could not be encoded.
    public enum MultipartEncodingFailureReason: Sendable {
        case bodyPartURLInvalid(url: URL)
        case bodyPartFilenameInvalid(in: URL)
        case bodyPartFileNotReachable(at: URL)
        case bodyPartFileNotReachableWithError(atURL: URL, error: any Error)
        case bodyPartFileIsDirectory(at: URL)
        case bodyPartFileSizeNotAvailable(at: URL)
        case bodyPartFileSizeQueryFailedWithError(forURL: URL, error: any Error)
        case bodyPartInputStreamCreationFailed(for: URL)
        case outputStreamCreationFailed(for: URL)
        case outputStreamFileAlreadyExists(at: URL)
        case outputStreamURLInvalid(url: URL)
        case outputStreamWriteFailed(error: any Error)
        case inputStreamReadFailed(error: any Error)
    }

    /// A body part's stream gave another number of bytes than announced.
    public struct UnexpectedInputStreamLength: Error {
        /// The bytes announced.
        public var bytesExpected: UInt64
        /// The bytes read.
        public var bytesRead: UInt64
    }

    /// Why a `ParameterEncoding` failed.
    public enum ParameterEncodingFailureReason: Sendable {
        case missingURL
        case jsonEncodingFailed(error: any Error)
        case customEncodingFailed(error: any Error)
    }

    /// Why a `ParameterEncoder` failed.
    public enum ParameterEncoderFailureReason: Sendable {
        /// A part of the request the encoder needs.
        public enum RequiredComponent: Sendable {
            case url
            case httpMethod(rawValue: String)
        }

        case missingRequiredComponent(RequiredComponent)
        case encoderFailed(error: any Error)
    }

    /// Why a response was refused.
    public enum ResponseValidationFailureReason: Sendable {
        case dataFileNil
        case dataFileReadFailed(at: URL)
        case missingContentType(acceptableContentTypes: [String])
        case unacceptableContentType(acceptableContentTypes: [String], responseContentType: String)
        case unacceptableStatusCode(code: Int)
        case customValidationFailed(error: any Error)
    }

    /// Why a response could not be serialized.
    public enum ResponseSerializationFailureReason: Sendable {
        case inputDataNilOrZeroLength
        case inputFileNil
        case inputFileReadFailed(at: URL)
        case stringSerializationFailed(encoding: String.Encoding)
        case jsonSerializationFailed(error: any Error)
        case decodingFailed(error: any Error)
        case customSerializationFailed(error: any Error)
        case invalidEmptyResponse(type: String)
    }

    /// Why a `URLRequest` was refused before it was sent.
    public enum URLRequestValidationFailureReason: Sendable {
        case bodyDataInGETRequest(Data)
    }

    case createUploadableFailed(error: any Error)
    case createURLRequestFailed(error: any Error)
    case downloadedFileMoveFailed(error: any Error, source: URL, destination: URL)
    case explicitlyCancelled
    case invalidURL(url: any URLConvertible)
    case multipartEncodingFailed(reason: MultipartEncodingFailureReason)
    case parameterEncodingFailed(reason: ParameterEncodingFailureReason)
    case parameterEncoderFailed(reason: ParameterEncoderFailureReason)
    case requestAdaptationFailed(error: any Error)
    case requestRetryFailed(retryError: any Error, originalError: any Error)
    case responseValidationFailed(reason: ResponseValidationFailureReason)
    case responseSerializationFailed(reason: ResponseSerializationFailureReason)
    case sessionDeinitialized
    case sessionInvalidated(error: (any Error)?)
    case sessionTaskFailed(error: any Error)
    case urlRequestValidationFailed(reason: URLRequestValidationFailureReason)
}

extension Error {
    /// The error as an `AFError`, if it is one.
    public var asAFError: AFError? {
        self as? AFError
    }

    /// The error as an `AFError`; any other error stops the program with `message`.
    public func asAFError(orFailWith message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> AFError {
        guard let error = self as? AFError else { fatalError(message(), file: file, line: line) }
        return error
    }

    /// The error as an `AFError`, or `defaultAFError` when it is another error.
    func asAFError(or defaultAFError: @autoclosure () -> AFError) -> AFError {
        self as? AFError ?? defaultAFError()
    }
}

extension AFError {
    public var isSessionDeinitializedError: Bool { if case .sessionDeinitialized = self { true } else { false } }
    public var isSessionInvalidatedError: Bool { if case .sessionInvalidated = self { true } else { false } }
    public var isExplicitlyCancelledError: Bool { if case .explicitlyCancelled = self { true } else { false } }
    public var isInvalidURLError: Bool { if case .invalidURL = self { true } else { false } }
    public var isParameterEncodingError: Bool { if case .parameterEncodingFailed = self { true } else { false } }
    public var isParameterEncoderError: Bool { if case .parameterEncoderFailed = self { true } else { false } }
    public var isMultipartEncodingError: Bool { if case .multipartEncodingFailed = self { true } else { false } }
    public var isRequestAdaptationError: Bool { if case .requestAdaptationFailed = self { true } else { false } }
    public var isResponseValidationError: Bool { if case .responseValidationFailed = self { true } else { false } }
    public var isResponseSerializationError: Bool { if case .responseSerializationFailed = self { true } else { false } }
    public var isRequestRetryError: Bool { if case .requestRetryFailed = self { true } else { false } }
    public var isCreateUploadableError: Bool { if case .createUploadableFailed = self { true } else { false } }
    public var isCreateURLRequestError: Bool { if case .createURLRequestFailed = self { true } else { false } }
    public var isDownloadedFileMoveError: Bool { if case .downloadedFileMoveFailed = self { true } else { false } }
    public var isSessionTaskError: Bool { if case .sessionTaskFailed = self { true } else { false } }
}

extension AFError {
    /// The `URLConvertible` of an `.invalidURL` error.
    public var urlConvertible: (any URLConvertible)? {
        guard case let .invalidURL(url) = self else { return nil }
        return url
    }

    /// The file URL of a `.multipartEncodingFailed` error.
    public var url: URL? {
        guard case let .multipartEncodingFailed(reason) = self else { return nil }
        return reason.url
    }

    /// The error underneath, for the cases that carry one.
    public var underlyingError: (any Error)? {
        switch self {
        case let .multipartEncodingFailed(reason): reason.underlyingError
        case let .parameterEncodingFailed(reason): reason.underlyingError
        case let .parameterEncoderFailed(reason): reason.underlyingError
        case let .requestAdaptationFailed(error): error
        case let .requestRetryFailed(retryError, _): retryError
        case let .responseValidationFailed(reason): reason.underlyingError
        case let .responseSerializationFailed(reason): reason.underlyingError
        case let .sessionInvalidated(error): error
        case let .createUploadableFailed(error): error
        case let .createURLRequestFailed(error): error
        case let .downloadedFileMoveFailed(error, _, _): error
        case let .sessionTaskFailed(error): error
        case .explicitlyCancelled, .invalidURL, .sessionDeinitialized, .urlRequestValidationFailed: nil
        }
    }

    /// The acceptable content types of a `.responseValidationFailed` error.
    public var acceptableContentTypes: [String]? {
        guard case let .responseValidationFailed(reason) = self else { return nil }
        return reason.acceptableContentTypes
    }

    /// The response's content type of a `.responseValidationFailed` error.
    public var responseContentType: String? {
        guard case let .responseValidationFailed(reason) = self else { return nil }
        return reason.responseContentType
    }

    /// The status code of a `.responseValidationFailed` error refused for its status.
    public var responseCode: Int? {
        guard case let .responseValidationFailed(reason) = self else { return nil }
        return reason.responseCode
    }

    /// The encoding of a failed string serialization.
    public var failedStringEncoding: String.Encoding? {
        guard case let .responseSerializationFailed(reason) = self else { return nil }
        return reason.failedStringEncoding
    }

    /// The source of a failed download move.
    public var sourceURL: URL? {
        guard case let .downloadedFileMoveFailed(_, source, _) = self else { return nil }
        return source
    }

    /// The destination of a failed download move.
    public var destinationURL: URL? {
        guard case let .downloadedFileMoveFailed(_, _, destination) = self else { return nil }
        return destination
    }
}

extension AFError.ParameterEncodingFailureReason {
    var underlyingError: (any Error)? {
        switch self {
        case let .jsonEncodingFailed(error), let .customEncodingFailed(error): error
        case .missingURL: nil
        }
    }
}

extension AFError.ParameterEncoderFailureReason {
    var underlyingError: (any Error)? {
        if case let .encoderFailed(error) = self { return error }
        return nil
    }
}

extension AFError.MultipartEncodingFailureReason {
    var url: URL? {
        switch self {
        case let .bodyPartURLInvalid(url), let .bodyPartFilenameInvalid(url), let .bodyPartFileNotReachable(url),
             let .bodyPartFileIsDirectory(url), let .bodyPartFileSizeNotAvailable(url),
             let .bodyPartInputStreamCreationFailed(url), let .outputStreamCreationFailed(url),
             let .outputStreamFileAlreadyExists(url), let .outputStreamURLInvalid(url),
             let .bodyPartFileNotReachableWithError(url, _), let .bodyPartFileSizeQueryFailedWithError(url, _):
            url
        case .outputStreamWriteFailed, .inputStreamReadFailed:
            nil
        }
    }

    var underlyingError: (any Error)? {
        switch self {
        case let .bodyPartFileNotReachableWithError(_, error), let .bodyPartFileSizeQueryFailedWithError(_, error),
             let .outputStreamWriteFailed(error), let .inputStreamReadFailed(error):
            error
        default:
            nil
        }
    }
}

extension AFError.ResponseValidationFailureReason {
    var acceptableContentTypes: [String]? {
        switch self {
        case let .missingContentType(types), let .unacceptableContentType(types, _): types
        default: nil
        }
    }

    var responseContentType: String? {
        if case let .unacceptableContentType(_, type) = self { return type }
        return nil
    }

    var responseCode: Int? {
        if case let .unacceptableStatusCode(code) = self { return code }
        return nil
    }

    var underlyingError: (any Error)? {
        if case let .customValidationFailed(error) = self { return error }
        return nil
    }
}

extension AFError.ResponseSerializationFailureReason {
    var failedStringEncoding: String.Encoding? {
        if case let .stringSerializationFailed(encoding) = self { return encoding }
        return nil
    }

    var underlyingError: (any Error)? {
        switch self {
        case let .jsonSerializationFailed(error), let .decodingFailed(error), let .customSerializationFailed(error): error
        default: nil
        }
    }
}

extension AFError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .explicitlyCancelled:
            return "Request explicitly cancelled."
        case let .invalidURL(url):
            return "URL is not valid: \(url)"
        case let .parameterEncodingFailed(reason):
            switch reason {
            case .missingURL: return "URL request to encode was missing a URL"
            case let .jsonEncodingFailed(error): return "JSON could not be encoded because of error:\n\(error.localizedDescription)"
            case let .customEncodingFailed(error): return "Custom parameter encoder failed with error: \(error.localizedDescription)"
            }
        case let .parameterEncoderFailed(reason):
            switch reason {
            case let .missingRequiredComponent(component): return "Encoding failed due to a missing request component: \(component)"
            case let .encoderFailed(error): return "The underlying encoder failed with the error: \(error)"
            }
        case let .multipartEncodingFailed(reason):
            return reason.localizedDescription
        case let .requestAdaptationFailed(error):
            return "Request adaption failed with error: \(error.localizedDescription)"
        case let .responseValidationFailed(reason):
            switch reason {
            case .dataFileNil: return "Response could not be validated, data file was nil."
            case let .dataFileReadFailed(url): return "Response could not be validated, data file could not be read: \(url)."
            case let .missingContentType(types):
                return "Response Content-Type was missing and acceptable content types (\(types.joined(separator: ","))) do not match \"*/*\"."
            case let .unacceptableContentType(types, responseType):
                return "Response Content-Type \"\(responseType)\" does not match any acceptable types: \(types.joined(separator: ","))."
            case let .unacceptableStatusCode(code): return "Response status code was unacceptable: \(code)."
            case let .customValidationFailed(error): return "Custom response validation failed with error: \(error.localizedDescription)"
            }
        case let .responseSerializationFailed(reason):
            switch reason {
            case .inputDataNilOrZeroLength: return "Response could not be serialized, input data was nil or zero length."
            case .inputFileNil: return "Response could not be serialized, input file was nil."
            case let .inputFileReadFailed(url): return "Response could not be serialized, input file could not be read: \(url)."
            case let .stringSerializationFailed(encoding): return "String could not be serialized with encoding: \(encoding)."
            case let .jsonSerializationFailed(error): return "JSON could not be serialized because of error:\n\(error.localizedDescription)"
            case let .invalidEmptyResponse(type):
                return "Empty response could not be serialized to type: \(type). Use Empty as the expected type for such responses."
            case let .decodingFailed(error): return "Response could not be decoded because of error:\n\(error.localizedDescription)"
            case let .customSerializationFailed(error): return "Custom response serializer failed with error:\n\(error.localizedDescription)"
            }
        case let .requestRetryFailed(retryError, originalError):
            return "Request retry failed with retry error: \(retryError.localizedDescription), original error: \(originalError.localizedDescription)"
        case .sessionDeinitialized:
            return "Session was invalidated without error, so it was likely deinitialized unexpectedly. Be sure to retain a reference to your Session for the duration of your requests."
        case let .sessionInvalidated(error):
            return "Session was invalidated with error: \(error?.localizedDescription ?? "No description.")"
        case let .urlRequestValidationFailed(reason):
            switch reason {
            case let .bodyDataInGETRequest(data):
                return "URLRequest validation failed due to reason: Invalid URLRequest: Requests with GET method cannot have body data:\n\(String(decoding: data, as: UTF8.self))"
            }
        case let .createUploadableFailed(error):
            return "Uploadable creation failed with error: \(error.localizedDescription)"
        case let .createURLRequestFailed(error):
            return "URLRequest creation failed with error: \(error.localizedDescription)"
        case let .downloadedFileMoveFailed(error, source, destination):
            return "Moving downloaded file from: \(source) to: \(destination) failed with error: \(error.localizedDescription)"
        case let .sessionTaskFailed(error):
            return "URLSessionTask failed with error: \(error.localizedDescription)"
        }
    }
}

extension AFError.MultipartEncodingFailureReason {
    /// One text per reason, as Alamofire words them.
    var localizedDescription: String {
        switch self {
        case let .bodyPartURLInvalid(url): "The URL provided is not a file URL: \(url)"
        case let .bodyPartFilenameInvalid(url): "The URL provided does not have a valid filename: \(url)"
        case let .bodyPartFileNotReachable(url): "The URL provided is not reachable: \(url)"
        case let .bodyPartFileNotReachableWithError(url, error):
            "The system returned an error while checking the provided URL for reachability.\nURL: \(url)\nError: \(error)"
        case let .bodyPartFileIsDirectory(url): "The URL provided is a directory: \(url)"
        case let .bodyPartFileSizeNotAvailable(url): "Could not fetch the file size from the provided URL: \(url)"
        case let .bodyPartFileSizeQueryFailedWithError(url, error):
            "The system returned an error while attempting to fetch the file size from the provided URL.\nURL: \(url)\nError: \(error)"
        case let .bodyPartInputStreamCreationFailed(url): "Failed to create an InputStream for the provided URL: \(url)"
        case let .outputStreamCreationFailed(url): "Failed to create an OutputStream for URL: \(url)"
        case let .outputStreamFileAlreadyExists(url): "A file already exists at the provided URL: \(url)"
        case let .outputStreamURLInvalid(url): "The provided OutputStream URL is invalid: \(url)"
        case let .outputStreamWriteFailed(error): "OutputStream write failed with error: \(error)"
        case let .inputStreamReadFailed(error): "InputStream read failed with error: \(error)"
        }
    }
}
