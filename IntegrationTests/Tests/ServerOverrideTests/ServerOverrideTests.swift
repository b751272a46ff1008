#if ALAMOFIRE_OUTPUT
import AlamofireServerOverrideAPI
#else
import RouteGenRuntime
import ServerOverrideAPI
#endif
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The default output's file; Tests/AlamofireServerOverrideTests links it and compiles it against the Alamofire
// output of the same configurations (ALAMOFIRE_OUTPUT). Each output's MappedHosts.swift says how hosts are mapped.

#if ALAMOFIRE_OUTPUT
typealias UploadPart = StripeFilePart
#else
typealias UploadPart = FilePart
#endif

/// A server in the configuration, or a client's `baseURL`, replaces the document's server only: the
/// operations with servers of their own keep them, unless `operationServers` moves one by name
/// (issue 32, item 7). ServerOverrideAPI is Tests/Fixtures/wire/github.json generated with
/// `server: https://api.github.com` (github-server.yaml) and wire/stripe.json with
/// `server: https://stripe-gateway.example.com/` (stripe-server.yaml). Before, every case's `baseURL`
/// was `GitHubServer.current`, and a client's `baseURL` took every call: release assets went to
/// api.github.com, Stripe's files to the gateway.
@Suite struct ServerOverrideTests {
    static let zip = Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xFF, 0x0D, 0x0A, 0x00])
    static let pdf = Data("%PDF-1.4\n%\u{E2}\u{E3}\n".utf8)

    /// Every host a test may reach, in the order `received()` lists their requests; any other host
    /// fails the request.
    static let hosts = ["mock.example.test", "uploads.mock.example.test", "api.github.com", "uploads.github.com",
                        "files.stripe.com", "stripe-gateway.example.com"]

    /// The three calls: a repository update on the API's server, a release-asset upload and a file upload.
    private func callAll(github: GitHubAPIClient, stripe: StripeAPIClient) async throws {
        try await github.repos.update(owner: "o", repo: "r")
        try await github.repos.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 7, name: "dist.zip", data: Self.zip,
                                                  contentType: "application/zip")
        try await stripe.files.create(file: UploadPart(Self.pdf, fileName: "receipt.pdf", contentType: "application/pdf"),
                                      purpose: .disputeEvidence)
    }

    private func script(_ hosts: MappedHosts, api: String, uploads: String, files: String) async {
        await hosts.on("PATCH", "/repos/o/r", at: api, status: 200)
        await hosts.on("POST", "/repos/o/r/releases/7/assets", at: uploads, status: 201)
        await hosts.on("POST", "/v1/files", at: files, status: 200)
    }

    /// The routers alone: the update on the configuration's server, each upload on its own.
    @Test func theRoutersKeepTheOperationsOwnServers() throws {
        #expect(GitHubServer.current.absoluteString == "https://api.github.com")
        #expect(StripeServer.current.absoluteString == "https://stripe-gateway.example.com/")
        #expect(try ReposRouter.update(owner: "o", repo: "r").asURLRequest().url?.absoluteString == "https://api.github.com/repos/o/r")
        #expect(try ReposRouter.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 7, name: "dist.zip").asURLRequest()
            .url?.absoluteString == "https://uploads.github.com/repos/o/r/releases/7/assets?name=dist.zip")
        #expect(try FilesRouter.create(file: UploadPart(Self.pdf), purpose: .disputeEvidence).asURLRequest().url?.absoluteString
            == "https://files.stripe.com/v1/files")
    }

    /// Through the typed calls of a client without a `baseURL`: each reaches its host, with its bytes.
    @Test func theTypedCallsReachTheirHosts() async throws {
        try await MappedHosts.run(Self.hosts) { hosts async throws in
            await script(hosts, api: "api.github.com", uploads: "uploads.github.com", files: "files.stripe.com")
            try await callAll(github: hosts.gitHubClient(), stripe: hosts.stripeClient())
            let received = await hosts.received()
            #expect(received.map(\.line) == [
                "PATCH https://api.github.com/repos/o/r",
                "POST https://uploads.github.com/repos/o/r/releases/7/assets?name=dist.zip",
                "POST https://files.stripe.com/v1/files",
            ])
            #expect(received[1].contentType == "application/zip" && received[1].body == Self.zip)
            #expect(received[2].contentType?.hasPrefix("multipart/form-data; boundary=routegen-") == true)
        }
    }

    /// `APIClient(baseURL:)` (the Alamofire output's `GitHubClient(baseURL:)`) takes the API's calls; the
    /// uploads stay on uploads.github.com and files.stripe.com.
    @Test func aClientsBaseURLLeavesTheOperationsOwnServers() async throws {
        try await MappedHosts.run(Self.hosts) { hosts async throws in
            await script(hosts, api: "mock.example.test", uploads: "uploads.github.com", files: "files.stripe.com")
            let mock = URL(string: "https://mock.example.test/")!
            let github = hosts.gitHubClient(baseURL: mock), stripe = hosts.stripeClient(baseURL: mock)
            #expect(github.serverURL(for: ReposRouter.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 7, name: "a"))
                == GitHubServer.uploads)
            #expect(stripe.serverURL(for: FilesRouter.create(file: UploadPart(Self.pdf), purpose: .disputeEvidence))
                == StripeServer.files)
            try await callAll(github: github, stripe: stripe)
            #expect(await hosts.received().map(\.line) == [
                "PATCH https://mock.example.test/repos/o/r",
                "POST https://uploads.github.com/repos/o/r/releases/7/assets?name=dist.zip",
                "POST https://files.stripe.com/v1/files",
            ])
        }
    }

    /// An operation's server moves when the client names it, and only that one.
    @Test func anOperationServerMovesWhenNamed() async throws {
        try await MappedHosts.run(Self.hosts) { hosts async throws in
            await script(hosts, api: "mock.example.test", uploads: "uploads.mock.example.test", files: "files.stripe.com")
            let mock = URL(string: "https://mock.example.test/")!
            let github = hosts.gitHubClient(
                baseURL: mock, operationServers: [GitHubServer.uploads: URL(string: "https://uploads.mock.example.test/")!])
            try await callAll(github: github, stripe: hosts.stripeClient(baseURL: mock))
            #expect(await hosts.received().map(\.line) == [
                "PATCH https://mock.example.test/repos/o/r",
                "POST https://uploads.mock.example.test/repos/o/r/releases/7/assets?name=dist.zip",
                "POST https://files.stripe.com/v1/files",
            ])
        }
    }
}
