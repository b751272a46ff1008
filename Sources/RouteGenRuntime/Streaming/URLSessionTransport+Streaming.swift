import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Sends the request through a data delegate, which receives the body piece by piece on
    /// Apple platforms and on Linux alike (`URLSession.bytes(for:)` is not there on Linux).
    ///
    /// The request runs in a session of its own with ``session``'s configuration (not its
    /// delegate). On Apple platforms the transfer is suspended while the reader is more than
    /// 256 KiB behind, so memory does not grow with a stream the reader is slower than. On Linux,
    /// swift-corelibs-foundation can't pause a transfer (suspending a task mid-transfer traps), so
    /// what arrives faster than the reader reads waits in memory. Cancelling the reading task,
    /// or dropping the body before its end, cancels the request and closes the connection.
    public func streamingResponse(for request: URLRequest) async throws -> StreamingResponse {
        let receiver = StreamReceiver(backlog: StreamReceiver.backlogRecorder)
        let streamSession = URLSession(configuration: session.configuration, delegate: receiver, delegateQueue: nil)
        let task = streamSession.dataTask(with: Self.portable(request))
        receiver.start(task)
        // The session lets the task finish, then lets go of its delegate.
        streamSession.finishTasksAndInvalidate()
        let response = try await withTaskCancellationHandler {
            try await receiver.head()
        } onCancel: {
            receiver.cancel()
        }
        return StreamingResponse(
            response: response,
            body: AsyncThrowingStream(unfolding: { try await receiver.nextPiece() }),
            cancel: { receiver.cancel() })
    }
}

extension HTTPResponse {
    /// The status, headers and URL of a URLSession response, with a body.
    init(_ http: HTTPURLResponse, body: Data) {
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            guard let name = name as? String else { continue }
            fields[name] = value as? String ?? String(describing: value)
        }
        self.init(statusCode: http.statusCode, headers: HTTPHeaders(fields), body: body, url: http.url)
    }
}

