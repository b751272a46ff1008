import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
@testable import RouteGenRuntime
import Testing

/// Streams from a real server on 127.0.0.1 through `URLSessionTransport` (a data delegate, on Linux
/// as on Apple platforms): items arrive while the server is still sending, `[DONE]` ends them,
/// errors come before any item, cancelling closes the connection, and memory stays bounded.
@Suite struct StreamingTransportTests {
    struct Chunk: Decodable, Equatable, Sendable {
        var n: Int
        var text: String?
    }

    private func request(_ server: LocalHTTPServer, _ path: String = "events") -> URLRequest {
        URLRequest(url: server.baseURL.appendingPathComponent(path))
    }

    /// Waits (at most 30 s) until the server has closed its first stream, and returns its progress.
    private func closedStream(_ server: LocalHTTPServer) async throws -> StreamProgress? {
        for _ in 0..<600 {
            if let progress = server.streams().first, progress.isClosed { return progress }
            try await Task.sleep(for: .milliseconds(50))
        }
        return server.streams().first
    }

    @Test func theFirstItemArrivesBeforeTheServerSendsTheNext() async throws {
        try await LocalHTTPServer.run { server async throws in
            let gate = StreamGate(before: 1)
            await server.on("GET", "/events", replies: [.stream(["data: {\"n\":1}\n\n", "data: {\"n\":2}\n\n", "data: {\"n\":3}\n\n"], gate: gate)])
            let stream = try await APIClient().stream(Chunk.self, from: request(server))
            var iterator = stream.makeAsyncIterator()
            #expect(try await iterator.next() == Chunk(n: 1))
            // The server holds the second piece back until now: the first item came through alone.
            #expect(server.streams().first?.piecesSent == 1)
            gate.open()
            #expect(try await iterator.next() == Chunk(n: 2))
            #expect(try await iterator.next() == Chunk(n: 3))
            #expect(try await iterator.next() == nil)
            #expect(await server.requests().first?.header("Accept") == "text/event-stream")
        }
    }

    @Test func doneEndsTheSequenceAndClosesTheConnection() async throws {
        try await LocalHTTPServer.run { server async throws in
            let after = Array(repeating: "data: {\"n\":0}\n\n", count: 500)
            await server.on("GET", "/events", replies: [.stream(
                ["data: {\"n\":1}\n\n", "data: {\"n\":2}\n\ndata: [DONE]\n\n"] + after, interval: .milliseconds(20))])
            var items: [Chunk] = []
            for try await chunk in try await APIClient().stream(Chunk.self, from: request(server)) { items.append(chunk) }
            #expect(items == [Chunk(n: 1), Chunk(n: 2)])
            let progress = try await closedStream(server)
            #expect(progress?.endedEarly == true, "the server should stop writing once the client has gone: \(String(describing: progress))")
        }
    }

    @Test func aRateLimitBeforeTheStreamThrowsATypedErrorWithItsBody() async throws {
        try await LocalHTTPServer.run { server async throws in
            let body = #"{"error":{"message":"Rate limit reached","type":"requests"}}"#
            await server.on("GET", "/events", replies: [.json(body, status: 429)])
            do {
                _ = try await APIClient().stream(Chunk.self, from: request(server))
                Issue.record("a 429 must throw")
            } catch let error as APIError {
                guard case .unacceptableStatus(let response) = error else { throw error }
                #expect(response.statusCode == 429)
                #expect(String(decoding: response.body, as: UTF8.self) == body)
            }
        }
    }

