import Foundation
#if ALAMOFIRE_OUTPUT
import AlamofireWireAPI
#else
import RouteGenRuntime
import WireAPI
#endif
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GitHub's `PATCH /repos/{owner}/{repo}`, generated from Tests/Fixtures/wire/github.json (cut from
/// the shared GitHub document). Its schema gives defaults to 16 properties (`archived: false`,
/// `private: false`, `has_wiki: true`, …); the server assumes them, so the client never sends them.
@Suite struct GitHubUpdateTests {
    @Test func onlyTheDescriptionIsSent() throws {
        let route = ReposRouter.update(owner: "o", repo: "r", body: ReposUpdateRequest(description: "x"))
        let request = try route.asURLRequest()
        #expect(request.httpMethod == "PATCH")
        #expect(request.url?.path.hasSuffix("/repos/o/r") == true)
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"description":"x"}"#)
    }

    @Test func aDefaultTheCallerSetsIsSent() throws {
        let update = ReposUpdateRequest(description: "x", archived: false)
        let route = ReposRouter.update(owner: "o", repo: "r", body: update)
        let body = try route.asURLRequest().httpBody.map { String(decoding: $0, as: UTF8.self) }
        #expect(body == #"{"archived":false,"description":"x"}"#)
    }

    /// Decoding keeps what the server sent: a missing field is `nil`, not the spec's default.
    @Test func aMissingFieldDecodesAsNil() throws {
        let decoded = try JSONDecoder().decode(ReposUpdateRequest.self, from: Data(#"{"name":"r"}"#.utf8))
        #expect(decoded.archived == nil)
        #expect(decoded.hasWiki == nil)
        #expect(decoded.name == "r")
    }
}
