import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import RouteGenRuntime
import StreamingAPI
import Testing

/// The streaming calls generated from Tests/Fixtures/streaming/streams.yaml (each sequential media
/// type) and openapi-3.2.yaml (what OpenAPI 3.2 adds), against a real server on 127.0.0.1.
@Suite struct GeneratedStreamsTests {
    private func client(_ server: LocalHTTPServer) -> APIClient {
        APIClient(baseURL: server.baseURL)
    }

    private func all<S: AsyncSequence>(_ sequence: S) async throws -> [S.Element] {
        var items: [S.Element] = []
        for try await item in sequence { items.append(item) }
        return items
    }

    @Test func anOperationThatAnswersBothWaysHasBothCalls() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/completions", replies: [
                .json(#"{"id":"c1","text":"whole"}"#),
                .stream(["data: {\"id\":\"c1\",\"delta\":\"who\"}\n\n", "data: {\"id\":\"c1\",\"delta\":\"le\"}\n\ndata: [DONE]\n\n"]),
            ])
            let whole = try await client(server).completions.createCompletion(body: CompletionRequest(prompt: "p"))
            let chunks = try await all(client(server).completions.createCompletionStream(body: CompletionRequest(prompt: "p")))
            #expect(whole == Completion(id: "c1", text: "whole"))
            #expect(chunks.map(\.delta).joined() == "whole")
            let requests = await server.requests()
            #expect(requests.map { $0.header("Accept") } == ["application/json", "text/event-stream"])
            #expect(requests.map(\.bodyText) == [#"{"prompt":"p"}"#, #"{"prompt":"p","stream":true}"#])
        }
    }

    @Test func aSentinelNamedInTheSpecEndsTheStream() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/jobs/7/events", replies: [.stream([
                "data: {\"step\":1}\n\n", "data: {\"step\":2,\"message\":\"half\"}\n\n", "data: [END]\n\n", "data: {\"step\":3}\n\n",
            ])])
            let events = try await all(client(server).jobs.followJob(id: "7"))
            #expect(events.map(\.step) == [1, 2])
        }
    }

    @Test func textEventsAreHandedOutUndecoded() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/logs", replies: [.stream(["event: log\nid: 1\ndata: started\n\n", "data: two\ndata: lines\n\n"])])
            let events = try await all(client(server).logs.tailLogs())
            #expect(events == [StreamEvent(type: "log", data: "started", id: "1"), StreamEvent(data: "two\nlines", id: "1")])
        }
    }

    @Test func jsonLinesNDJSONAndJSONSequences() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/exports/records", replies: [.stream(["{\"n\":1}\n{\"n\":2,", "\"name\":\"b\"}\n"], contentType: "application/jsonl")])
            await server.on("GET", "/exports/ndjson", replies: [.stream(["{\"n\":3}\r\n"], contentType: "application/x-ndjson")])
            await server.on("GET", "/exports/sequence", replies: [.stream(["\u{1E}{\"n\":4}\n\u{1E}{\n\"n\": 5\n}\n"], contentType: "application/json-seq")])
            #expect(try await all(client(server).exports.exportRecords()) == [Record(n: 1), Record(n: 2, name: "b")])
            #expect(try await all(client(server).exports.exportNDJSON()) == [Record(n: 3)])
            #expect(try await all(client(server).exports.exportSequence()) == [Record(n: 4), Record(n: 5)])
            let accepts = await server.requests().map { $0.header("Accept") }
            #expect(accepts == ["application/jsonl", "application/x-ndjson", "application/json-seq"])
        }
    }

    @Test func openAPI32EventItemSchemaDecodesTheDataAndKeepsTheFields() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/books/changes", replies: [.stream([
                "event: change\nid: 41\nretry: 5000\ndata: {\"isbn\":\"1\",\"change\":\"added\"}\n\n",
                "event: change\nid: 42\ndata: {\"isbn\":\"2\",\"change\":\"removed\"}\n\n",
            ])])
            let stream = try await client(server).books.watchBooks()
            let pairs = try await all(stream.events)
            #expect(pairs.map(\.item) == [BookChange(isbn: "1", change: .added), BookChange(isbn: "2", change: .removed)])
            #expect(pairs.map(\.event.id) == ["41", "42"])
            #expect(pairs.map(\.event.retry) == [5000, nil])
        }
    }

    @Test func openAPI32MediaTypeReferenceStreamsJSONLines() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/books/export", replies: [.stream(["{\"isbn\":\"1\",\"title\":\"A\"}\n"], contentType: "application/jsonl")])
            #expect(try await all(client(server).books.exportBooks()) == [Book(isbn: "1", title: "A")])
        }
    }

    @Test func requestBodiesOfJSONLinesAndJSONSequencesSendOneItemPerRecord() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/books/lines", replies: [ServerReply(status: 204)])
            await server.on("POST", "/exports/sequence/import", replies: [ServerReply(status: 204)])
            let books = [Book(isbn: "1", title: "A"), Book(isbn: "2", title: "B", year: 1815)]
            try await client(server).books.importBookLines(items: SequenceBody(books))
            let records = AsyncStream<Record> { continuation in
                continuation.yield(Record(n: 1))
                continuation.yield(Record(n: 2, name: "b"))
                continuation.finish()
            }
            try await client(server).exports.importSequence(items: SequenceBody(collecting: records))
            let requests = await server.requests()
            #expect(requests.map { $0.header("Content-Type") } == ["application/jsonl", "application/json-seq"])
            #expect(requests[0].bodyText == "{\"isbn\":\"1\",\"title\":\"A\"}\n{\"isbn\":\"2\",\"title\":\"B\",\"year\":1815}\n")
            #expect(requests[1].bodyText == "\u{1E}{\"n\":1}\n\u{1E}{\"n\":2,\"name\":\"b\"}\n")
        }
    }

    @Test func openAPI32QueryAndCustomMethodsAndQueryString() async throws {
        try await LocalHTTPServer.run { server async throws in
            let book = #"{"isbn":"1","title":"A","year":2001}"#
            await server.on("QUERY", "/books", replies: [.json("[\(book)]")])
            await server.on("COPY", "/books/1", replies: [.json(book, status: 201)])
            await server.on("GET", "/books", replies: [.json("[]")])
            let found = try await client(server).books.searchBooks(body: BookQuery(text: "dune"))
            let copy = try await client(server).books.copyBook(isbn: "1", destination: "/books/2")
            let filtered = try await client(server).books.listBooks(author: "Herbert", year: 1965)
            #expect(found.map(\.isbn) == ["1"])
            #expect(copy.year == 2001)
            #expect(filtered.isEmpty)
            let requests = await server.requests()
            #expect(requests.map(\.method) == ["QUERY", "COPY", "GET"])
            #expect(requests[0].bodyText == #"{"text":"dune"}"#)
            #expect(requests[1].header("Destination") == "/books/2")
            #expect(requests[2].query == "author=Herbert&year=1965")
        }
    }
}

