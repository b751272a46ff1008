// Declared as in Alamofire 5's Source/Core/Request.swift and Source/Core/DataRequest.swift: the
// members of `Request` and `DataRequest` that routegen's output and tests touch.
//
// The life of a request, as Alamofire leads it, without a network: once the request is resumed (by
// its first response handler, unless the session or the call says otherwise), the `URLRequest` is
// built from the convertible and checked (`URLRequest.validate()`), adapted by the session's and
// then the request's interceptors and checked again, answered by the session's canned responses (or
// failed as not connected), validated by each validator in order until one fails, and serialized
// once per response handler, a serializer's failure wrapped as Alamofire wraps it. Retries are not
// made (README.md).

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request a ``Session`` made.
public class Request: @unchecked Sendable {
    /// Identifies the request.
    public let id: UUID
    /// The interceptor given for this request alone.
    public let interceptor: (any RequestInterceptor)?

    let session: Session
    /// Whether the first response handler resumes the request.
    let resumesWithFirstHandler: Bool
    let lock = NSLock()
    var built: URLRequest?
    var received: (response: HTTPURLResponse, data: Data?)?
    var failure: AFError?
    /// `nil` until the request has finished; then each handler waiting for it runs.
    var waiting: [@Sendable () -> Void]? = []
    var started = false

    init(session: Session, interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?) {
        id = UUID()
        self.session = session
        self.interceptor = interceptor
        resumesWithFirstHandler = shouldAutomaticallyResume ?? session.startRequestsImmediately
    }

    /// The request as built and adapted; `nil` until the request has been resumed, as in Alamofire,
    /// which builds it then.
    public var request: URLRequest? { lock.withLock { built } }

    /// The server's response; `nil` until one has arrived.
    public var response: HTTPURLResponse? { lock.withLock { received?.response } }

    /// What the request failed with so far.
    public internal(set) var error: AFError? {
        get { lock.withLock { failure } }
        set { lock.withLock { failure = newValue } }
    }

    /// Cancels the request.
    @discardableResult
    public func cancel() -> Self {
        lock.withLock { if failure == nil, waiting != nil { failure = .explicitlyCancelled } }
        return self
    }

    /// Starts the request.
    @discardableResult
    public func resume() -> Self {
        start()
        return self
    }

    /// Pauses the request.
    @discardableResult
    public func suspend() -> Self {
        self
    }

    /// Runs `handler` once the request has finished.
    func whenFinished(_ handler: @escaping @Sendable () -> Void) {
        let finished = lock.withLock { () -> Bool in
            guard waiting != nil else { return true }
            waiting?.append(handler)
            return false
        }
        if finished { handler() }
        if resumesWithFirstHandler { start() }
    }

    /// The request this one sends, checked; the subclasses build it from their convertible.
    func makeURLRequest() throws -> URLRequest {
        throw AFError.explicitlyCancelled
    }

    /// Adapts, answers and validates the request, once.
    func start() {
        let first = lock.withLock { () -> Bool in
            defer { started = true }
            return !started
        }
        guard first else { return }
        guard error == nil else { return finish(validating: false) }
        let request: URLRequest
        do {
            request = try makeURLRequest()
            lock.withLock { built = request }
        } catch {
            self.error = error.asAFError(or: .createURLRequestFailed(error: error))
            return finish(validating: false)
        }
        // The session's interceptor first, then the request's, as Alamofire's `Session.adapter(for:)` chains them.
        let adapter: (any RequestAdapter)? = switch (session.interceptor, interceptor) {
        case let (shared?, own?): Interceptor(adapters: [shared, own])
        case let (shared, own): shared ?? own
        }
        guard let adapter else { return answer(request) }
        adapter.adapt(request, using: RequestAdapterState(requestID: id, session: session)) { result in
            do {
                let adapted = try result.get()
                try adapted.validate()
                self.lock.withLock { self.built = adapted }
                self.answer(adapted)
            } catch {
                // Alamofire wraps every adapter's error, its own too.
                self.error = .requestAdaptationFailed(error: error)
                self.finish(validating: false)
            }
        }
    }

    private func answer(_ request: URLRequest) {
        switch session.answer(request) {
        case let .success(received):
            lock.withLock { self.received = received }
        case let .failure(error):
            self.error = error.asAFError(or: .sessionTaskFailed(error: error))
        }
        finish(validating: true)
    }

    private func finish(validating: Bool) {
        if validating { runValidators() }
        let handlers = lock.withLock { () -> [@Sendable () -> Void] in
            defer { waiting = nil }
            return waiting ?? []
        }
        handlers.forEach { $0() }
    }

    func runValidators() {}
}

