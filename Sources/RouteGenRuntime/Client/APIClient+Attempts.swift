import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A built request and the validation its route asks for.
struct PreparedRequest: Sendable {
    /// The request as built, before any interceptor adapts it.
    var request: URLRequest
    /// The route's own validation, when the value was a ``RequestRouter`` that has one.
    var routeValidation: ResponseValidation?
}

extension APIClient {
    /// Builds the request: a router against ``serverURL(for:)`` with ``encoder``, anything else
    /// with `asURLRequest()`.
    /// - Parameter acceptingJSON: Adds `Accept: application/json` when no `Accept` is set.
    func prepare(_ convertible: some URLRequestConvertible, acceptingJSON: Bool) throws(APIError) -> PreparedRequest {
        var prepared: PreparedRequest
        do {
            if let router = convertible as? any RequestRouter {
                let request = try router.makeURLRequest(baseURL: serverURL(for: router), bodyEncoder: encoder)
                prepared = PreparedRequest(request: request, routeValidation: router.validation)
            } else {
                prepared = PreparedRequest(request: try convertible.asURLRequest(), routeValidation: nil)
            }
        } catch {
            throw .invalidRequest(String(describing: error))
        }
        if acceptingJSON, prepared.request.value(forHTTPHeaderField: "Accept") == nil {
            prepared.request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        return prepared
    }

    /// Runs attempts until one succeeds or the interceptor stops retrying.
    /// - Parameter validation: The call's validation; falls back to the route's, then the client's.
    func perform(_ prepared: PreparedRequest, validation: ResponseValidation?) async throws(APIError) -> HTTPResponse {
        try await perform(prepared, validation: validation) { request in try await transport.send(request) }
    }

    /// Runs attempts until one succeeds or the interceptor stops retrying, each sent with `send`:
    /// a whole response, or a stream's head (``streamingResponse(to:accepting:validation:)``).
    /// - Parameter validation: The call's validation; falls back to the route's, then the client's.
    func perform<Answer: ReceivedAnswer>(
        _ prepared: PreparedRequest, validation: ResponseValidation?,
        send: (URLRequest) async throws -> Answer
    ) async throws(APIError) -> Answer {
        let validation = validation ?? prepared.routeValidation ?? self.validation
        var attempt = 1
        while true {
            if Task.isCancelled {
                throw .cancelled
            }
            let (sent, result) = await runAttempt(attempt, of: prepared.request, validation: validation, send: send)
            let error: APIError
            switch result {
            case .success(let answer):
                responseRecorder?.record(answer.head)
                return answer
            case .failure(let failure): error = failure
            }
            guard let interceptor, !error.isCancellation,
                  case .retry(let delay) = await interceptor.retry(sent, dueTo: error, attempt: attempt)
            else { throw documentingBody(of: error) }
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// One attempt: adapt, tell the monitors, send, validate, tell the monitors.
    /// - Returns: The request as sent (or as built, when adapting failed) and the outcome.
    private func runAttempt<Answer: ReceivedAnswer>(
        _ attempt: Int, of built: URLRequest, validation: ResponseValidation, send: (URLRequest) async throws -> Answer
    ) async -> (URLRequest, Result<Answer, APIError>) {
        var request = built
        if let interceptor {
            do {
                request = try await interceptor.adapt(built)
            } catch {
                return (built, .failure(APIError(wrapping: error, as: APIError.adaptationFailed)))
            }
        }
        for monitor in eventMonitors {
            monitor.requestWillSend(request, attempt: attempt)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let result = await validatedAnswer(to: request, validation: validation, send: send)
        let duration = clock.now - start
        for monitor in eventMonitors {
            monitor.requestDidReceive(request, result: result.map(\.head), attempt: attempt, duration: duration)
        }
        return (request, result)
    }

    /// Sends and validates, filling in the response's URL and method.
    private func validatedAnswer<Answer: ReceivedAnswer>(
        to request: URLRequest, validation: ResponseValidation, send: (URLRequest) async throws -> Answer
    ) async -> Result<Answer, APIError> {
        var answer: Answer
        do {
            answer = try await send(request)
        } catch {
            return .failure(APIError(wrapping: error, as: APIError.transport))
        }
        if answer.head.url == nil {
            answer.head.url = request.url
        }
        answer.head.requestMethod = request.method
        do throws(APIError) {
            try validation.validate(answer.head, for: request, hasBody: answer.hasBody)
            return .success(answer)
        } catch {
            // A refused stream is read after all, so that the error carries its body.
            guard let whole = await answer.refused() else { return .failure(error) }
            do throws(APIError) {
                try validation.validate(whole, for: request, hasBody: true)
                return .failure(error)
            } catch {
                return .failure(error)
            }
        }
    }
}

/// What one attempt receives: a whole ``HTTPResponse``, or a ``StreamingResponse`` whose body
/// is still arriving.
protocol ReceivedAnswer: Sendable {
    /// The status and headers (and the body, when it was read whole).
    var head: HTTPResponse { get set }
    /// Whether there is a body to check the content type of.
    var hasBody: Bool { get }
    /// The whole response of an answer that validation refused, with as much of its body as
    /// an error shows; `nil` when ``head`` has it already.
    func refused() async -> HTTPResponse?
}

extension HTTPResponse: ReceivedAnswer {
    var head: HTTPResponse {
        get { self }
        set { self = newValue }
    }

    var hasBody: Bool { !body.isEmpty }

    func refused() async -> HTTPResponse? { nil }
}

extension APIError {
    /// `.cancelled` for a cancellation (`CancellationError`, `URLError(.cancelled)`, or an
    /// `APIError.cancelled` thrown by an interceptor); otherwise `wrap(error)`.
    init(wrapping error: any Error, as wrap: (any Error) -> APIError) {
        if error is CancellationError || (error as? URLError)?.code == .cancelled {
            self = .cancelled
        } else if let apiError = error as? APIError, apiError.isCancellation {
            self = .cancelled
        } else {
            self = wrap(error)
        }
    }

    /// `true` for ``cancelled``.
    var isCancellation: Bool {
        if case .cancelled = self { return true }
        return false
    }
}
