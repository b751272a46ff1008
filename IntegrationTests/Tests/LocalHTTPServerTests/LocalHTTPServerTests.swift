import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import Testing

@Suite("LocalHTTPServer")
struct LocalHTTPServerTests {
    @Test func listensOnLoopbackAtItsPort() async throws {
        try await LocalHTTPServer.run { server async throws in
            #expect(server.port != 0)
            #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)/")
        }
    }

    @Test func recordsTheRawPercentEncodedPath() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/users/..%2Fadmin/%2E%2E", replies: [.text("ok")])
            let (body, response) = try await Client.send("GET", "/users/..%2Fadmin/%2E%2E", to: server)
            #expect(response.statusCode == 200)
            #expect(Client.text(body) == "ok")
            let recorded = try #require(await server.requests().first)
            #expect(recorded.path == "/users/..%2Fadmin/%2E%2E")
            #expect(recorded.query == "")
        }
    }

    @Test func recordsTheRawQueryAndDecodesItsItems() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/search", replies: [ServerReply()])
            _ = try await Client.send("GET", "/search?q=a%20b&plus=1+2&slash=%2F&empty=&flag", to: server)
            let recorded = try #require(await server.requests().first)
            #expect(recorded.path == "/search")
            #expect(recorded.query == "q=a%20b&plus=1+2&slash=%2F&empty=&flag")
            #expect(recorded.queryItems == ["q": "a b", "plus": "1+2", "slash": "/", "empty": "", "flag": ""])
        }
    }

    @Test func recordsMethodHeadersAndBody() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/users", replies: [.json(#"{"id":1}"#, status: 201)])
            let sent = Data(#"{"name":"Ada"}"#.utf8)
            let (body, response) = try await Client.send(
                "POST", "/users", to: server,
                headers: ["Content-Type": "application/json", "X-Request-ID": "abc-123"],
                body: sent
            )
            #expect(response.statusCode == 201)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(Client.text(body) == #"{"id":1}"#)

            let recorded = try #require(await server.requests().first)
            #expect(recorded.method == "POST")
            #expect(recorded.body == sent)
            #expect(recorded.bodyText == #"{"name":"Ada"}"#)
            #expect(recorded.headers["x-request-id"] == "abc-123")
            #expect(recorded.header("X-REQUEST-ID") == "abc-123")
            #expect(recorded.header("content-type") == "application/json")
            #expect(recorded.header("Content-Length") == "\(sent.count)")
            #expect(recorded.headers.keys.allSatisfy { $0 == $0.lowercased() })
        }
    }

    @Test func playsScriptedRepliesInOrderAndRepeatsTheLast() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/flaky", replies: [
                .text("busy", status: 503),
                .json("[]"),
                ServerReply(status: 204, headers: ["X-Attempt": "last"]),
            ])
            var statuses: [Int] = []
            for _ in 0..<4 {
                statuses.append(try await Client.send("GET", "/flaky", to: server).response.statusCode)
            }
            #expect(statuses == [503, 200, 204, 204])
            let last = try await Client.send("GET", "/flaky", to: server)
            #expect(last.response.value(forHTTPHeaderField: "X-Attempt") == "last")
            #expect(last.body.isEmpty)
            #expect(await server.requests().count == 5)
        }
    }

    @Test func closureRepliesSeeTheRequest() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("PUT", "/echo/*") { request in
                .text("\(request.method) \(request.path) \(request.bodyText ?? "")", status: 202)
            }
            let (body, response) = try await Client.send("PUT", "/echo/x%20y", to: server, body: Data("hi".utf8))
            #expect(response.statusCode == 202)
            #expect(Client.text(body) == "PUT /echo/x%20y hi")
        }
    }

    @Test func delaysTheReply() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/slow", replies: [ServerReply(body: Data("late".utf8), delay: .milliseconds(600))])
            let clock = ContinuousClock()
            let start = clock.now
            let (body, _) = try await Client.send("GET", "/slow", to: server)
            #expect(clock.now - start >= .milliseconds(600))
            #expect(Client.text(body) == "late")
        }
    }

    @Test func aDelayLongerThanTheClientTimeoutTimesOut() async throws {
        try await LocalHTTPServer.run { server async throws in
            // Long enough apart that a machine busy with the rest of the suite still reaches the
            // server before the client gives up.
            await server.on("GET", "/hang", replies: [ServerReply(delay: .seconds(12))])
            let error = await #expect(throws: URLError.self) {
                try await Client.send("GET", "/hang", to: server, timeout: 5)
            }
            #expect(error?.code == .timedOut)
            #expect(await server.requests().map(\.path) == ["/hang"])
        }
    }

    @Test func answersUnmatchedRequestsWith404() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("POST", "/x", replies: [ServerReply()])
            let (body, response) = try await Client.send("GET", "/x", to: server)
            #expect(response.statusCode == 404)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(Client.text(body) == #"{"error":"no route for GET /x"}"#)
            #expect(await server.requests().map(\.method) == ["GET"])
        }
    }

    @Test func twoServersRunAtOnceOnDifferentPorts() async throws {
        try await LocalHTTPServer.run { first in
            try await LocalHTTPServer.run { second async throws in
                #expect(first.port != second.port)
                await first.on("GET", "/who", replies: [.text("first")])
                await second.on("GET", "/who", replies: [.text("second")])
                async let a = Client.send("GET", "/who", to: first)
                async let b = Client.send("GET", "/who", to: second)
                #expect(try await Client.text(a.body) == "first")
                #expect(try await Client.text(b.body) == "second")
                #expect(await first.requests().count == 1)
                #expect(await second.requests().count == 1)
            }
        }
    }

    @Test func refusesConnectionsAfterStop() async throws {
        let server = try await LocalHTTPServer.start()
        await server.on("GET", "/ping", replies: [.text("pong")])
        #expect(try await Client.send("GET", "/ping", to: server).response.statusCode == 200)
        await server.stop()
        let error = await #expect(throws: URLError.self) {
            try await Client.send("GET", "/ping", to: server, timeout: 5)
        }
        #expect(error?.code == .cannotConnectToHost)
        await server.stop()
    }

    @Test func stopReturnsPromptlyWhileAReplyIsStillDelayed() async throws {
        let server = try await LocalHTTPServer.start()
        await server.on("GET", "/never", replies: [ServerReply(delay: .seconds(30))])
        let pending = Task { try await Client.send("GET", "/never", to: server, timeout: 20) }
        while await server.requests().isEmpty {
            try await Task.sleep(for: .milliseconds(20))
        }
        let clock = ContinuousClock()
        let start = clock.now
        await server.stop()
        #expect(clock.now - start < .seconds(2))
        // FlyingFox answers 500 for the handler that stop() cancelled; it may also just close.
        let result = await pending.result
        #expect(clock.now - start < .seconds(5))
        if case .success(let reply) = result {
            #expect(reply.response.statusCode == 500)
        }
    }
}
