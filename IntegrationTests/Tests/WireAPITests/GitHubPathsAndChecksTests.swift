import Foundation
import LocalHTTPServer
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

/// GitHub's `repos/get-content`, `git/get-ref` and `checks/create`, generated from
/// Tests/Fixtures/wire/github.json (cut from the shared GitHub document, issue 19).
@Suite struct GitHubPathsAndChecksTests {
    // MARK: x-multi-segment

    /// `path` is `x-multi-segment`: its slashes are the file's folders, not `%2F`.
    @Test func aContentPathKeepsItsSlashes() throws {
        let route = ReposRouter.getContent(owner: "o", repo: "r", path: "docs/README.md")
        #expect(route.path == "/repos/o/r/contents/docs/README.md")
        let request = try route.makeURLRequest(baseURL: URL(string: "https://api.github.com")!)
        #expect(request.url?.absoluteString == "https://api.github.com/repos/o/r/contents/docs/README.md")
    }

    @Test func aRefKeepsItsSlashes() throws {
        let route = GitRouter.getRef(owner: "o", repo: "r", ref: "heads/main")
        #expect(route.path == "/repos/o/r/git/ref/heads/main")
    }

    /// Each piece between slashes is still one encoded segment: spaces, `?` and `#` are encoded, and
    /// `..` can't climb out of the route.
    @Test func eachSegmentIsStillEncoded() {
        #expect(ReposRouter.getContent(owner: "o", repo: "r", path: "my docs/a?b#c.md").path
            == "/repos/o/r/contents/my%20docs/a%3Fb%23c.md")
        #expect(ReposRouter.getContent(owner: "o", repo: "r", path: "../../admin").path
            == "/repos/o/r/contents/%2E%2E/%2E%2E/admin")
        #expect(GitRouter.getRef(owner: "a/b", repo: "r", ref: "tags/v1.0").path == "/repos/a%2Fb/r/git/ref/tags/v1.0")
    }

    @Test func theServerReceivesTheSlashes() async throws {
        try await LocalHTTPServer.run { server in
            await server.on("GET", "/repos/o/r/contents/docs/README.md", replies: [.json(#"{"type":"file"}"#)])
            await server.on("GET", "/repos/o/r/git/ref/heads/main", replies: [.json(#"{"ref":"refs/heads/main"}"#)])
            for route in [
                ReposRouter.getContent(owner: "o", repo: "r", path: "docs/README.md") as any GitHubRequestRouter,
                GitRouter.getRef(owner: "o", repo: "r", ref: "heads/main"),
            ] {
                let (_, response) = try await URLSession.shared.data(for: try route.makeURLRequest(baseURL: server.baseURL))
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
            }
            #expect(await server.requests().map(\.path) == ["/repos/o/r/contents/docs/README.md", "/repos/o/r/git/ref/heads/main"])
        }
    }

    // MARK: Properties next to oneOf

    /// `name` and `head_sha` sit next to the `oneOf` on `status`: each variant carries them.
    @Test func aCheckRunCarriesNameHeadSHAAndStatus() throws {
        let queued = ChecksCreateRequest.object(ChecksCreateRequestObject(name: "lint", headSha: "ce58745", status: .queued))
        let body = try ChecksRouter.create(owner: "o", repo: "r", body: queued).asURLRequest().httpBody
        #expect(body.map { String(decoding: $0, as: UTF8.self) } == #"{"head_sha":"ce58745","name":"lint","status":"queued"}"#)

        let completed = ChecksCreateRequest.completed(ChecksCreateRequestCompleted(
            name: "lint", headSha: "ce58745", status: .completed, conclusion: .success))
        let request = try ChecksRouter.create(owner: "o", repo: "r", body: completed).asURLRequest()
        #expect(request.httpMethod == "POST")
        #expect(request.url?.path.hasSuffix("/repos/o/r/check-runs") == true)
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) }
            == #"{"conclusion":"success","head_sha":"ce58745","name":"lint","status":"completed"}"#)
    }

    /// Decoding the body again picks the variant by `status`.
    @Test func aCheckRunBodyDecodesByItsStatus() throws {
        let decoder = WireOutput.decoder
        let completed = try decoder.decode(ChecksCreateRequest.self, from: Data(
            #"{"name":"lint","head_sha":"ce58745","status":"completed","conclusion":"failure"}"#.utf8))
        guard case let .completed(run) = completed else { throw Failure("decoded as \(completed)") }
        #expect(run.conclusion == .failure)
        let running = try decoder.decode(ChecksCreateRequest.self, from: Data(
            #"{"name":"lint","head_sha":"ce58745","status":"in_progress"}"#.utf8))
        guard case let .object(object) = running else { throw Failure("decoded as \(running)") }
        #expect(object.status == .inProgress)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
