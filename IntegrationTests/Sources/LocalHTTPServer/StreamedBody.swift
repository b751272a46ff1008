import FlyingFox
import FlyingSocks
import Foundation

/// How far one streamed reply got: the pieces written, and whether the server stopped because
/// the client went away.
public struct StreamProgress: Sendable, Equatable {
    /// The pieces the server handed to the connection.
    public var piecesSent: Int
    /// The pieces the reply has.
    public var piecesTotal: Int
    /// The server finished with the stream: it sent everything, or the client closed the
    /// connection and the server stopped writing.
    public var isClosed: Bool

    /// Whether the stream was closed before all its pieces were sent.
    public var endedEarly: Bool { isClosed && piecesSent < piecesTotal }
}

/// The progress of every streamed reply, in the order they started.
final class StreamLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [StreamProgress] = []

    func start(total: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        entries.append(StreamProgress(piecesSent: 0, piecesTotal: total, isClosed: false))
        return entries.count - 1
    }

    func update(_ index: Int, _ change: (inout StreamProgress) -> Void) {
        lock.lock()
        change(&entries[index])
        lock.unlock()
    }

    var all: [StreamProgress] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

/// A reply's pieces as FlyingFox reads a body: one piece per read, paced by the interval.
struct PacedPieces: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let pieces: [Data]
    let interval: Duration
    let gate: StreamGate?
    let log: StreamLog

    func makeAsyncIterator() -> Iterator {
        Iterator(pieces: pieces, interval: interval, gate: gate, tracker: Tracker(log: log, index: log.start(total: pieces.count)))
    }

    /// Marks the stream closed when the server lets go of it, whether it sent everything or not.
    final class Tracker: Sendable {
        let log: StreamLog
        let index: Int

        init(log: StreamLog, index: Int) {
            self.log = log
            self.index = index
        }

        deinit {
            log.update(index) { $0.isClosed = true }
        }
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let pieces: [Data]
        let interval: Duration
        let gate: StreamGate?
        let tracker: Tracker
        var next = 0

        mutating func next() async throws -> UInt8? {
            fatalError("FlyingFox reads bodies with nextBuffer(suggested:)")
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard next < pieces.count else { return nil }
            if next > 0, interval > .zero {
                try await Task.sleep(for: interval)
            }
            if let gate, next == gate.piece {
                await gate.wait()
            }
            let piece = pieces[next]
            next += 1
            tracker.log.update(tracker.index) { $0.piecesSent = next }
            return Array(piece)
        }
    }
}

/// Holds a streamed reply back before one of its pieces until the test opens it, so a test can
/// check what the client has received while the server has not sent the rest.
public final class StreamGate: @unchecked Sendable {
    /// The index of the first piece that waits for the gate.
    public let piece: Int
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a closed gate.
    /// - Parameter piece: The index of the first piece that waits for it; `1` by default, so the
    ///   first piece goes out at once.
    public init(before piece: Int = 1) {
        self.piece = piece
    }

    /// Lets the held pieces go.
    public func open() {
        lock.lock()
        isOpen = true
        let waiting = waiters
        waiters = []
        lock.unlock()
        for waiter in waiting { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if isOpen {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }
}
