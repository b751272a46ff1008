import FeaturesAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Typed calls through `StubTransport`: raw downloads, documented errors, security adapters and servers.
@Suite struct ClientTests {
    private let settingsJSON = #"{"notify":false,"page_size":20,"ratio":0.5,"status":"pending","tags":[],"theme":"light"}"#

    @Test func rawResponseBytes() async throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00])
        let transport = StubTransport([Stub(.get, "pets/{petId}/avatar", headers: ["Content-Type": "image/png"], body: bytes)])
        let client = APIClient(transport: transport)
        #expect(try await client.pets.downloadAvatar(petId: 3) == bytes)
        // The spec's default `Accept: application/json` would reject the image; raw responses accept anything.
        #expect(transport.receivedRequests.first?.value(forHTTPHeaderField: "Accept") == "*/*")
    }

    @Test func documentedErrorBodyDecodes() async throws {
        let transport = StubTransport([Stub(.get, "pets", status: 400, json: #"{"message":"bad filter","code":7}"#)])
        let client = APIClient(transport: transport)
        do {
            _ = try await client.pets.listPets(ids: [1], sessionId: "s")
            Issue.record("expected a 400")
        } catch {
            #expect(error.statusCode == 400)
            #expect(error.decodeBody(as: Problem.self) == Problem(message: "bad filter", code: 7))
        }
    }

    @Test func apiKeysInHeaderQueryAndCookie() async throws {
        let transport = StubTransport([Stub(.get, "pets", json: "[]")])
        let client = APIClient(transport: transport, interceptor: InterceptorChain(
            FeaturesSecurity.apiKey { "k-1" },
            FeaturesSecurity.apiKeyQuery { "q k" },
            FeaturesSecurity.session { "s;1" }))
        _ = try await client.pets.listPets(ids: [1], sessionId: "abc")
        let request = try #require(transport.receivedRequests.first)
        #expect(request.value(forHTTPHeaderField: "X-API-Key") == "k-1")
        #expect(request.url?.absoluteString == "https://us.api.example.com/v1/pets?ids=1&key=q%20k")
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session_id=abc; sid=s%3B1")
    }

    @Test func bearerAndBasic() async throws {
        let transport = StubTransport([Stub(.get, "settings", json: settingsJSON)])
        let bearer = APIClient(transport: transport, interceptor: FeaturesSecurity.bearerAuth { "t0ken" })
        #expect(try await bearer.settings.getSettings().status == .pending)
        let basic = APIClient(transport: transport, interceptor: FeaturesSecurity.basicAuth(username: "ada", password: "pw"))
        _ = try await basic.settings.getSettings()
        let sent = transport.receivedRequests.map { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(sent == ["Bearer t0ken", "Basic YWRhOnB3"])
    }

    @Test func keyClosureReturningNilSendsNothing() async throws {
        let transport = StubTransport([Stub(.get, "settings", json: settingsJSON)])
        let client = APIClient(transport: transport, interceptor: FeaturesSecurity.apiKey { nil })
        _ = try await client.settings.getSettings()
        #expect(transport.receivedRequests.first?.value(forHTTPHeaderField: "X-API-Key") == nil)
    }

    @Test func serverVariables() {
        #expect(FeaturesServer.production.absoluteString == "https://us.api.example.com/v1")
        #expect(FeaturesServer.current == FeaturesServer.production)
        #expect(FeaturesServer.production(region: .euWest, version: "v2").absoluteString == "https://eu-west.api.example.com/v2")
        #expect(FeaturesServer.production(version: "a/b c").absoluteString == "https://us.api.example.com/a%2Fb%20c")
        #expect(FeaturesServer.sandbox.absoluteString == "http://localhost:8080/")
        #expect(FeaturesServer.sandbox(port: "9000").absoluteString == "http://localhost:9000/")
        #expect(FeaturesServer.ProductionRegion.allCases.map(\.rawValue) == ["us", "eu-west"])
    }

    @Test func clientBaseURLFromAServerFunction() async throws {
        let transport = StubTransport([Stub(.get, "tree", json: "1")])
        let client = APIClient(baseURL: FeaturesServer.production(region: .euWest), transport: transport)
        #expect(try await client.comments.getTree() == .leaf(1))
        #expect(transport.receivedRequests.first?.url?.absoluteString == "https://eu-west.api.example.com/v1/tree")
    }
}
