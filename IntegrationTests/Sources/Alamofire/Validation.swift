// Declared as in Alamofire 5's Source/Features/Validation.swift (for `DataRequest` and
// `DataStreamRequest`), with Alamofire's rules: status codes `200..<300` by default, and the
// response's MIME type against the request's `Accept` ranges unless the body is empty.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Request {
    fileprivate typealias ErrorReason = AFError.ResponseValidationFailureReason

    /// Whether a validation passed.
    public typealias ValidationResult = Result<Void, any(Error & Sendable)>

    /// `type/subtype`, parameters dropped; `*` matches anything.
    fileprivate struct MIMEType {
        let type: String
        let subtype: String

        var isWildcard: Bool { type == "*" && subtype == "*" }

        init?(_ string: String) {
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            // As Alamofire: a media type has exactly one `/`.
            let parts = trimmed[..<(trimmed.range(of: ";")?.lowerBound ?? trimmed.endIndex)].components(separatedBy: "/")
            guard parts.count == 2, let type = parts.first, let subtype = parts.last else { return nil }
            self.type = type
            self.subtype = subtype
        }

        func matches(_ mime: MIMEType) -> Bool {
            switch (type, subtype) {
            case (mime.type, mime.subtype), (mime.type, "*"), ("*", mime.subtype), ("*", "*"): true
            default: false
            }
        }
    }

    fileprivate var acceptableStatusCodes: Range<Int> { 200..<300 }

    fileprivate var acceptableContentTypes: [String] {
        request?.value(forHTTPHeaderField: "Accept")?.components(separatedBy: ",") ?? ["*/*"]
    }

    fileprivate func validate<S: Sequence>(statusCode acceptableStatusCodes: S, response: HTTPURLResponse) -> ValidationResult
    where S.Iterator.Element == Int {
        if acceptableStatusCodes.contains(response.statusCode) { return .success(()) }
        return .failure(AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: response.statusCode)))
    }

    fileprivate func validate<S: Sequence>(contentType acceptableContentTypes: S, response: HTTPURLResponse, isEmpty: Bool) -> ValidationResult
    where S.Iterator.Element == String {
        isEmpty ? .success(()) : validate(contentType: acceptableContentTypes, response: response)
    }

    fileprivate func validate<S: Sequence>(contentType acceptableContentTypes: S, response: HTTPURLResponse) -> ValidationResult
    where S.Iterator.Element == String {
        guard let responseContentType = response.mimeType, let responseMIMEType = MIMEType(responseContentType) else {
            if acceptableContentTypes.contains(where: { MIMEType($0)?.isWildcard == true }) { return .success(()) }
            let reason: ErrorReason = .missingContentType(acceptableContentTypes: acceptableContentTypes.sorted())
            return .failure(AFError.responseValidationFailed(reason: reason))
        }
        if acceptableContentTypes.contains(where: { MIMEType($0)?.matches(responseMIMEType) == true }) { return .success(()) }
        let reason: ErrorReason = .unacceptableContentType(acceptableContentTypes: acceptableContentTypes.sorted(),
                                                           responseContentType: responseContentType)
        return .failure(AFError.responseValidationFailed(reason: reason))
    }
}

extension DataRequest {
    /// A check of the request, the response and the body.
    public typealias Validation = @Sendable (URLRequest?, HTTPURLResponse, Data?) -> ValidationResult

    /// Refuses a status code outside `acceptableStatusCodes`.
    @preconcurrency
    @discardableResult
    public func validate<S: Sequence>(statusCode acceptableStatusCodes: S) -> Self where S.Iterator.Element == Int, S: Sendable {
        validate { [unowned self] _, response, _ in
            self.validate(statusCode: acceptableStatusCodes, response: response)
        }
    }

    /// Refuses a non-empty body whose MIME type none of `acceptableContentTypes` matches.
    @preconcurrency
    @discardableResult
    public func validate<S: Sequence>(contentType acceptableContentTypes: @escaping @Sendable @autoclosure () -> S) -> Self
    where S.Iterator.Element == String, S: Sendable {
        validate { [unowned self] _, response, data in
            self.validate(contentType: acceptableContentTypes(), response: response, isEmpty: data == nil || data?.isEmpty == true)
        }
    }

    /// Refuses a status outside `200..<300`, and a content type the request's `Accept` doesn't allow.
    @discardableResult
    public func validate() -> Self {
        let contentTypes: @Sendable () -> [String] = { [unowned self] in
            acceptableContentTypes
        }
        return validate(statusCode: acceptableStatusCodes).validate(contentType: contentTypes())
    }
}

extension DataStreamRequest {
    /// Refuses a status code outside `acceptableStatusCodes`.
    @preconcurrency
    @discardableResult
    public func validate<S: Sequence>(statusCode acceptableStatusCodes: S) -> Self where S.Iterator.Element == Int, S: Sendable {
        validate { [unowned self] _, response in
            self.validate(statusCode: acceptableStatusCodes, response: response)
        }
    }

    /// Refuses a response whose MIME type none of `acceptableContentTypes` matches.
    @preconcurrency
    @discardableResult
    public func validate<S: Sequence>(contentType acceptableContentTypes: @escaping @Sendable @autoclosure () -> S) -> Self
    where S.Iterator.Element == String, S: Sendable {
        validate { [unowned self] _, response in
            self.validate(contentType: acceptableContentTypes(), response: response)
        }
    }

    /// Refuses a status outside `200..<300`, and a content type the request's `Accept` doesn't allow.
    @discardableResult
    public func validate() -> Self {
        let contentTypes: @Sendable () -> [String] = { [unowned self] in
            acceptableContentTypes
        }
        return validate(statusCode: acceptableStatusCodes).validate(contentType: contentTypes())
    }
}
