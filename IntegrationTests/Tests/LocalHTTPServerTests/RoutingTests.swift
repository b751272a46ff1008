import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LocalHTTPServer
import Testing

@Suite("LocalHTTPServer routing")
struct RoutingTests {
    @Test func theMostSpecificRouteWinsAndTheLaterOneOnATie() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/users/*/posts/*", replies: [.text("any post")])
            await server.on("GET", "/users/me/posts/*", replies: [.text("my post")])
            await server.on("GET", "/users/*/posts/1", replies: [.text("first post, earlier")])
            await server.on("GET", "/users/*/posts/1", replies: [.text("first post, later")])
            #expect(try await body("/users/ada/posts/7", server) == "any post")
            #expect(try await body("/users/me/posts/7", server) == "my post")
            #expect(try await body("/users/ada/posts/1", server) == "first post, later")
        }
    }

    @Test func aWildcardIsOneWholeNonEmptySegment() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/files/*", replies: [.text("file")])
            #expect(try await body("/files/a%2Fb", server) == "file")
            #expect(try await status("/files/a/b", server) == 404)
            #expect(try await status("/files/", server) == 404)
            #expect(try await status("/files", server) == 404)
        }
    }

    @Test func methodsAreMatchedAndTheQueryIsIgnored() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("delete", "/items/1", replies: [ServerReply(status: 204)])
            #expect(try await Client.send("DELETE", "/items/1?force=true", to: server).response.statusCode == 204)
            #expect(try await Client.send("PATCH", "/items/1", to: server).response.statusCode == 404)
        }
    }

    @Test func headGetsHeadersButNoBody() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("HEAD", "/doc", replies: [.text("twelve bytes")])
            await server.on("GET", "/doc", replies: [.text("body")])
            let head = try await Client.send("HEAD", "/doc", to: server)
            #expect(head.response.statusCode == 200)
            #expect(head.response.value(forHTTPHeaderField: "Content-Length") == "12")
            #expect(head.body.isEmpty)
            // The connection is still in step: the next reply is not spoiled by a stray body.
            #expect(try await body("/doc", server) == "body")
        }
    }

    @Test func resetForgetsRoutesAndRequests() async throws {
        try await LocalHTTPServer.run { server async throws in
            await server.on("GET", "/a", replies: [.text("a")])
            #expect(try await status("/a", server) == 200)
            await server.reset()
            #expect(await server.requests().isEmpty)
            #expect(try await status("/a", server) == 404)
            #expect(await server.requests().count == 1)
        }
    }

    private func body(_ target: String, _ server: LocalHTTPServer) async throws -> String {
        Client.text(try await Client.send("GET", target, to: server).body)
    }

    private func status(_ target: String, _ server: LocalHTTPServer) async throws -> Int {
        try await Client.send("GET", target, to: server).response.statusCode
    }
}
