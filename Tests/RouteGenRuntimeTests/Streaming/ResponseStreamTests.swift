import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Streams through ``APIClient`` and a ``StubTransport``: framing, sentinels, errors, retries.
@Suite struct ResponseStreamTests {
    struct Chunk: Decodable, Equatable, Sendable {
        var n: Int
    }

    private let request = URLRequest(url: URL(string: "https://api.example/v1/chat/completions")!)

    private func client(_ stubs: Stub..., interceptor: (any APIClientInterceptor)? = nil) -> (APIClient, StubTransport) {
        let transport = StubTransport(stubs)
        return (APIClient(transport: transport, interceptor: interceptor), transport)
    }

    private func items<S: AsyncSequence>(_ sequence: S) async throws -> [S.Element] {
        var items: [S.Element] = []
        for try await item in sequence { items.append(item) }
        return items
    }

    @Test func serverSentEventsDecodeAndDoneEndsTheStream() async throws {
        let (client, transport) = client(Stub(.get, "chat/completions", pieces: [
            "data: {\"n\":1}\n\nda", "ta: {\"n\":2}\n", "\n", "data: [DONE]\n\n", "data: {\"n\":3}\n\n",
        ]))
        let stream = try await client.stream(Chunk.self, from: request)
        #expect(try await items(stream) == [Chunk(n: 1), Chunk(n: 2)])
        #expect(stream.response.statusCode == 200)
        #expect(transport.receivedRequests.first?.value(forHTTPHeaderField: "Accept") == "text/event-stream")
    }