    @Test func aMalformedItemThrowsWithItsIndex() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/events", replies: [.stream([
                "data: {\"n\":1}\n\n", "data: {\"n\":2}\n\n", "data: {\"n\":\n\n", "data: {\"n\":4}\n\n",
            ], interval: .milliseconds(5))])
            var items: [Chunk] = []
            do {
                for try await chunk in try await APIClient().stream(Chunk.self, from: request(server)) { items.append(chunk) }
                Issue.record("the third item must not decode")
            } catch let error as APIError {
                guard case .decoding(let failure) = error else { throw error }
                #expect(failure.itemIndex == 2)
                #expect(failure.bodyExcerpt == #"{"n":"#)
            }
            #expect(items == [Chunk(n: 1), Chunk(n: 2)])
        }
    }

    @Test func cancellingTheConsumingTaskClosesTheConnection() async throws {
        try await LocalHTTPServer.run { server async throws in
            let pieces = (1...1_000).map { "data: {\"n\":\($0)}\n\n" }
            await server.on("GET", "/events", replies: [.stream(pieces, interval: .milliseconds(10))])
            let client = APIClient()
            let url = request(server)
            let received = Counter()
            let consumer = Task {
                for try await _ in try await client.stream(Chunk.self, from: url) { received.increment() }
            }
            while received.value < 3 { try await Task.sleep(for: .milliseconds(10)) }
            consumer.cancel()
            let outcome = await consumer.result
            if case .failure(let error) = outcome {
                #expect((error as? APIError).map { if case .cancelled = $0 { true } else { false } } == true)
            }
            let progress = try await closedStream(server)
            #expect(progress?.endedEarly == true, "the server saw the connection close: \(String(describing: progress))")
        }
    }

    /// 10,000 items in each format, written 20 at a time every 4 ms. Where the transport can
    /// suspend a transfer (Apple platforms) the unread bytes stay near the 256 KiB at which it
    /// does, however slow the reader; on Linux, which can't pause a transfer, nothing but the
    /// unread pieces is kept, so a reader that keeps up holds a small part of the stream at a time.
    @Test func jsonLinesAndJSONSequencesOf10000ItemsDecodeInBoundedMemory() async throws {
        let padding = String(repeating: "x", count: 100)
        for (format, frame) in [(StreamFormat.jsonLines, { (line: String) in line + "\n" }),
                                (.jsonSequence, { (line: String) in "\u{1E}" + line + "\n" })] {
            try await LocalHTTPServer.run { server async throws in
                let lines = (0..<10_000).map { frame("{\"n\":\($0),\"text\":\"\(padding)\"}") }
                let total = lines.reduce(0) { $0 + $1.utf8.count }
                let pieces = stride(from: 0, to: lines.count, by: 20).map { lines[$0..<($0 + 20)].joined() }
                await server.on("GET", "/items", replies: [.stream(pieces, contentType: format.mediaType, interval: .milliseconds(4))])
                let peak = Peak()
                var count = 0
                try await StreamReceiver.$backlogRecorder.withValue({ peak.record($0) }) {
                    for try await item in try await APIClient().stream(Chunk.self, from: request(server, "items"), format: format) {
                        #expect(item.n == count)
                        count += 1
                        // Where the transfer can be suspended, a slow reader now and then must not pile it up.
                        if StreamReceiver.canSuspend, count % 1_000 == 0 { try await Task.sleep(for: .milliseconds(50)) }
                    }
                }
                #expect(count == 10_000)
                if StreamReceiver.canSuspend {
                    #expect(peak.value <= StreamReceiver.highWater + 1_024 * 1_024, "peak backlog \(peak.value) bytes")
                } else {
                    #expect(peak.value < total / 4, "peak backlog \(peak.value) of \(total) bytes")
                }
            }
        }
    }

    @Test func theDefaultTransportOfAnotherKindStillStreamsAWholeBody() async throws {
        let transport = StubTransport([Stub(.get, "events", json: "{}")])
        transport.add(Stub(.get, "events", pieces: ["data: {\"n\":1}\n\n"]))
        let items = try await APIClient(transport: transport).stream(Chunk.self, from: URLRequest(url: URL(string: "https://h/events")!))
        var all: [Chunk] = []
        for try await item in items { all.append(item) }
        #expect(all == [Chunk(n: 1)])
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.lock(); defer { lock.unlock() }; return count }

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}

/// The largest value recorded, thread-safe.
final class Peak: @unchecked Sendable {
    private let lock = NSLock()
    private var peak = 0

    var value: Int { lock.lock(); defer { lock.unlock() }; return peak }

    func record(_ value: Int) {
        lock.lock()
        peak = max(peak, value)
        lock.unlock()
    }
}
