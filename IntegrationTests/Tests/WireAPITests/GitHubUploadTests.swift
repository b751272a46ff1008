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

/// GitHub's release-asset upload, generated from Tests/Fixtures/wire/github.json (cut from the shared
/// GitHub document): `*/*` bytes, sent to `https://uploads.github.com` with the type the caller names.
@Suite struct GitHubUploadTests {
    /// The first bytes of a zip archive: not text, not JSON.
    static let zip = Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xFF, 0x0D, 0x0A, 0x00])

    @Test func aZipGoesToTheUploadsHostAsItIs() throws {
        let route = ReposRouter.uploadReleaseAsset(
            owner: "octo", repo: "hello", releaseId: 42, name: "dist.zip", label: "Build 7", data: Self.zip,
            contentType: "application/zip")
        let request = try route.asURLRequest()
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://uploads.github.com/repos/octo/hello/releases/42/assets?label=Build%207&name=dist.zip")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/zip")
        #expect(request.httpBody == Self.zip)
    }

    @Test func withoutATypeTheBytesAreOctetStream() throws {
        let request = try ReposRouter.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 1, name: "a.bin", data: Self.zip)
            .asURLRequest()
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/octet-stream")
        #expect(request.httpBody == Self.zip)
    }

    /// The other calls stay on the document's server, `{protocol}://{hostname}/api/v3`; the management
    /// console's has the same variables without `/api/v3`.
    @Test func theOtherServersAreTheDocumentsAndTheConsoles() throws {
        #expect(try ReposRouter.update(owner: "o", repo: "r").asURLRequest().url?.absoluteString
            == "http://HOSTNAME/api/v3/repos/o/r")
        #expect(try EnterpriseAdminRouter.getConfigurationStatus.asURLRequest().url?.absoluteString
            == "http://HOSTNAME/setup/api/configcheck")
        #expect(GitHubServer.enterpriseAdmin(hostname: "ghe.example.com", protocol: "https").absoluteString
            == "https://ghe.example.com")
        #expect(ReposRouter.uploadReleaseAsset(owner: "o", repo: "r", releaseId: 1, name: "a").operationServer == GitHubServer.uploads)
        #expect(ReposRouter.update(owner: "o", repo: "r").operationServer == nil)
    }
}