/// The streaming calls generated from a routegen spec (Tests/Fixtures/streaming/feed.yaml).
@Suite struct RouteGenSpecStreamsTests {
    @Test func returnsStreamOfAndTheStreamKey() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/posts/events", replies: [.stream(["data: {\"kind\":\"new\",\"post\":{\"id\":1,\"title\":\"A\"}}\n\n"])])
            await server.on("GET", "/posts/export", replies: [.stream(["{\"id\":1,\"title\":\"A\"}\n[END]\n{\"id\":2,\"title\":\"B\"}\n"], contentType: "application/jsonl")])
            await server.on("POST", "/posts/3/summary", replies: [.json(#"{"text":"Short."}"#), .stream(["data: {\"delta\":\"Sho\"}\n\n", "data: {\"delta\":\"rt.\"}\n\n"])])
            let client = APIClient(baseURL: server.baseURL)
            var events: [PostEvent] = []
            for try await event in try await client.feed.watchPosts() { events.append(event) }
            var posts: [Post] = []
            for try await post in try await client.feed.exportPosts() { posts.append(post) }
            let summary = try await client.feed.summarize(id: 3)
            var text = ""
            for try await chunk in try await client.feed.summarizeStream(id: 3) { text += chunk.delta }
            #expect(events == [PostEvent(kind: "new", post: Post(id: 1, title: "A"))])
            #expect(posts == [Post(id: 1, title: "A")])
            #expect(summary.text == "Short.")
            #expect(text == "Short.")
        }
    }
}
