// Declared as in Alamofire 5's Source/Core/DataStreamRequest.swift: the class, what it is made of,
// and its validation. The stand-in doesn't declare the streaming handlers (`responseStream`,
// `streamingData()`): nothing here streams.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request whose body is handed out as it arrives.
public final class DataStreamRequest: Request, @unchecked Sendable {
    /// What the request is built from.
    public let convertible: any URLRequestConvertible
    /// Whether an error thrown while a stream handler runs cancels the request.
    public let automaticallyCancelOnStreamError: Bool
    var validators: [@Sendable () -> Void] = []

    init(convertible: any URLRequestConvertible, automaticallyCancelOnStreamError: Bool, session: Session,
         interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?) {
        self.convertible = convertible
        self.automaticallyCancelOnStreamError = automaticallyCancelOnStreamError
        super.init(session: session, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    override func makeURLRequest() throws -> URLRequest {
        let request = try convertible.asURLRequest()
        try request.validate()
        return request
    }

    /// A check of the request and the response.
    public typealias Validation = @Sendable (_ request: URLRequest?, _ response: HTTPURLResponse) -> ValidationResult

    /// Adds a check of the response; the first that fails makes the request's error.
    @preconcurrency
    @discardableResult
    public func validate(_ validation: @escaping Validation) -> Self {
        let validator: @Sendable () -> Void = { [unowned self] in
            guard error == nil, let response else { return }
            if case let .failure(error) = validation(request, response) {
                self.error = error.asAFError(or: .responseValidationFailed(reason: .customValidationFailed(error: error)))
            }
        }
        lock.withLock { validators.append(validator) }
        return self
    }

    override func runValidators() {
        lock.withLock { validators }.forEach { $0() }
    }
}
