import Foundation
import LocalHTTPServer
import PetstoreAPI
import RouteGenRuntime
import Testing

/// The OAI's petstore.yaml, an OpenAPI 3.0 document, generated into PetstoreAPI and called through
/// its typed functions against a real server on 127.0.0.1.
@Suite struct PetstoreEndToEndTests {
    private static let pets = #"[{"id":1,"name":"Rex","tag":"dog"},{"id":2,"name":"Tom"}]"#

    /// Runs `body` with a client pointed at a fresh server, and stops the server however it ends.
    private func withServer(_ body: (LocalHTTPServer, APIClient) async throws -> Void) async throws {
        try await LocalHTTPServer.run { server async throws in
            try await body(server, APIClient(baseURL: server.baseURL))
        }
    }

    @Test func listPetsSendsTheLimitAndDecodesTheArray() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/pets", replies: [.json(Self.pets)])

            let pets = try await client.pets.listPets(limit: 2)

            #expect(pets == [Pet(id: 1, name: "Rex", tag: "dog"), Pet(id: 2, name: "Tom")])
            let request = try #require(await server.requests().first)
            #expect(request.method == "GET")
            #expect(request.path == "/pets")
            #expect(request.query == "limit=2")
        }
    }

    @Test func listPetsWithoutALimitSendsNoQuery() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/pets", replies: [.json("[]")])

            #expect(try await client.pets.listPets().isEmpty)
            #expect(await server.requests().first?.query == "")
        }
    }

    @Test func createPetsPostsTheBodyAndAcceptsANullResponse() async throws {
        try await withServer { server, client async throws in
            await server.on("POST", "/pets", replies: [ServerReply(status: 201)])

            try await client.pets.createPets(body: Pet(id: 3, name: "Kit", tag: nil))

            let request = try #require(await server.requests().first)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "application/json")
            #expect(request.bodyText == #"{"id":3,"name":"Kit"}"#)
        }
    }

    @Test func showPetByIdKeepsTheIdInOneSegment() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/pets/*", replies: [.json(#"{"id":7,"name":"Rex"}"#)])

            let pet = try await client.pets.showPetById(petId: "7/../admin")

            #expect(pet.name == "Rex")
            #expect(await server.requests().first?.path == "/pets/7%2F..%2Fadmin")
        }
    }

    @Test func theDocumentedErrorBodyIsReadable() async throws {
        try await withServer { server, client async throws in
            await server.on("GET", "/pets/*", replies: [.json(#"{"code":404,"message":"No such pet"}"#, status: 404)])

            do {
                _ = try await client.pets.showPetById(petId: "9")
                Issue.record("expected a 404")
            } catch let error as APIError {
                #expect(error.statusCode == 404)
                #expect(error.decodeBody(as: SwaggerPetstoreError.self) == SwaggerPetstoreError(code: 404, message: "No such pet"))
            }
        }
    }
}