    @Test func withoutSentinelsEveryEventIsAnItem() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", pieces: ["data: 1\n\ndata: [DONE]\n\n"]))
        let stream = try await client.events(from: request, sentinels: .none)
        #expect(try await items(stream).map(\.data) == ["1", "[DONE]"])
    }

    @Test func anotherSentinelCanBeNamed() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", pieces: ["data: {\"n\":1}\n\ndata: END\n\ndata: {\"n\":2}\n\n"]))
        let stream = try await client.stream(Chunk.self, from: request, sentinels: StreamSentinels(["END"]))
        #expect(try await items(stream) == [Chunk(n: 1)])
    }

    @Test func eventsCarryTheirFields() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", pieces: [
            "event: delta\nid: 7\ndata: {\"n\":1}\n\n", "data: {\"n\":2}\n\n",
        ]))
        let stream = try await client.stream(Chunk.self, from: request)
        let pairs = try await items(stream.events)
        #expect(pairs.map(\.event) == [
            StreamEvent(type: "delta", data: "{\"n\":1}", id: "7"), StreamEvent(data: "{\"n\":2}", id: "7"),
        ])
        #expect(pairs.map(\.item) == [Chunk(n: 1), Chunk(n: 2)])
    }

    @Test func jsonLinesAndJSONSequences() async throws {
        let (lines, linesTransport) = client(Stub(.get, "chat/completions", contentType: "application/jsonl", pieces: [
            "{\"n\":1}\n{\"n\"", ":2}\n",
        ]))
        #expect(try await items(lines.stream(Chunk.self, from: request, format: .jsonLines)) == [Chunk(n: 1), Chunk(n: 2)])
        #expect(linesTransport.receivedRequests.first?.value(forHTTPHeaderField: "Accept") == "application/jsonl")
        let (sequence, _) = client(Stub(.get, "chat/completions", contentType: "application/json-seq", pieces: [
            "\u{1E}{\"n\":1}\n\u{1E}{\n \"n\": 2\n}\n",
        ]))
        #expect(try await items(sequence.stream(Chunk.self, from: request, format: .jsonSequence)) == [Chunk(n: 1), Chunk(n: 2)])
    }

    @Test func anItemThatDoesNotDecodeSaysWhichAndShowsItsText() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", pieces: [
            "data: {\"n\":1}\n\n", "data: {\"n\":\"two\"}\n\n", "data: {\"n\":3}\n\n",
        ]))
        var received: [Chunk] = []
        do {
            for try await chunk in try await client.stream(Chunk.self, from: request) { received.append(chunk) }
            Issue.record("the second item should not decode")
        } catch let error as APIError {
            guard case .decoding(let failure) = error else { throw error }
            #expect(failure.itemIndex == 1)
            #expect(failure.bodyExcerpt == #"{"n":"two"}"#)
            #expect(failure.codingPath == "n")
            #expect(error.description.hasPrefix("Could not decode item 1 of the stream as Chunk at n:"))
        }
        #expect(received == [Chunk(n: 1)])
    }

    @Test func aRefusedStreamThrowsBeforeAnyItemWithItsBody() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", status: 429, contentType: "application/json", pieces: [
            #"{"error":{"message":"Rate limit"#, #" reached"}}"#,
        ]))
        await #expect {
            _ = try await client.stream(Chunk.self, from: request)
        } throws: { error in
            guard case .unacceptableStatus(let response) = error as? APIError else { return false }
            return response.statusCode == 429 && String(decoding: response.body, as: UTF8.self) == #"{"error":{"message":"Rate limit reached"}}"#
        }
    }

    @Test func aJSONAnswerToAStreamingRequestIsRefusedWithItsBody() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", contentType: "application/json", pieces: [#"{"n":1}"#]))
        await #expect {
            _ = try await client.stream(Chunk.self, from: request)
        } throws: { error in
            guard case .unacceptableContentType(let response, let accepted) = error as? APIError else { return false }
            return accepted == ["text/event-stream"] && response.body == Data(#"{"n":1}"#.utf8)
        }
    }

    @Test func retriesApplyToOpeningTheStream() async throws {
        let busy = HTTPResponse(statusCode: 503, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
        let events = HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/event-stream"])
        let stub = Stub(.get, "chat/completions", replies: [
            .response(busy), .stream(events, pieces: [Data("data: {\"n\":1}\n\n".utf8)]),
        ])
        let retry = APIClientRetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1))
        let (client, transport) = client(stub, interceptor: retry)
        #expect(try await items(client.stream(Chunk.self, from: request)) == [Chunk(n: 1)])
        #expect(transport.receivedRequests.count == 2)
    }

    @Test func aStreamThatBreaksOffIsNotRetried() async throws {
        let broken = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.yield(Data("data: {\"n\":1}\n\n".utf8))
            continuation.finish(throwing: URLError(.networkConnectionLost))
        }
        let transport = BrokenStreamTransport(body: broken)
        let client = APIClient(transport: transport, interceptor: APIClientRetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(1)))
        var received: [Chunk] = []
        do {
            for try await chunk in try await client.stream(Chunk.self, from: request) { received.append(chunk) }
            Issue.record("the stream should break off")
        } catch let error as APIError {
            #expect(error.urlError?.code == .networkConnectionLost)
        }
        #expect(received == [Chunk(n: 1)])
        #expect(await transport.opened.count == 1)
    }

    @Test func aWholeBodyCallReadsAStubbedStreamJoined() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", contentType: "application/json", pieces: ["{\"n\"", ":5}"]))
        #expect(try await client.decode(Chunk.self, from: request) == Chunk(n: 5))
    }

    @Test func withResponseSeesTheStreamsHead() async throws {
        let (client, _) = client(Stub(.get, "chat/completions", pieces: ["data: {\"n\":1}\n\n"]))
        let answer = try await client.withResponse { try await $0.stream(Chunk.self, from: request) }
        #expect(answer.statusCode == 200)
        #expect(answer.headers["Content-Type"] == "text/event-stream")
    }
}

/// A transport whose one stream yields what it is given, counting how often it is opened.
private final class BrokenStreamTransport: HTTPTransport, Sendable {
    let body: AsyncThrowingStream<Data, any Error>
    let opened = Opened()

    init(body: AsyncThrowingStream<Data, any Error>) {
        self.body = body
    }

    func send(_ request: URLRequest) async throws -> HTTPResponse {
        throw URLError(.unsupportedURL)
    }

    func streamingResponse(for request: URLRequest) async throws -> StreamingResponse {
        await opened.increment()
        return StreamingResponse(response: HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/event-stream"]), body: body)
    }
}

/// How often a transport was opened.
actor Opened {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}