/// A request whose body is read into memory.
public class DataRequest: Request, @unchecked Sendable {
    /// What the request is built from.
    public let convertible: any URLRequestConvertible
    var validators: [@Sendable () -> Void] = []

    init(convertible: any URLRequestConvertible, session: Session, interceptor: (any RequestInterceptor)?,
         shouldAutomaticallyResume: Bool?) {
        self.convertible = convertible
        super.init(session: session, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    override func makeURLRequest() throws -> URLRequest {
        let request = try convertible.asURLRequest()
        try request.validate()
        return request
    }

    /// The body received.
    public var data: Data? { lock.withLock { received?.data } }

    /// Adds a check of the response; the first that fails makes the request's error.
    @preconcurrency
    @discardableResult
    public func validate(_ validation: @escaping Validation) -> Self {
        let validator: @Sendable () -> Void = { [unowned self] in
            guard error == nil, let response else { return }
            if case let .failure(error) = validation(request, response, data) {
                self.error = error.asAFError(or: .responseValidationFailed(reason: .customValidationFailed(error: error)))
            }
        }
        lock.withLock { validators.append(validator) }
        return self
    }

    override func runValidators() {
        lock.withLock { validators }.forEach { $0() }
    }

    /// Calls `completionHandler` with the body once the request has finished.
    @preconcurrency
    @discardableResult
    public func response(queue: DispatchQueue = .main, completionHandler: @escaping @Sendable (AFDataResponse<Data?>) -> Void) -> Self {
        whenFinished { [self] in
            let result: Result<Data?, AFError> = error.map { .failure($0) } ?? .success(data)
            let outcome = DataResponse(request: request, response: response, data: data, metrics: nil,
                                       serializationDuration: 0, result: result)
            queue.async { completionHandler(outcome) }
        }
        return self
    }

    /// Calls `completionHandler` with what `responseSerializer` makes of the outcome.
    @preconcurrency
    @discardableResult
    public func response<Serializer: DataResponseSerializerProtocol>(queue: DispatchQueue = .main,
                                                                     responseSerializer: Serializer,
                                                                     completionHandler: @escaping @Sendable (AFDataResponse<Serializer.SerializedObject>) -> Void)
        -> Self {
        serialize(queue: queue, responseSerializer, completionHandler)
    }

    /// Calls `completionHandler` with what `responseSerializer` makes of the outcome.
    @preconcurrency
    @discardableResult
    public func response<Serializer: ResponseSerializer>(queue: DispatchQueue = .main,
                                                         responseSerializer: Serializer,
                                                         completionHandler: @escaping @Sendable (AFDataResponse<Serializer.SerializedObject>) -> Void)
        -> Self {
        serialize(queue: queue, responseSerializer, completionHandler)
    }

    /// Calls `completionHandler` with the body decoded as `type`.
    @preconcurrency
    @discardableResult
    public func responseDecodable<Value>(of type: Value.Type = Value.self,
                                         queue: DispatchQueue = .main,
                                         dataPreprocessor: any DataPreprocessor = DecodableResponseSerializer<Value>.defaultDataPreprocessor,
                                         decoder: any DataDecoder = JSONDecoder(),
                                         emptyResponseCodes: Set<Int> = DecodableResponseSerializer<Value>.defaultEmptyResponseCodes,
                                         emptyRequestMethods: Set<HTTPMethod> = DecodableResponseSerializer<Value>.defaultEmptyRequestMethods,
                                         completionHandler: @escaping @Sendable (AFDataResponse<Value>) -> Void) -> Self where Value: Decodable, Value: Sendable {
        response(queue: queue,
                 responseSerializer: DecodableResponseSerializer(dataPreprocessor: dataPreprocessor, decoder: decoder,
                                                                 emptyResponseCodes: emptyResponseCodes,
                                                                 emptyRequestMethods: emptyRequestMethods),
                 completionHandler: completionHandler)
    }

    private func serialize<Serializer: DataResponseSerializerProtocol>(
        queue: DispatchQueue, _ serializer: Serializer,
        _ completionHandler: @escaping @Sendable (AFDataResponse<Serializer.SerializedObject>) -> Void
    ) -> Self {
        whenFinished { [self] in
            let result: Result<Serializer.SerializedObject, AFError> = Result {
                try serializer.serialize(request: request, response: response, data: data, error: error)
            }.mapError { $0.asAFError(or: .responseSerializationFailed(reason: .customSerializationFailed(error: $0))) }
            let outcome = DataResponse(request: request, response: response, data: data, metrics: nil,
                                       serializationDuration: 0, result: result)
            queue.async { completionHandler(outcome) }
        }
        return self
    }
}
