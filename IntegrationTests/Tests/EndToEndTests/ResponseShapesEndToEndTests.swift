import Foundation
import LocalHTTPServer
import ResponsesAPI
import RouteGenRuntime
import Testing

/// The shapes of success answers in Tests/Fixtures/openapi/responses.yaml, against a real server
/// on 127.0.0.1: an optional for an answer without a body, an enum with a class of statuses.
@Suite struct ResponseShapesEndToEndTests {
    @Test func aNoContentAnswerIsNil() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/pets/7/owner", replies: [ServerReply(status: 204), .json(#"{"name":"Ada"}"#)])

            #expect(try await client.pets.getOwner(id: "7") == nil)
            #expect(try await client.pets.getOwner(id: "7") == Pet(name: "Ada"))
        }
    }

    @Test func aClassOfStatusesTakesTheOthersAndTheirBytes() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/reports", replies: [
                .json(#"{"name":"Ada"}"#),
                .text("name: Ada", status: 203),
            ])

            #expect(try await client.reports.getReport() == .ok(Pet(name: "Ada")))
            #expect(try await client.reports.getReport() == .success(Data("name: Ada".utf8)))
            // An answer may be text, so the call does not ask for JSON only.
            #expect(await server.requests().map { $0.header("Accept") }.contains("application/json") == false)
        }
    }
}