/// The data delegate of one streamed request: hands on the head, then the body's pieces as the
/// reader asks for them, suspending the transfer while the reader is far behind.
final class StreamReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Suspend the transfer above this many unread bytes, resume it below a quarter of it.
    static let highWater = 256 * 1024

    /// Whether a running transfer can be suspended: not with swift-corelibs-foundation, whose
    /// `URLSessionTask.suspend()` traps once the transfer has started ("Need to solve pausing receive").
    #if canImport(FoundationNetworking)
    static let canSuspend = false
    #else
    static let canSuspend = true
    #endif

    /// Told the unread bytes after each piece arrives, for tests that check memory stays bounded.
    @TaskLocal static var backlogRecorder: (@Sendable (Int) -> Void)?

    private let backlog: (@Sendable (Int) -> Void)?

    init(backlog: (@Sendable (Int) -> Void)?) {
        self.backlog = backlog
    }

    private struct State {
        var task: URLSessionDataTask?
        var head: Result<HTTPResponse, any Error>?
        var headWaiter: CheckedContinuation<HTTPResponse, any Error>?
        var pieces: [Data] = []
        var nextPiece = 0
        var unreadBytes = 0
        var isSuspended = false
        /// `.success` once the body has ended, `.failure` when it broke off.
        var end: Result<Void, any Error>?
        var pieceWaiter: CheckedContinuation<Data?, any Error>?
    }

    // `@unchecked Sendable`: `state` is only touched while `lock` is held.
    private let lock = NSLock()
    private var state = State()

    func start(_ task: URLSessionDataTask) {
        lock.locking { state.task = task }
        task.resume()
    }

    /// Waits for the status and headers.
    func head() async throws -> HTTPResponse {
        try await withCheckedThrowingContinuation { continuation in
            let ready = lock.locking { () -> Result<HTTPResponse, any Error>? in
                if state.head == nil { state.headWaiter = continuation }
                return state.head
            }
            if let ready { continuation.resume(with: ready) }
        }
    }

    /// The next piece of the body, waiting for it to arrive; `nil` at the end.
    func nextPiece() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                let (ready, resumeTask) = lock.locking { () -> (Result<Data?, any Error>?, URLSessionDataTask?) in
                    if let piece = takePiece() {
                        return (.success(piece), resumingTask())
                    }
                    switch state.end {
                    case .success?: return (.success(nil), nil)
                    case .failure(let error)?: return (.failure(error), nil)
                    case nil:
                        state.pieceWaiter = continuation
                        return (nil, resumingTask())
                    }
                }
                resumeTask?.resume()
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Cancels the request; a reader waiting for a piece gets a cancellation.
    func cancel() {
        let (task, headWaiter, pieceWaiter) = lock.locking { () -> (URLSessionDataTask?, CheckedContinuation<HTTPResponse, any Error>?, CheckedContinuation<Data?, any Error>?) in
            if state.end == nil { state.end = .failure(CancellationError()) }
            if state.head == nil { state.head = .failure(CancellationError()) }
            defer { state.headWaiter = nil; state.pieceWaiter = nil; state.pieces = []; state.nextPiece = 0 }
            return (state.task, state.headWaiter, state.pieceWaiter)
        }
        task?.cancel()
        headWaiter?.resume(throwing: CancellationError())
        pieceWaiter?.resume(throwing: CancellationError())
    }

    /// Takes the oldest unread piece. Call only while holding `lock`.
    private func takePiece() -> Data? {
        guard state.nextPiece < state.pieces.count else { return nil }
        let piece = state.pieces[state.nextPiece]
        state.nextPiece += 1
        state.unreadBytes -= piece.count
        if state.nextPiece == state.pieces.count {
            state.pieces.removeAll(keepingCapacity: true)
            state.nextPiece = 0
        }
        return piece
    }

    /// The task to resume when the reader has caught up with a suspended transfer. Call only
    /// while holding `lock`.
    private func resumingTask() -> URLSessionDataTask? {
        guard state.isSuspended, state.unreadBytes < Self.highWater / 4 else { return nil }
        state.isSuspended = false
        return state.task
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let head: Result<HTTPResponse, any Error>
        if let http = response as? HTTPURLResponse {
            head = .success(HTTPResponse(http, body: Data()))
        } else {
            head = .failure(URLError(.badServerResponse))
        }
        let waiter = lock.locking { () -> CheckedContinuation<HTTPResponse, any Error>? in
            guard state.head == nil else { return nil }
            state.head = head
            defer { state.headWaiter = nil }
            return state.headWaiter
        }
        waiter?.resume(with: head)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (waiter, suspendTask, unread) = lock.locking {
            () -> (CheckedContinuation<Data?, any Error>?, URLSessionDataTask?, Int) in
            guard state.end == nil else { return (nil, nil, 0) }
            if let waiter = state.pieceWaiter {
                state.pieceWaiter = nil
                return (waiter, nil, 0)
            }
            state.pieces.append(data)
            state.unreadBytes += data.count
            guard Self.canSuspend, !state.isSuspended, state.unreadBytes > Self.highWater else {
                return (nil, nil, state.unreadBytes)
            }
            state.isSuspended = true
            return (nil, state.task, state.unreadBytes)
        }
        backlog?(unread)
        waiter?.resume(returning: data)
        suspendTask?.suspend()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let end: Result<Void, any Error> = error.map { .failure($0) } ?? .success(())
        let (headWaiter, pieceWaiter) = lock.locking {
            () -> (CheckedContinuation<HTTPResponse, any Error>?, CheckedContinuation<Data?, any Error>?) in
            if state.end == nil { state.end = end }
            if state.head == nil { state.head = .failure(error ?? URLError(.badServerResponse)) }
            defer { state.headWaiter = nil; state.pieceWaiter = nil; state.task = nil }
            return (state.headWaiter, state.pieceWaiter)
        }
        headWaiter?.resume(throwing: error ?? URLError(.badServerResponse))
        switch end {
        case .success: pieceWaiter?.resume(returning: nil)
        case .failure(let error): pieceWaiter?.resume(throwing: error)
        }
    }
}
